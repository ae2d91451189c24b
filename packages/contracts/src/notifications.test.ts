import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from './enums';
import {
  NOTIFICATION_COLORS,
  NOTIFICATION_ICON_KINDS,
  listNotificationsQuery,
  notificationAppearance,
  notificationBadgeLabel,
  updateNotificationPreferencesInput,
} from './notifications';

describe('notificationAppearance', () => {
  it.each([
    ['chat_accepted', 'green'],
    ['application_accepted', 'green'],
    ['payment_received', 'green'],
    ['application_rejected', 'red'],
    ['chat_declined', 'red'],
    ['chat_request', 'blue'],
    ['campaign_invite', 'blue'],
    ['profile_viewed', 'purple'],
    ['system_update', 'orange'],
    ['content_submitted', 'grey'],
    ['agent_request', 'grey'],
    ['submission_approved', 'green'],
    ['submission_revision_requested', 'orange'],
    ['submission_rejected', 'red'],
    ['submission_deadline_reminder', 'orange'],
    ['event_check_in', 'green'],
  ])('colours %s %s', (type, color) => {
    expect(notificationAppearance(type).color).toBe(color);
  });

  it.each([
    ['chat_request', 'message'],
    ['content_submitted', 'document'],
    ['profile_viewed', 'view'],
    ['payment_received', 'payment'],
    ['agent_request', 'user'],
    ['campaign_invite', 'link'],
    ['system_update', 'other'],
    ['submission_approved', 'document'],
    ['submission_deadline_reminder', 'other'],
    ['event_check_in', 'points'],
  ])('gives %s the %s icon', (type, icon) => {
    expect(notificationAppearance(type).icon).toBe(icon);
  });

  it('covers every type with a known icon and colour', () => {
    for (const type of NOTIFICATION_TYPES) {
      const { icon, color } = notificationAppearance(type);
      expect(NOTIFICATION_ICON_KINDS).toContain(icon);
      expect(NOTIFICATION_COLORS).toContain(color);
    }
  });

  it('falls back to grey "other" for unknown types and object keys', () => {
    expect(notificationAppearance('something_new')).toEqual({ icon: 'other', color: 'grey' });
    expect(notificationAppearance('toString')).toEqual({ icon: 'other', color: 'grey' });
  });
});

describe('notificationBadgeLabel', () => {
  it('hides zero and negative counts, caps at 99+', () => {
    expect(notificationBadgeLabel(0)).toBe('');
    expect(notificationBadgeLabel(-3)).toBe('');
    expect(notificationBadgeLabel(7)).toBe('7');
    expect(notificationBadgeLabel(99)).toBe('99');
    expect(notificationBadgeLabel(100)).toBe('99+');
  });
});

describe('notification inputs', () => {
  it('defaults the list limit to 50 and refuses more', () => {
    expect(listNotificationsQuery.parse({})).toEqual({ limit: 50 });
    expect(listNotificationsQuery.parse({ limit: '5' })).toEqual({ limit: 5 });
    expect(listNotificationsQuery.safeParse({ limit: '51' }).success).toBe(false);
    expect(listNotificationsQuery.safeParse({ limit: 'abc' }).success).toBe(false);
  });

  it('accepts known types with boolean flags only, each type once', () => {
    const parse = (preferences: unknown) => updateNotificationPreferencesInput.safeParse({ preferences });
    expect(parse([{ type: 'chat_request', emailEnabled: false }]).success).toBe(true);
    expect(parse([{ type: 'nope', enabled: false }]).success).toBe(false);
    expect(parse([{ type: 'chat_request', enabled: 'no' }]).success).toBe(false);
    expect(parse([{ type: 'chat_request' }]).success).toBe(false);
    expect(parse([{ type: 'chat_request', enabled: true, extra: 1 }]).success).toBe(false);
    expect(
      parse([
        { type: 'chat_request', enabled: true },
        { type: 'chat_request', enabled: false },
      ]).success,
    ).toBe(false);
    expect(parse([]).success).toBe(false);
  });
});
