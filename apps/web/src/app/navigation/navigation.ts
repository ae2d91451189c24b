import type { UserType } from '@partnerly/contracts';
import {
  Award,
  BarChart3,
  Bell,
  Briefcase,
  CalendarDays,
  ClipboardCheck,
  Compass,
  FileText,
  HandCoins,
  Heart,
  LayoutDashboard,
  MessagesSquare,
  Megaphone,
  QrCode,
  Search,
  ShieldCheck,
  Tag,
  Ticket,
  TicketPercent,
  UserRound,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { resolveTab } from '@/features/brand-dashboard/components/dashboard-tabs';
import { CAMPAIGN_WORK_TAB } from '@/lib/campaign-work-link';
import { CHECK_IN_ROUTE, isCheckInPath } from '@/lib/check-in-path';
import { CREATOR_HOME } from '@/lib/role-home';

/** Where the visitor is: what a navigation item compares itself with. */
export interface NavLocation {
  pathname: string;
  search: string;
}

export interface NavItem {
  /** The item's name in the message catalogs (shown through react-intl). */
  label: MessageKey;
  /** The link's target: a path, with a query where the page is a tab (/dashboard?tab=campaigns). */
  to: string;
  icon: LucideIcon;
  /** True on the item's page: that link is marked aria-current="page". */
  match(location: NavLocation): boolean;
  /** Items of one group share a menu in the desktop bar (the mobile menu lists every item). */
  group?: NavGroup;
  /** A count shown on the link (the bar and the mobile menu alike), when it has one. */
  badge?: NavBadge;
}

/** The counts a navigation link can show; the top bar reads them (unread messages from the API). */
type NavBadge = 'unreadMessages';
export type NavBadgeCounts = Partial<Record<NavBadge, number>>;

/**
 * A badge: the number it shows (99 past 99, with a '+') and the count a screen reader hears
 * (the 'shell.unread' message); null for none.
 */
export function navBadgeText(
  count: number | undefined,
): { visible: number; isMore: boolean; count: number } | null {
  if (!count || count <= 0) return null;
  return { visible: Math.min(count, 99), isMore: count > 99, count };
}

/** A menu of the desktop bar holding related pages, so the bar fits 1280 px. */
export interface NavGroup {
  label: MessageKey;
  icon: LucideIcon;
}

/** What the desktop bar shows: a link, or a group's menu at the place of its first item. */
export type NavEntry = { item: NavItem } | { group: NavGroup; items: NavItem[] };

/** The items in order, each group's items gathered into one entry where the group first appears. */
export function navEntries(items: readonly NavItem[]): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const item of items) {
    if (!item.group) {
      entries.push({ item });
      continue;
    }
    const existing = entries.find((entry) => 'group' in entry && entry.group === item.group);
    if (existing && 'group' in existing) existing.items.push(item);
    else entries.push({ group: item.group, items: [item] });
  }
  return entries;
}

/** The page at `path` and below it (/campaigns, /campaigns/123). */
const onPath =
  (path: string) =>
  ({ pathname }: NavLocation): boolean =>
    pathname === path || pathname.startsWith(`${path}/`);

/** The brand dashboard's tab at /dashboard?tab=... (a missing or unknown one is Home). */
const onBrandTab =
  (tab: ReturnType<typeof resolveTab>) =>
  ({ pathname, search }: NavLocation): boolean =>
    pathname === '/dashboard' && resolveTab(new URLSearchParams(search).get('tab')) === tab;

const DASHBOARD: NavItem = {
  label: 'nav.dashboard',
  to: '/dashboard',
  icon: LayoutDashboard,
  match: onPath('/dashboard'),
};
const NOTIFICATIONS: NavItem = {
  label: 'nav.notifications',
  to: '/notifications',
  icon: Bell,
  match: onPath('/notifications'),
};
/** The campaign work panel (/dashboard?tab=campaign-work): a piece of My Work, not the dashboard. */
const onCampaignWork = ({ pathname, search }: NavLocation): boolean =>
  pathname === '/dashboard' && new URLSearchParams(search).get('tab') === CAMPAIGN_WORK_TAB;

const CREATOR_SIDE_DASHBOARD: NavItem = {
  ...DASHBOARD,
  match: (location) => DASHBOARD.match(location) && !onCampaignWork(location),
};
const MY_WORK: NavItem = {
  label: 'nav.myWork',
  to: '/creator-work',
  icon: Briefcase,
  match: (location) => onPath('/creator-work')(location) || onCampaignWork(location),
};
const CALENDAR: NavItem = {
  label: 'nav.calendar',
  to: '/calendar',
  icon: CalendarDays,
  match: onPath('/calendar'),
};
/** Messages (issue 22): conversations and chat requests, with the unread count. */
const MESSAGES: NavItem = {
  label: 'nav.messages',
  to: '/messages',
  icon: MessagesSquare,
  match: onPath('/messages'),
  badge: 'unreadMessages',
};
const PROFILE: NavItem = { label: 'nav.profile', to: '/profile', icon: UserRound, match: onPath('/profile') };

/** The brand's codes: creators' affiliate codes and the QR discount codes. */
const CODES: NavGroup = { label: 'nav.codes', icon: Ticket };

// One list per role: a new page of a role adds its line here (navigation.test.ts checks that
// every page of the router that needs a role is in it, or in NOT_IN_NAVIGATION below).

