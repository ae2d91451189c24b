import type { CalendarItem } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import {
  eventFormSchema,
  eventFormValuesOf,
  eventInputOf,
  formFieldOfServerField,
} from './event-form-values';

const filled = {
  ...eventFormValuesOf(null, '2026-05-14'),
  title: '  Call with Sandstone  ',
  eventType: 'meeting' as const,
  startTime: '14:30',
  endTime: '15:15',
  location: 'Online',
};

describe('the event form', () => {
  it('sends Dubai wall times as instants with +04:00', () => {
    const values = eventFormSchema.parse(filled);
    expect(eventInputOf(values)).toEqual({
      title: 'Call with Sandstone',
      eventType: 'meeting',
      description: null,
      location: 'Online',
      isAllDay: false,
      startsAt: '2026-05-14T14:30:00+04:00',
      endsAt: '2026-05-14T15:15:00+04:00',
      status: 'scheduled',
    });
  });

  it('sends an all-day event as midnight in Dubai with no end', () => {
    const values = eventFormSchema.parse({ ...filled, isAllDay: true, eventType: 'milestone' });
    expect(eventInputOf(values, 'done')).toMatchObject({
      isAllDay: true,
      startsAt: '2026-05-14T00:00:00+04:00',
      endsAt: null,
      status: 'done',
    });
  });

  it('asks for a title, a type, a start and an end not before it', () => {
    const result = eventFormSchema.safeParse({ ...filled, title: ' ', eventType: '', startTime: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      title: 'Enter a title',
      eventType: 'Choose meeting, reminder or milestone',
      startTime: 'Choose when it starts',
    });
    const backwards = eventFormSchema.safeParse({ ...filled, endTime: '14:00' });
    expect(backwards.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endTime', 'The end must not be before the start'],
    ]);
  });

  it('fills in an own event for editing in Dubai time', () => {
    const item: CalendarItem = {
      id: 'own:1',
      source: 'own',
      eventType: 'reminder',
      title: 'Post the reel',
      description: 'Story too',
      startsAt: '2026-05-14T06:00:00.000Z',
      endsAt: '2026-05-14T07:30:00.000Z',
      isAllDay: false,
      location: null,
      status: 'scheduled',
      campaign: null,
      link: null,
      creator: null,
    };
    expect(eventFormValuesOf(item, '2026-05-01')).toEqual({
      title: 'Post the reel',
      eventType: 'reminder',
      date: '2026-05-14',
      isAllDay: false,
      startTime: '10:00',
      endTime: '11:30',
      location: '',
      description: 'Story too',
    });
  });

  it("shows the server's field messages on the fields they concern", () => {
    expect(formFieldOfServerField('startsAt', false)).toBe('startTime');
    expect(formFieldOfServerField('startsAt', true)).toBe('date');
    expect(formFieldOfServerField('endsAt', false)).toBe('endTime');
    expect(formFieldOfServerField('title', false)).toBe('title');
    expect(formFieldOfServerField('status', false)).toBeNull();
  });
});
