import type { UserType } from '@partnerly/contracts';
import {
  BarChart3,
  Briefcase,
  Compass,
  FileText,
  LayoutDashboard,
  MessageSquare,
  Network,
  Search,
  Shield,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface QuickLink {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

const PROFILE: QuickLink = {
  title: 'Profile',
  description: 'Your details and account settings',
  to: '/profile',
  icon: UserRound,
};

// The role home's quick links (spec 01 section 6); every role also gets Profile.
const CREATOR: QuickLink[] = [
  {
    title: 'Browse Campaigns',
    description: 'Find campaigns that fit your content',
    to: '/campaigns',
    icon: Search,
  },
  {
    title: 'My Applications',
    description: 'Follow the campaigns you applied to',
    to: '/my-applications',
    icon: FileText,
  },
  {
    title: 'My Work',
    description: 'Content to deliver and results to report',
    to: '/creator-work',
    icon: Briefcase,
  },
];

const BRAND: QuickLink[] = [
  {
    title: 'Campaign Dashboard',
    description: 'Create and manage your campaigns',
    to: '/brand-campaigns',
    icon: LayoutDashboard,
  },
  { title: 'My Network', description: 'The creators you work with', to: '/brand-network', icon: Network },
  { title: 'Analytics', description: 'Codes, clicks and conversions', to: '/analytics', icon: BarChart3 },
];

const AGENT: QuickLink[] = [
  { title: 'Agent Hub', description: 'The creators you represent', to: '/agent-dashboard', icon: Users },
  {
    title: 'Campaign Discovery',
    description: 'Campaigns for your creators',
    to: '/campaigns',
    icon: Compass,
  },
  {
    title: 'Messages',
    description: 'Conversations with brands and creators',
    to: '/messages',
    icon: MessageSquare,
  },
];

const ADMIN: QuickLink[] = [
  { title: 'Admin Panel', description: 'Oversee the platform', to: '/admin', icon: Shield },
  // The spec's /analytics is the brands' page; admins have theirs in the console.
  {
    title: 'Analytics',
    description: 'Platform activity and revenue',
    to: '/admin/analytics',
    icon: BarChart3,
  },
  {
    title: 'User Management',
    description: 'Accounts, roles and verification',
    to: '/admin/users',
    icon: Users,
  },
];

const LINKS_BY_ROLE: Record<UserType, QuickLink[]> = {
  creator: CREATOR,
  brand: BRAND,
  agent: AGENT,
  agency: AGENT,
  admin: ADMIN,
  super_admin: ADMIN,
};

const OTHER: QuickLink[] = [
  { title: 'Campaigns', description: 'Browse the campaigns on Partnerly', to: '/campaigns', icon: Search },
];

/**
 * The quick-link pages that exist so far. A card appears once its page has landed (add its
 * path here with the page): the home never links to a missing page.
 */
const BUILT_PATHS: ReadonlySet<string> = new Set([
  PROFILE.to,
  '/campaigns',
  '/my-applications',
  '/agent-dashboard',
  '/brand-network',
  '/admin',
  '/admin/analytics',
  '/admin/users',
]);

/** Every link of the role, built or not (spec 01 section 6). */
export function roleQuickLinks(userType: UserType): QuickLink[] {
  // A type this build does not know (added on the server later) gets the generic link.
  return [...(LINKS_BY_ROLE[userType] ?? OTHER), PROFILE];
}

/** The role's quick links whose pages exist. */
export function quickLinksFor(
  userType: UserType,
  builtPaths: ReadonlySet<string> = BUILT_PATHS,
): QuickLink[] {
  return roleQuickLinks(userType).filter((link) => builtPaths.has(link.to));
}
