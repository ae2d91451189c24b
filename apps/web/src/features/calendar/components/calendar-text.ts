import { CALENDAR_MESSAGES, type CalendarEventType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { useT } from '@/lib/i18n/i18n-provider';
import { DOWNLOAD_FAILED } from '../api/calendar-events';

// The calendar contracts keep their English messages (the API answers with them too); the
// screens show the ones they know through the catalogs, others as they came.

type Translate = ReturnType<typeof useT>;

export const EVENT_TYPE_LABELS: Record<CalendarEventType, MessageKey> = {
  deadline: 'calendar.type.deadline',
  content_due: 'calendar.type.contentDue',
  meeting: 'calendar.type.meeting',
  milestone: 'calendar.type.milestone',
  reminder: 'calendar.type.reminder',
  review_due: 'calendar.type.reviewDue',
};

const KNOWN: Readonly<Record<string, MessageKey>> = {
  [CALENDAR_MESSAGES.titleRequired]: 'calendar.titleRequired',
  [CALENDAR_MESSAGES.titleTooLong]: 'calendar.titleTooLong',
  [CALENDAR_MESSAGES.descriptionTooLong]: 'calendar.descriptionTooLong',
  [CALENDAR_MESSAGES.locationTooLong]: 'calendar.locationTooLong',
  [CALENDAR_MESSAGES.typeRequired]: 'calendar.typeRequired',
  [CALENDAR_MESSAGES.startRequired]: 'calendar.startRequired',
  [CALENDAR_MESSAGES.endBeforeStart]: 'calendar.endBeforeStart',
  [CALENDAR_MESSAGES.eventNotFound]: 'calendar.eventNotFound',
  [CALENDAR_MESSAGES.created]: 'calendar.created',
  [CALENDAR_MESSAGES.updated]: 'calendar.updated',
  [CALENDAR_MESSAGES.deleted]: 'calendar.deleted',
  [CALENDAR_MESSAGES.syncFailed]: 'calendar.syncFailed',
  [CALENDAR_MESSAGES.subscriptionRevoked]: 'calendar.subscriptionRevoked',
  [DOWNLOAD_FAILED]: 'calendar.downloadFailedHint',
};

/** A calendar message of the contracts in the active language; undefined stays undefined. */
export function calendarText(t: Translate, message: string): string;
export function calendarText(t: Translate, message: string | undefined): string | undefined;
export function calendarText(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = KNOWN[message];
  return key ? t(key) : message;
}
