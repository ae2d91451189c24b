import type { UserType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
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
  /** Catalog keys: the screen shows them in the active language. */
  title: MessageKey;
  description: MessageKey;
  to: string;
  icon: LucideIcon;
}

const PROFILE: QuickLink = {
  title: 'dashboard.link.profile',
  description: 'dashboard.link.profileDescription',
  to: '/profile',
  icon: UserRound,
};

// The role home's quick links (spec 01 section 6); every role also gets Profile.
const CREATOR: QuickLink[] = [
  {
    title: 'dashboard.link.browseCampaigns',
    description: 'dashboard.link.browseCampaignsDescription',
    to: '/campaigns',
    icon: Search,
  },
  {
    title: 'dashboard.link.myApplications',
    description: 'dashboard.link.myApplicationsDescription',
    to: '/my-applications',
    icon: FileText,
  },
  {
    title: 'dashboard.link.myWork',
    description: 'dashboard.link.myWorkDescription',
    to: '/creator-work',
    icon: Briefcase,
  },
];

const BRAND: QuickLink[] = [
  {
    title: 'dashboard.link.campaignDashboard',
    description: 'dashboard.link.campaignDashboardDescription',
    to: '/brand-campaigns',
    icon: LayoutDashboard,
  },
  {
    title: 'dashboard.link.myNetwork',
    description: 'dashboard.link.myNetworkDescription',
    to: '/brand-network',
    icon: Network,
  },
  {
    title: 'dashboard.link.analytics',
    description: 'dashboard.link.analyticsDescription',
    to: '/analytics',
    icon: BarChart3,
  },
];

const AGENT: QuickLink[] = [
  {
    title: 'dashboard.link.agentHub',
    description: 'dashboard.link.agentHubDescription',
    to: '/agent-dashboard',
    icon: Users,
  },
  {
    title: 'dashboard.link.campaignDiscovery',
    description: 'dashboard.link.campaignDiscoveryDescription',
    to: '/campaigns',
    icon: Compass,
  },
  {
    title: 'dashboard.link.messages',
    description: 'dashboard.link.messagesDescription',
    to: '/messages',
    icon: MessageSquare,
  },
];

const ADMIN: QuickLink[] = [
  {
    title: 'dashboard.link.adminPanel',
    description: 'dashboard.link.adminPanelDescription',
    to: '/admin',
    icon: Shield,
  },
  // The spec's /analytics is the brands' page; admins have theirs in the console.
  {
    title: 'dashboard.link.analytics',
    description: 'dashboard.link.adminAnalyticsDescription',
    to: '/admin/analytics',
    icon: BarChart3,
  },
  {
    title: 'dashboard.link.userManagement',
    description: 'dashboard.link.userManagementDescription',
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
  {
    title: 'dashboard.link.campaigns',
    description: 'dashboard.link.campaignsDescription',
    to: '/campaigns',
    icon: Search,
  },
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
