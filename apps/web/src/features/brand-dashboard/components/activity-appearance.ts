import type { RecentActivityItem } from '@partnerly/contracts';

// Recent Activity's icon and badge come from the item's status (spec 02 section 2:
// pending, accepted, active, draft); the component maps the tone to an icon and colours.

export type ActivityTone = 'pending' | 'positive' | 'live' | 'draft' | 'stopped' | 'neutral';

export interface ActivityAppearance {
  tone: ActivityTone;
  badge: string;
  /** What happened, under the title. */
  detail: string;
}

const TONES: Record<string, { tone: ActivityTone; badge: string }> = {
  pending: { tone: 'pending', badge: 'Pending' },
  accepted: { tone: 'positive', badge: 'Accepted' },
  // The spec treats 'approved' and 'accepted' alike.
  approved: { tone: 'positive', badge: 'Accepted' },
  completed: { tone: 'positive', badge: 'Completed' },
  active: { tone: 'live', badge: 'Active' },
  draft: { tone: 'draft', badge: 'Draft' },
  paused: { tone: 'stopped', badge: 'Paused' },
  closed: { tone: 'stopped', badge: 'Closed' },
  rejected: { tone: 'stopped', badge: 'Rejected' },
};

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

export function activityAppearance(item: Pick<RecentActivityItem, 'kind' | 'status'>): ActivityAppearance {
  const known = Object.hasOwn(TONES, item.status) ? TONES[item.status]! : null;
  return {
    tone: known?.tone ?? 'neutral',
    badge: known?.badge ?? capitalise(item.status.replaceAll('_', ' ')),
    detail: item.kind === 'application' ? 'New application' : 'Campaign created',
  };
}
