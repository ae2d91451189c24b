import { NOTIFICATION_TYPES, type NotificationPreferenceList } from '@partnerly/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { EVENTUALLY } from '../../test/eventually';
import { createNotification } from './create-notification';
import { NOTIFICATION_MAIL_FOOTER } from './notification-email';
import { as, recordEvents, signUp, type TestUser } from './notifications.fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Notification e-mails sent to the address (sign-up may send others, e.g. a welcome). */
const mailTo = (email: string) =>
  t.deps.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.text, `%${NOTIFICATION_MAIL_FOOTER}%`)));
const storedFor = (userId: string) =>
  t.deps.database.db.select().from(notifications).where(eq(notifications.userId, userId));

async function setPreferences(user: TestUser, preferences: unknown): Promise<NotificationPreferenceList> {
  const response = await as(t, user)('PUT', '/api/notifications/preferences', { preferences });
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationPreferenceList;
}

describe('notification preferences API', () => {
  it('lists every type with all flags on by default', async () => {
    const user = await signUp(t, 'defaults@example.com');
    const response = await as(t, user)('GET', '/api/notifications/preferences');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      preferences: NOTIFICATION_TYPES.map((type) => ({
        type,
        enabled: true,
        emailEnabled: true,
        pushEnabled: true,
      })),
    });
  });

  it('stores only the changed flags, returns the full list and keeps users apart', async () => {
    const user = await signUp(t, 'changes@example.com');
    const other = await signUp(t, 'other-prefs@example.com');
    const { events, settle } = await recordEvents(t, user.id);
    const first = await setPreferences(user, [
      { type: 'chat_request', emailEnabled: false },
      { type: 'system_update', enabled: false, pushEnabled: false },
    ]);
    expect(first.preferences).toHaveLength(NOTIFICATION_TYPES.length);
    expect(first.preferences.find((p) => p.type === 'chat_request')).toEqual({
      type: 'chat_request',
      enabled: true,
      emailEnabled: false,
      pushEnabled: true,
    });
    // A later change of another flag keeps the earlier one.
    const second = await setPreferences(user, [{ type: 'chat_request', pushEnabled: false }]);
    expect(second.preferences.find((p) => p.type === 'chat_request')).toEqual({
      type: 'chat_request',
      enabled: true,
      emailEnabled: false,
      pushEnabled: false,
    });
    expect(second.preferences.find((p) => p.type === 'system_update')).toMatchObject({ enabled: false });
    await settle();
    expect(events).toEqual([
      { type: 'notification.preferences-updated', data: first },
      { type: 'notification.preferences-updated', data: second },
    ]);
    const reread = await as(t, user)('GET', '/api/notifications/preferences');
    expect(await reread.json()).toEqual(second);
    const others = (await (
      await as(t, other)('GET', '/api/notifications/preferences')
    ).json()) as NotificationPreferenceList;
    expect(others.preferences.every((p) => p.enabled && p.emailEnabled && p.pushEnabled)).toBe(true);
  });

  it('answers 400 with field messages for unknown types, non-booleans and malformed bodies', async () => {
    const user = await signUp(t, 'bad-input@example.com');
    const put = (body: unknown) => as(t, user)('PUT', '/api/notifications/preferences', body);
    const bad: unknown[] = [
      { preferences: [{ type: 'not_a_type', enabled: false }] },
      { preferences: [{ type: 'chat_request', enabled: 'yes' }] },
      { preferences: [{ type: 'chat_request' }] },
      { preferences: [{ type: 'chat_request', enabled: true, userId: 'someone-else' }] },
      { preferences: [] },
      { preferences: 'all' },
      {},
      [],
    ];
    for (const body of bad) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: expect.any(Object) },
      });
    }
    const malformed = await put('{"preferences": [');
    expect(malformed.status).toBe(400);
    const preferences = (await (
      await as(t, user)('GET', '/api/notifications/preferences')
    ).json()) as NotificationPreferenceList;
    expect(preferences.preferences.every((p) => p.enabled)).toBe(true);
  });
});

