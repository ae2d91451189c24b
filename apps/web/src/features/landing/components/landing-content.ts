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
import type { MessageKey } from '@partnerly/contracts/i18n';

// The landing page's copy (spec 01 sections 1 and 2), as keys of the message catalogs (issue 25;
// the texts are in packages/contracts/src/i18n/catalog/*/pages.ts). It claims only what the
// product does today (issue 13 item 7, ADR 0040); what is still to come is on the roadmap.

export interface IconItem {
  icon: LucideIcon;
  title: MessageKey;
  text: MessageKey;
}

export const HOW_IT_WORKS = [
  {
    title: 'landing.step1.title',
    summary: 'landing.step1.summary',
    details: ['landing.step1.detail1', 'landing.step1.detail2', 'landing.step1.detail3'],
  },
  {
    title: 'landing.step2.title',
    summary: 'landing.step2.summary',
    details: ['landing.step2.detail1', 'landing.step2.detail2', 'landing.step2.detail3'],
  },
  {
    title: 'landing.step3.title',
    summary: 'landing.step3.summary',
    details: [
      'landing.step3.detail1',
      'landing.step3.detail2',
      'landing.step3.detail3',
      'landing.step3.detail4',
    ],
  },
] as const satisfies readonly { title: MessageKey; summary: MessageKey; details: readonly MessageKey[] }[];

// Only what the product does today (issue 13 item 7): anything still to come is on the roadmap.
export const CORE_FEATURES: readonly IconItem[] = [
  { icon: Search, title: 'landing.feature1.title', text: 'landing.feature1.text' },
  { icon: ClipboardCheck, title: 'landing.feature2.title', text: 'landing.feature2.text' },
  { icon: Ticket, title: 'landing.feature3.title', text: 'landing.feature3.text' },
  { icon: QrCode, title: 'landing.feature4.title', text: 'landing.feature4.text' },
  { icon: BarChart3, title: 'landing.feature5.title', text: 'landing.feature5.text' },
  { icon: Heart, title: 'landing.feature6.title', text: 'landing.feature6.text' },
  { icon: Activity, title: 'landing.feature7.title', text: 'landing.feature7.text' },
  { icon: LayoutDashboard, title: 'landing.feature8.title', text: 'landing.feature8.text' },
  { icon: Handshake, title: 'landing.feature9.title', text: 'landing.feature9.text' },
  { icon: ShieldCheck, title: 'landing.feature10.title', text: 'landing.feature10.text' },
  { icon: Bell, title: 'landing.feature11.title', text: 'landing.feature11.text' },
  { icon: Lock, title: 'landing.feature12.title', text: 'landing.feature12.text' },
];

export interface RoleTab {
  value: 'creator' | 'brand' | 'agent';
  label: MessageKey;
  heading: MessageKey;
  text: MessageKey;
  points: readonly MessageKey[];
  cta: { label: MessageKey; to: string };
}

export const ROLE_TABS: readonly RoleTab[] = [
  {
    value: 'creator',
    label: 'landing.role.creator.label',
    heading: 'landing.role.creator.heading',
    text: 'landing.role.creator.text',
    points: [
      'landing.role.creator.point1',
      'landing.role.creator.point2',
      'landing.role.creator.point3',
      'landing.role.creator.point4',
      'landing.role.creator.point5',
      'landing.role.creator.point6',
      'landing.role.creator.point7',
      'landing.role.creator.point8',
    ],
    cta: { label: 'landing.role.creator.cta', to: '/auth?userType=creator' },
  },
  {
    value: 'brand',
    label: 'landing.role.brand.label',
    heading: 'landing.role.brand.heading',
    text: 'landing.role.brand.text',
    points: [
      'landing.role.brand.point1',
      'landing.role.brand.point2',
      'landing.role.brand.point3',
      'landing.role.brand.point4',
      'landing.role.brand.point5',
      'landing.role.brand.point6',
      'landing.role.brand.point7',
      'landing.role.brand.point8',
    ],
    cta: { label: 'landing.role.brand.cta', to: '/auth?userType=brand' },
  },
  {
    value: 'agent',
    label: 'landing.role.agent.label',
    heading: 'landing.role.agent.heading',
    text: 'landing.role.agent.text',
    points: [
      'landing.role.agent.point1',
      'landing.role.agent.point2',
      'landing.role.agent.point3',
      'landing.role.agent.point4',
    ],
    cta: { label: 'landing.role.agent.cta', to: '/auth' },
  },
];

export const VALUES: readonly IconItem[] = [
  { icon: Eye, title: 'landing.value1.title', text: 'landing.value1.text' },
  { icon: Scale, title: 'landing.value2.title', text: 'landing.value2.text' },
  { icon: BadgeCheck, title: 'landing.value3.title', text: 'landing.value3.text' },
  { icon: Sprout, title: 'landing.value4.title', text: 'landing.value4.text' },
];

export const AUDIENCES: readonly IconItem[] = [
  { icon: Megaphone, title: 'landing.audience1.title', text: 'landing.audience1.text' },
  { icon: Building2, title: 'landing.audience2.title', text: 'landing.audience2.text' },
  { icon: Users, title: 'landing.audience3.title', text: 'landing.audience3.text' },
];

/** 'Available now' lists only what is built today (issue 13 item 7). */
export const ROADMAP = [
  {
    stage: 'landing.roadmap.now',
    items: [
      'landing.roadmap.now1',
      'landing.roadmap.now2',
      'landing.roadmap.now3',
      'landing.roadmap.now4',
      'landing.roadmap.now5',
      'landing.roadmap.now6',
      'landing.roadmap.now7',
      'landing.roadmap.now8',
      'landing.roadmap.now9',
      'landing.roadmap.now10',
      'landing.roadmap.now11',
      'landing.roadmap.now12',
      'landing.roadmap.now13',
      'landing.roadmap.now14',
      'landing.roadmap.now15',
    ],
  },
  { stage: 'landing.roadmap.planned', items: ['landing.roadmap.planned1', 'landing.roadmap.planned2'] },
] as const satisfies readonly { stage: MessageKey; items: readonly MessageKey[] }[];