const BRAND: NavItem[] = [
  { ...DASHBOARD, match: onBrandTab('home') },
  {
    label: 'nav.campaigns',
    to: '/dashboard?tab=campaigns',
    icon: Megaphone,
    // An event's check-in validator is one of the campaigns' pages.
    match: (location) => onBrandTab('campaigns')(location) || isCheckInPath(location.pathname),
  },
  {
    label: 'nav.submissions',
    to: '/dashboard?tab=submissions',
    icon: ClipboardCheck,
    match: onBrandTab('submissions'),
  },
  { label: 'nav.payouts', to: '/dashboard?tab=payouts', icon: HandCoins, match: onBrandTab('payouts') },
  {
    label: 'nav.affiliates',
    to: '/dashboard?tab=affiliate-analytics',
    icon: TicketPercent,
    match: onBrandTab('affiliate-analytics'),
    group: CODES,
  },
  {
    label: 'nav.qrCodes',
    to: '/dashboard?tab=private-referrals',
    icon: QrCode,
    match: onBrandTab('private-referrals'),
    group: CODES,
  },
  { label: 'nav.analytics', to: '/analytics', icon: BarChart3, match: onPath('/analytics') },
  { label: 'nav.myNetwork', to: '/brand-network', icon: Heart, match: onPath('/brand-network') },
  { label: 'nav.team', to: '/team', icon: UsersRound, match: onPath('/team') },
  MESSAGES,
  NOTIFICATIONS,
  PROFILE,
];

/** The creator's Dashboard is their home, /creator-dashboard (/dashboard sends them there). */
const CREATOR_DASHBOARD: NavItem = {
  ...CREATOR_SIDE_DASHBOARD,
  to: CREATOR_HOME,
  match: (location) => onPath(CREATOR_HOME)(location) || CREATOR_SIDE_DASHBOARD.match(location),
};

const CREATOR: NavItem[] = [
  CREATOR_DASHBOARD,
  { label: 'nav.browseCampaigns', to: '/campaigns', icon: Search, match: onPath('/campaigns') },
  { label: 'nav.myApplications', to: '/my-applications', icon: FileText, match: onPath('/my-applications') },
  MY_WORK,
  { label: 'nav.affiliateHub', to: '/affiliate-hub', icon: TicketPercent, match: onPath('/affiliate-hub') },
  { label: 'nav.points', to: '/points', icon: Award, match: onPath('/points') },
  CALENDAR,
  MESSAGES,
  NOTIFICATIONS,
  PROFILE,
];

const AGENT: NavItem[] = [
  CREATOR_SIDE_DASHBOARD,
  { label: 'nav.agentHub', to: '/agent-dashboard', icon: Users, match: onPath('/agent-dashboard') },
  { label: 'nav.campaignDiscovery', to: '/campaigns', icon: Compass, match: onPath('/campaigns') },
  { label: 'nav.myApplications', to: '/my-applications', icon: FileText, match: onPath('/my-applications') },
  MY_WORK,
  CALENDAR,
  MESSAGES,
  NOTIFICATIONS,
  PROFILE,
];

/** The admin console's tabs other than Users (which has its own item, spec 03 'User Management'). */
const onAdminConsole = (location: NavLocation): boolean =>
  onPath('/admin')(location) && !onPath('/admin/users')(location);

const ADMIN: NavItem[] = [
  DASHBOARD,
  { label: 'nav.adminConsole', to: '/admin', icon: ShieldCheck, match: onAdminConsole },
  { label: 'nav.users', to: '/admin/users', icon: Users, match: onPath('/admin/users') },
  NOTIFICATIONS,
  PROFILE,
];

const NAVIGATION_BY_ROLE: Record<UserType, NavItem[]> = {
  brand: BRAND,
  creator: CREATOR,
  agent: AGENT,
  agency: AGENT,
  admin: ADMIN,
  super_admin: ADMIN,
};

/** The signed-in role's navigation; a type this build does not know gets the pages every role has. */
export function navigationFor(userType: UserType): NavItem[] {
  return NAVIGATION_BY_ROLE[userType] ?? ADMIN;
}

/** Signed-out visitors: the plans (Sign In and Get Started sit beside them in the top bar). */
export const SIGNED_OUT_NAVIGATION: NavItem[] = [
  { label: 'nav.pricing', to: '/pricing', icon: Tag, match: onPath('/pricing') },
];

/**
 * Pages a role can open that its navigation does not list, because the page sends that role
 * elsewhere. Keyed by role and router path, with the reason.
 */
export const NOT_IN_ROLE_NAVIGATION: Partial<Record<UserType, Readonly<Record<string, string>>>> = {
  creator: {
    dashboard:
      'sends creators on to /creator-dashboard (their Dashboard item); its campaign work panel is My Work',
  },
};

/**
 * Signed-in pages that are steps of a flow, not places to go: no role's navigation lists them.
 * Keyed by router path, with the reason.
 */
export const NOT_IN_NAVIGATION: Readonly<Record<string, string>> = {
  'onboarding/creator-profile-setup': 'an onboarding step, reached from onboarding',
  'onboarding/brand-profile-setup': 'an onboarding step, reached from onboarding',
  'payment-callback': "the payment provider's return address",
  'payment-success': 'the result of a payment, reached from the checkout',
  'subscription-failed': 'the result of a failed payment, reached from the checkout',
  'admin/:tab': "the admin console's tabs, reached from its tab bar (Users from the navigation)",
  [CHECK_IN_ROUTE]: "an event's check-in validator, reached from its campaign card (Campaigns is current)",
  'messages/:conversationId': 'one conversation, reached from the Messages list (Messages is current)',
};
