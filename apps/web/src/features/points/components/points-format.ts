import type { PointsSummary } from '@partnerly/contracts';
import { formatUaeDateAndTime } from '@/lib/format';
import type { useT } from '@/lib/i18n/i18n-provider';

type Translate = ReturnType<typeof useT>;

// What the Points Tracker and its card on the creator home say (issue 20 item 4).

export type PointsEntry = PointsSummary['history'][number];

/** The Points Tracker card on the creator home shows the last few check-ins. */
export const POINTS_CARD_ENTRIES = 3;

/** '1 point', '15 points', '1,230 points'. */
export function pointsLabel(t: Translate, points: number): string {
  return t('points.count', { count: points });
}

/** '+15 points' for points earned; '-5 points' for any taken back. */
export function signedPointsLabel(t: Translate, points: number): string {
  return points > 0 ? t('points.earned', { count: points }) : pointsLabel(t, points);
}

export interface PointsLine {
  id: string;
  event: string;
  brand: string | null;
  /** The day and time of the check-in in UAE time, where the events take place. */
  date: string;
  time: string;
  at: string;
  points: string;
}

/** One check-in of the history as the page lists it (an event since deleted keeps its points). */
export function pointsLineOf(t: Translate, entry: PointsEntry): PointsLine {
  const { date, time } = formatUaeDateAndTime(entry.createdAt);
  return {
    id: entry.id,
    event: entry.campaignTitle ?? t('points.eventGone'),
    brand: entry.brandName,
    date,
    time,
    at: entry.createdAt,
    points: signedPointsLabel(t, entry.points),
  };
}
