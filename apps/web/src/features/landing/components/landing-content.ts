import {
  Activity,
  BadgeCheck,
  BarChart3,
  Bell,
  Building2,
  ClipboardCheck,
  Eye,
  Handshake,
  Heart,
  LayoutDashboard,
  Lock,
  Megaphone,
  QrCode,
  Scale,
  Search,
  ShieldCheck,
  Sprout,
  Ticket,
  Users,
  type LucideIcon,
} from 'lucide-react';

// The landing page's copy (spec 01 sections 1 and 2). It claims only what the product does
// today (issue 13 item 7, ADR 0040); what is still to come is on the roadmap.

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
      'Creators search the campaign feed and filter it by category, type, platform and place.',
      'A creator can apply as asked or propose a rate; the brand approves, counters or declines.',
      'Agents can apply and negotiate for the creators they represent.',
    ],
  },
  {
    title: 'Deliver and review',
    summary:
      'Approved creators get their own affiliate code, submit their content, and the brand approves it or asks for changes.',
    details: [
      'Creators submit a link, screenshots and figures for each platform of the campaign, before a deadline.',
      'The brand approves, asks for a revision with feedback, or rejects; the creator sees it at once.',
      'Creators report their final results; the brand approves a payout and records when it is paid.',
      'Notifications in the app and by e-mail tell each side when something changes.',
    ],
  },
] as const;

// Only what the product does today (issue 13 item 7): anything still to come is on the roadmap.
export const CORE_FEATURES: readonly IconItem[] = [
  {
    icon: Search,
    title: 'Campaign feed',
    text: 'Creators search active campaigns and filter them by category, type, platform and location.',
  },
  {
    icon: ClipboardCheck,
    title: 'Clear expectations',
    text: 'Creators apply or propose a rate; brands approve, counter or decline, and the agreed rate is kept.',
  },
  {
    icon: Ticket,
    title: 'Affiliate codes',
    text: 'Every creator a brand approves gets their own affiliate code for the campaign.',
  },
  {
    icon: QrCode,
    title: 'QR discount codes',
    text: 'Brands print a QR code for an in-store discount; each phone redeems it once, up to the uses the brand sets.',
  },
  {
    icon: BarChart3,
    title: 'Results and payouts',
    text: 'Engagement computed the same way for every creator, campaign analytics, and a payout history both sides can download.',
  },
  {
    icon: Heart,
    title: 'Brand network',
    text: 'Brands keep their favourite creators in one list and invite them to private campaigns.',
  },
  {
    icon: Activity,
    title: 'Live updates',
    text: 'Applications, negotiations and notifications appear the moment they change, without refreshing.',
  },
  {
    icon: LayoutDashboard,
    title: 'Brand dashboard',
    text: 'Brands see their campaigns, budgets, applications and recent activity in one place.',
  },
  {
    icon: Handshake,
    title: 'Agent representation',
    text: 'Agents represent creators who accept them, and apply and negotiate on their behalf.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure payments',
    text: 'Brand plans are paid by card through a verified payment provider, in AED with tax included.',
  },
  {
    icon: Bell,
    title: 'Notifications your way',
    text: 'In-app and e-mail notifications, switched on or off for each kind.',
  },
  {
    icon: Lock,
    title: 'Privacy and your data',
    text: 'Choose what brands see on your applications, and download all your data in one file.',
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
    text: 'Find brands that fit your audience and agree on clear terms before you start.',
    points: [
      'Search and filter campaigns, then apply in a minute',
      'Propose your rate and negotiate it before you start',
      'Follow every application in My Applications, updated live',
      'Report your results and follow every payout to paid',
      'Get your own affiliate code when a brand approves you',
      'Check in at on-site events with your event pass and earn points',
      'See every deadline in your calendar, synced to Google, Apple or Outlook',
      'Talk to brands in each application’s thread, and choose who may ask to message you',
    ],
    cta: { label: 'Join as a Creator', to: '/auth?userType=creator' },
  },
  {
    value: 'brand',
    label: 'Brand',
    heading: 'Run creator campaigns with confidence',
    text: 'Publish a campaign, choose the right creators and agree on what they are paid.',
    points: [
      'Publish campaigns with clear briefs, budgets and deadlines',
      'Review applications and pick the creators who fit',
      'Approve, counter or decline rates in one place',
      'See engagement, views and spend per campaign and creator',
      'Issue QR discount codes and watch them being redeemed',
      'Check creators in at your events by scanning their QR pass',
      'Run several brand profiles and work with your team',
      'Message applicants, and ask the creators in your network to talk',
    ],
    cta: { label: 'Join as a Brand', to: '/auth?userType=brand' },
  },
  {
    value: 'agent',
    label: 'Agent',
    heading: 'Grow the creators you represent',
    text: 'Support your creators across every campaign from one place.',
    points: [
      'Represent the creators who accept your request',
      'Apply to campaigns and negotiate rates on their behalf',
      'Follow the applications of the creators you manage',
      'Agency accounts are coming soon: join now and we will let you know',
    ],
    cta: { label: 'Join Partnerly', to: '/auth' },
  },
];

export const VALUES: readonly IconItem[] = [
  {
    icon: Eye,
    title: 'Transparency',
    text: 'Terms, rates and codes are visible to both sides of every partnership.',
  },
  {
    icon: Scale,
    title: 'Fairness',
    text: 'What was agreed stays agreed: a campaign with approved work is closed, never silently deleted.',
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
    text: 'Find campaigns that fit your content and agree on clear terms before you start.',
  },
  {
    icon: Building2,
    title: 'Brands',
    text: 'Publish campaigns, choose creators and agree on rates, with a code for every approved creator.',
  },
  {
    icon: Users,
    title: 'Agents',
    text: 'Represent creators, apply for them and negotiate their rates.',
  },
];

/** 'Available now' lists only what is built today (issue 13 item 7). */
export const ROADMAP = [
  {
    stage: 'Available now',
    items: [
      'Campaigns, applications and negotiation',
      'Brand profiles, teams and subscription plans paid in AED',
      'Agents who represent creators',
      'Content submission and approval',
      'Final results, engagement analytics and payout tracking',
      'A brand network of favourite creators',
      'Affiliate codes with tracked analytics and a public page for each creator',
      'QR discount codes for customers in person, with redemptions shown live',
      'Event check-ins with a personal QR pass for each creator, and points from verified brands',
      'A creator dashboard, and a calendar of deadlines and events that syncs with your calendar app',
      'Messaging between brands, creators and agents, live, with chat requests and blocking',
      'VAT tax invoices for every plan payment, and UAE Advertiser Permits shown when approving creators',
      'Notifications, privacy settings and data export',
    ],
  },
  {
    stage: 'Coming next',
    items: ['Arabic, with right-to-left layout throughout'],
  },
  {
    stage: 'Planned',
    items: ['Agency accounts', 'Your ideas: suggest what we build next'],
  },
] as const;
