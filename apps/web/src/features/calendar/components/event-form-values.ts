import {
  CALENDAR_DESCRIPTION_MAX,
  CALENDAR_LOCATION_MAX,
  CALENDAR_MESSAGES,
  CALENDAR_TITLE_MAX,
  OWN_CALENDAR_EVENT_TYPES,
  type CalendarEventInput,
  type CalendarItem,
  type OwnCalendarEventType,
} from '@partnerly/contracts';
import { z } from 'zod';
import { dubaiDayOf, dubaiTimeOf, dubaiWallTimeToIso, type DayKey } from './calendar-time';

// The 'New event' / 'Edit event' form: a day and wall times in Asia/Dubai, turned into the
// instants (with +04:00) of POST/PUT /api/calendar/events. The server checks the same rules.

export const eventFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, CALENDAR_MESSAGES.titleRequired)
      .max(CALENDAR_TITLE_MAX, CALENDAR_MESSAGES.titleTooLong),
    eventType: z.union([z.enum(OWN_CALENDAR_EVENT_TYPES), z.literal('')]),
    date: z.string(),
    isAllDay: z.boolean(),
    startTime: z.string(),
    endTime: z.string(),
    location: z.string().trim().max(CALENDAR_LOCATION_MAX, CALENDAR_MESSAGES.locationTooLong),
    description: z.string().trim().max(CALENDAR_DESCRIPTION_MAX, CALENDAR_MESSAGES.descriptionTooLong),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!value.eventType) issue('eventType', CALENDAR_MESSAGES.typeRequired);
    if (!value.date) issue('date', CALENDAR_MESSAGES.startRequired);
    if (!value.isAllDay && !value.startTime) issue('startTime', CALENDAR_MESSAGES.startRequired);
    if (!value.isAllDay && value.startTime && value.endTime && value.endTime < value.startTime) {
      issue('endTime', CALENDAR_MESSAGES.endBeforeStart);
    }
  });
export type EventFormValues = z.input<typeof eventFormSchema>;
export type EventFormField = keyof EventFormValues;

/** The form's values for a new event on `today`, or for an own event being edited. */
export function eventFormValuesOf(item: CalendarItem | null, today: DayKey): EventFormValues {
  if (!item) {
    return {
      title: '',
      eventType: '',
      date: today,
      isAllDay: false,
      startTime: '',
      endTime: '',
      location: '',
      description: '',
    };
  }
  return {
    title: item.title,
    eventType: (OWN_CALENDAR_EVENT_TYPES as readonly string[]).includes(item.eventType)
      ? (item.eventType as OwnCalendarEventType)
      : '',
    date: dubaiDayOf(item.startsAt),
    isAllDay: item.isAllDay,
    startTime: item.isAllDay ? '' : dubaiTimeOf(item.startsAt),
    endTime: item.isAllDay || !item.endsAt ? '' : dubaiTimeOf(item.endsAt),
    location: item.location ?? '',
    description: item.description ?? '',
  };
}

/**
 * The request body: an all-day event starts at midnight in Dubai (its one day, no end); a timed
 * one at its Dubai wall time, ending at the end time that day (none: the default hour).
 * `status` keeps an edited event's status.
 */
export function eventInputOf(
  values: z.output<typeof eventFormSchema>,
  status: CalendarItem['status'] = 'scheduled',
): CalendarEventInput {
  return {
    title: values.title,
    eventType: values.eventType as OwnCalendarEventType,
    description: values.description || null,
    location: values.location || null,
    isAllDay: values.isAllDay,
    startsAt: dubaiWallTimeToIso(values.date, values.isAllDay ? '00:00' : values.startTime),
    endsAt: !values.isAllDay && values.endTime ? dubaiWallTimeToIso(values.date, values.endTime) : null,
    status,
  };
}

/** Where a server field message (400) shows: on the form field the request field came from. */
export function formFieldOfServerField(field: string, isAllDay: boolean): EventFormField | null {
  switch (field) {
    case 'title':
    case 'eventType':
    case 'location':
    case 'description':
      return field;
    case 'startsAt':
      return isAllDay ? 'date' : 'startTime';
    case 'endsAt':
      return isAllDay ? 'date' : 'endTime';
    case 'isAllDay':
      return 'date';
    default:
      return null;
  }
}
