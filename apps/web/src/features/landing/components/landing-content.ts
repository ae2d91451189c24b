import {
  Activity,
  BadgeCheck,
  Building2,
  ChartColumn,
  ClipboardCheck,
  FileCheck2,
  LayoutDashboard,
  Megaphone,
  MessagesSquare,
  QrCode,
  Scale,
  ShieldCheck,
  Sparkles,
  Sprout,
  Eye,
  Users,
  type LucideIcon,
} from 'lucide-react';

// The landing page's copy (spec 01 sections 1 and 2). Marketing promises follow spec 1.

export interface IconItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const HOW_IT_WORKS = [
  {
    title: 'Create your profile',
    summary: 'Sign up as a creator or a brand and tell us who you are and what you are looking for.',
    details: [
      'Creators add their location, bio and up to 8 content categories.',
      'Brands add their company, website, Instagram business profile and target categories.',
      'Setting up takes about 2 minutes for the account and 3-4 minutes for the profile.',
    ],
  },
  {
    title: 'Match and agree',
    summary:
      'Brands publish campaigns, creators apply, and both sides agree on the terms before work starts.',
    details: [
      'Smart matching puts campaigns in front of creators whose categories fit.',
      'Deliverables, dates and payment are negotiated and accepted in one place.',
      'Messaging starts with a request, so every conversation is wanted.',
    ],
  },
  {
    title: 'Create, track and get paid',
    summary: 'Creators deliver content for approval, share their codes and see the results live.',
    details: [
      'Brands review each submission and approve it or ask for changes.',
      'Referral and affiliate codes track clicks, conversions and commission.',
      'Payments are handled securely and every dashboard updates in real time.',
    ],
  },
] as const;

export const CORE_FEATURES: readonly IconItem[] = [
  {
    icon: Sparkles,
    title: 'Smart matching',
    text: 'Campaigns reach the creators whose categories, audience and location fit the brief.',
  },
  {
    icon: ClipboardCheck,
    title: 'Clear expectations',
    text: 'Deliverables, deadlines and payment are agreed up front, so nobody is surprised later.',
  },
  {
    icon: QrCode,
    title: 'Referral and affiliate codes',
    text: 'Every creator gets codes and links that track clicks, conversions and commission.',
  },
  {
    icon: Activity,
    title: 'Real-time dashboards',
    text: 'Applications, submissions and results appear the moment they change, without refreshing.',
  },
  {
    icon: LayoutDashboard,
    title: 'Role-specific dashboards',
    text: 'Creators, brands and agents each get a home built around their own work.',
  },
  {
    icon: MessagesSquare,
    title: 'Request-based messaging',
    text: 'Conversations start with a request that the other side accepts: no unsolicited inbox.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure payments',
    text: 'Plans are paid by card through a verified payment provider, in AED with tax included.',
  },
  {
    icon: FileCheck2,
    title: 'Content approval workflows',
    text: 'Brands review submitted content, request changes and approve it before it goes live.',
  },
  {
    icon: ChartColumn,
    title: 'Analytics',
    text: 'Reach, engagement and code performance per campaign and per creator, in one view.',
  },
];

export interface RoleTab {
  value: 'creator' | 'brand' | 'agent';
  label: string;
  heading: string;
  text: string;
  points: readonly string[];
  cta: { label: string; to: string };
}

export const ROLE_TABS: readonly RoleTab[] = [
  {
    value: 'creator',
    label: 'Creator',
    heading: 'Turn your content into partnerships',
    text: 'Find brands that fit your audience and get paid for work you agreed on.',
    points: [
      'Browse campaigns that match your categories and apply in a few clicks',
      'Negotiate deliverables, dates and payment before you start',
      'Submit content for approval and follow its status live',
      'Share your own affiliate codes and see the commission they earn',
    ],
    cta: { label: 'Join as a Creator', to: '/auth?userType=creator' },
  },
  {
    value: 'brand',
    label: 'Brand',
    heading: 'Run creator campaigns with confidence',
    text: 'Publish a campaign, choose the right creators and measure what it brings in.',
    points: [
      'Publish campaigns with clear briefs, budgets and deadlines',
      'Review applications and pick the creators who fit',
      'Approve every piece of content before it goes live',
      'Track clicks, conversions and QR code redemptions in real time',
    ],
    cta: { label: 'Join as a Brand', to: '/auth?userType=brand' },
  },
  {
    value: 'agent',
    label: 'Agent',
    heading: 'Grow the creators you represent',
    text: 'Support your creators across every campaign from one place.',
    points: [
      'Follow the applications and campaigns of the creators you manage',
      'Help negotiate terms and keep deliverables on schedule',
      'See results and earnings across your roster',
      'Agency accounts are coming soon: join now and we will let you know',
    ],
    cta: { label: 'Join Partnerly', to: '/auth' },
  },
];

export const VALUES: readonly IconItem[] = [
  {
    icon: Eye,
    title: 'Transparency',
    text: 'Terms, codes and results are visible to both sides of every partnership.',
  },
  {
    icon: Scale,
    title: 'Fairness',
    text: 'Creators are paid for the work that was agreed; brands get what they approved.',
  },
  {
    icon: BadgeCheck,
    title: 'Trust',
    text: 'Verified payments, secure accounts and rules checked on our servers, every time.',
  },
  {
    icon: Sprout,
    title: 'Growth',
    text: 'Tools that help creators and brands grow together, campaign after campaign.',
  },
];

export const AUDIENCES: readonly IconItem[] = [
  {
    icon: Megaphone,
    title: 'Creators',
    text: 'Find campaigns that fit your content, agree on clear terms and get paid for your work.',
  },
  {
    icon: Building2,
    title: 'Brands',
    text: 'Publish campaigns, choose creators, approve content and follow every code, click and conversion.',
  },
  {
    icon: Users,
    title: 'Agents',
    text: 'Support the creators you represent and keep their campaigns on track.',
  },
];

export const ROADMAP = [
  {
    stage: 'Available now',
    items: [
      'Campaigns, applications and negotiation',
      'Content approval and campaign analytics',
      'Affiliate links and QR referral codes',
      'Brand subscription plans paid in AED',
    ],
  },
  {
    stage: 'In progress',
    items: ['Agency accounts', 'Campaign calendar and check-ins', 'Public creator pages to share'],
  },
  {
    stage: 'Planned',
    items: [
      'Integrations for enterprise teams',
      'More ways to pay and get paid',
      'Your ideas: suggest what we build next',
    ],
  },
] as const;
