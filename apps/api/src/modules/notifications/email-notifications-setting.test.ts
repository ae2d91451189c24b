import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { createNotification } from './create-notification';

// The Account Settings dialog's 'Email notifications' switch is a master switch over the
// per-type e-mail preferences.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setEmailNotifications = async (user: TestUser, isOn: boolean) => {
  const response = await t.request('/api/settings/account', {
    method: 'PUT',
    headers: { cookie: user.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ emailNotifications: isOn }),
  });
  expect(response.status).toBe(200);
};

const notify = (user: TestUser, title: string) =>
  createNotification(t.deps, { userId: user.id, type: 'campaign_invite', title, message: 'Have a look' });

describe('createNotification and the e-mail notifications setting', () => {
  it('stores and lists the notification but e-mails nothing while e-mail notifications are off', async () => {
    const user = await createTestUser(t);
    const send = vi.spyOn(t.deps.mail, 'send');
    try {
      await setEmailNotifications(user, false);
      const quiet = await notify(user, 'Quiet invite');
      expect(quiet).toMatchObject({ title: 'Quiet invite' });
      expect(send.mock.calls.filter(([mail]) => mail.to === user.email)).toEqual([]);

      await setEmailNotifications(user, true);
      await notify(user, 'Loud invite');
      expect(
        send.mock.calls.filter(([mail]) => mail.to === user.email).map(([mail]) => mail.subject),
      ).toEqual(['Loud invite']);
    } finally {
      send.mockRestore();
    }
    const listed = await t.request('/api/notifications', { headers: { cookie: user.cookie } });
    const titles = (await listed.json()).notifications.map((n: { title: string }) => n.title);
    expect(titles).toEqual(['Loud invite', 'Quiet invite']);
  });

  it("one user's switch does not silence another's e-mails", async () => {
    const quietUser = await createTestUser(t);
    const otherUser = await createTestUser(t);
    await setEmailNotifications(quietUser, false);
    const send = vi.spyOn(t.deps.mail, 'send');
    try {
      await notify(otherUser, 'Still sent');
      expect(send.mock.calls.map(([mail]) => mail.to)).toEqual([otherUser.email]);
    } finally {
      send.mockRestore();
    }
  });
});
