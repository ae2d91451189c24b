import type { RecentActivityItem } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';

// Recent Activity's icon and badge come from the item's status (spec 02 section 2:
// pending, accepted, active, draft); the component maps the tone to an icon and colours.

export type ActivityTone = 'pending' | 'positive' | 'live' | 'draft' | 'stopped' | 'neutral';

export interface ActivityAppearance {
  tone: ActivityTone;
  /** The badge's message, or the status as sent when this build does not know it. */
  badge: { key: MessageKey } | { text: string };
  /** What happened, under the title. */
  detail: MessageKey;
}

const TONES: Record<string, { tone: ActivityTone; badge: MessageKey }> = {
  pending: { tone: 'pending', badge: 'brandDashboard.activity.pending' },
  accepted: { tone: 'positive', badge: 'brandDashboard.activity.accepted' },
  // The spec treats 'approved' and 'accepted' alike.
  approved: { tone: 'positive', badge: 'brandDashboard.activity.accepted' },
  completed: { tone: 'positive', badge: 'brandDashboard.activity.completed' },
  active: { tone: 'live', badge: 'brandDashboard.activity.active' },
  draft: { tone: 'draft', badge: 'brandDashboard.activity.draft' },
  paused: { tone: 'stopped', badge: 'brandDashboard.activity.paused' },
  closed: { tone: 'stopped', badge: 'brandDashboard.activity.closed' },
  rejected: { tone: 'stopped', badge: 'brandDashboard.activity.rejected' },
};

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

export function activityAppearance(item: Pick<RecentActivityItem, 'kind' | 'status'>): ActivityAppearance {
  const known = Object.hasOwn(TONES, item.status) ? TONES[item.status]! : null;
  return {
    tone: known?.tone ?? 'neutral',
    badge: known ? { key: known.badge } : { text: capitalise(item.status.replaceAll('_', ' ')) },
    detail: item.kind === 'application' ? 'brandDashboard.newApplication' : 'brandDashboard.campaignCreated',
  };
}

/** Between an application's creator and campaign in its title ('Sara Ahmed · Iftar Reels'). */
const TITLE_SEPARATOR = ' · ';

/**
 * The item's title with its creator named through `nameText`: an application's title starts
 * with the creator's name, which the server gives as 'Deleted Creator' when the account is gone.
 */
export function activityTitle(item: RecentActivityItem, nameText: (name: string) => string): string {
  if (item.kind !== 'application') return item.title;
  const cut = item.title.indexOf(TITLE_SEPARATOR);
  if (cut < 0) return item.title;
  return nameText(item.title.slice(0, cut)) + item.title.slice(cut);
}
