import type { CalendarEventType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';

// The calendar's event types in the catalogs (the contracts keep their English names for the
// feed and the API).
export const EVENT_TYPE_LABELS: Record<CalendarEventType, MessageKey> = {
  deadline: 'calendar.type.deadline',
  content_due: 'calendar.type.contentDue',
  meeting: 'calendar.type.meeting',
  milestone: 'calendar.type.milestone',
  reminder: 'calendar.type.reminder',
  review_due: 'calendar.type.reviewDue',
};