describe('createNotification', () => {
  it('stores, pushes notification.created and e-mails an escaped copy by default', async () => {
    const user = await signUp(t, 'defaults-on@example.com', 'Dana <b>');
    const { events, settle } = await recordEvents(t, user.id);
    const created = await createNotification(t.deps, {
      userId: user.id,
      type: 'application_accepted',
      title: 'Application accepted',
      message: 'Your application to <script>alert(1)</script> & co was accepted',
      link: '/my-applications',
    });
    expect(created).toMatchObject({ type: 'application_accepted', isRead: false, link: '/my-applications' });
    await settle();
    expect(events).toEqual([{ type: 'notification.created', data: created }]);

    const listed = await (await as(t, user)('GET', '/api/notifications')).json();
    expect(listed).toEqual({ notifications: [created], unreadCount: 1 });

    await vi.waitFor(async () => expect(await mailTo(user.email)).toHaveLength(1), EVENTUALLY);
    const [mail] = await mailTo(user.email);
    expect(mail!.subject).toBe('Application accepted');
    expect(mail!.text).toContain('Your application to <script>alert(1)</script> & co was accepted');
    expect(mail!.text).toContain('http://localhost:3000/my-applications');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('Dana <b>');
    expect(mail!.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; co');
    expect(mail!.html).toContain('href="http://localhost:3000/my-applications"');
  });

  it('stores nothing, pushes nothing and sends nothing for a disabled type', async () => {
    const user = await signUp(t, 'disabled@example.com');
    await setPreferences(user, [{ type: 'profile_viewed', enabled: false }]);
    const { events, settle } = await recordEvents(t, user.id);
    const created = await createNotification(t.deps, {
      userId: user.id,
      type: 'profile_viewed',
      title: 'Someone viewed your profile',
      message: 'A brand looked at your profile',
    });
    expect(created).toBeNull();
    // Other types still arrive.
    await createNotification(t.deps, { userId: user.id, type: 'chat_request', title: 'Chat', message: 'Hi' });
    await vi.waitFor(async () => expect(await mailTo(user.email)).toHaveLength(1), EVENTUALLY);
    await settle();
    expect((await storedFor(user.id)).map((row) => row.type)).toEqual(['chat_request']);
    expect(events.map((event) => (event.data as { type: string }).type)).toEqual(['chat_request']);
    expect((await mailTo(user.email))[0]!.subject).toBe('Chat');
  });

  it('stores without e-mail when e-mail is off, and without an event when push is off', async () => {
    const user = await signUp(t, 'channels@example.com');
    await setPreferences(user, [
      { type: 'payment_received', emailEnabled: false },
      { type: 'campaign_invite', pushEnabled: false },
    ]);
    const { events, settle } = await recordEvents(t, user.id);
    const payment = await createNotification(t.deps, {
      userId: user.id,
      type: 'payment_received',
      title: 'Payment received',
      message: 'AED 320',
    });
    const invite = await createNotification(t.deps, {
      userId: user.id,
      type: 'campaign_invite',
      title: 'You are invited',
      message: 'Join the summer campaign',
      email: { subject: 'A brand invited you to a campaign' },
    });
    await vi.waitFor(async () => expect(await mailTo(user.email)).toHaveLength(1), EVENTUALLY);
    await settle();
    expect((await storedFor(user.id)).map((row) => row.id).sort()).toEqual([payment!.id, invite!.id].sort());
    expect(events).toEqual([{ type: 'notification.created', data: payment }]);
    expect((await mailTo(user.email)).map((mail) => mail.subject)).toEqual([
      'A brand invited you to a campaign',
    ]);
  });

  it('skips the e-mail when the caller sends its own', async () => {
    const user = await signUp(t, 'own-mail@example.com');
    const created = await createNotification(t.deps, {
      userId: user.id,
      type: 'payment_received',
      title: 'Payment received',
      message: 'Thanks',
      email: false,
    });
    expect(created).not.toBeNull();
    expect(await mailTo(user.email)).toEqual([]);
  });

  it('refuses links that leave the app', async () => {
    const user = await signUp(t, 'links@example.com');
    for (const link of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      await expect(
        createNotification(t.deps, {
          userId: user.id,
          type: 'system_update',
          title: 'T',
          message: 'M',
          link,
        }),
      ).rejects.toThrow();
    }
    expect(await storedFor(user.id)).toEqual([]);
  });
});
