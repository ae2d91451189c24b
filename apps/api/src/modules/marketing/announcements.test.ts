import {
  ADMIN_MESSAGES,
  MARKETING_MESSAGES,
  accessDeniedMessage,
  type Announcement,
  type AnnouncementList,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, mailOutbox, profiles, userActionsLog, userSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createElevatedAdmin } from '../../test/factories/admin';
import { mailsTo, type OutboxMessage } from '../../test/mailbox';
import { createTestUser, type TestUser } from '../../test/users';
import { consentHistory } from '../consents/consent-records';
import { queueAnnouncementEmails, registerMarketingJobs } from './announcement-jobs';

let t: TestApp;
let superAdmin: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await registerMarketingJobs(t.deps);
  superAdmin = await createElevatedAdmin(t, 'super_admin');
  admin = await createElevatedAdmin(t, 'admin');
});
afterAll(() => t.close());

const call = (user: TestUser | null, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const setMarketing = async (user: TestUser, marketingEmails: boolean) => {
  const response = await call(user, 'PUT', '/api/settings/privacy', { marketingEmails });
  expect(response.status).toBe(200);
};

const recipientCount = async (user: TestUser) => {
  const response = await call(user, 'GET', '/api/admin/announcements/recipients');
  expect(response.status).toBe(200);
  return ((await response.json()) as { count: number }).count;
};

/** The announcement's e-mails in the outbox once all `count` have been delivered. */
async function deliveredCopies(subject: string, count: number): Promise<OutboxMessage[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
    if (rows.length >= count) return rows;
    if (Date.now() > deadline) throw new Error(`Only ${rows.length} of ${count} copies of "${subject}"`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The one-click target of a List-Unsubscribe header: <https://…/api/marketing/unsubscribe?token=…>. */
function oneClickUrl(message: OutboxMessage): URL {
  const header = message.headers['List-Unsubscribe'];
  expect(header).toMatch(/^<http:\/\/localhost:3000\/api\/marketing\/unsubscribe\?token=[^>]+>$/);
  return new URL(header!.slice(1, -1));
}

const unsubscribe = (token: string | null, headers: Record<string, string> = {}) =>
  t.request(`/api/marketing/unsubscribe${token === null ? '' : `?token=${encodeURIComponent(token)}`}`, {
    method: 'POST',
    // What a mail provider sends (RFC 8058): a form body, no cookie, from another site.
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.example.com',
      'sec-fetch-site': 'cross-site',
      ...headers,
    },
    body: 'List-Unsubscribe=One-Click',
  });

describe('the admin guard and input', () => {
  it('refuses members, and lets only super admins send', async () => {
    const creator = await createTestUser(t);
    for (const [method, path] of [
      ['GET', '/api/admin/announcements'],
      ['GET', '/api/admin/announcements/recipients'],
      ['POST', '/api/admin/announcements'],
    ] as const) {
      const response = await call(
        creator,
        method,
        path,
        method === 'POST' ? { subject: 'Hi', body: 'Hi' } : undefined,
      );
      expect(response.status).toBe(403);
      expect((await response.json()).error.message).toBe(ADMIN_MESSAGES.superAdminRequired);
      expect((await call(null, method, path)).status).toBe(401);
    }
    const byAdmin = await call(admin, 'POST', '/api/admin/announcements', { subject: 'Hi', body: 'Hi' });
    expect(byAdmin.status).toBe(403);
    expect((await byAdmin.json()).error.message).toBe(accessDeniedMessage('super_admin'));
    // Admins read the history and the audience.
    expect((await call(admin, 'GET', '/api/admin/announcements')).status).toBe(200);
    expect((await call(admin, 'GET', '/api/admin/announcements/recipients')).status).toBe(200);
  });

  it('answers bad input with 400 and field messages', async () => {
    const empty = await call(superAdmin, 'POST', '/api/admin/announcements', { subject: '  ', body: '' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toEqual({
      subject: ['Subject is required'],
      body: ['Message is required'],
    });
    const long = await call(superAdmin, 'POST', '/api/admin/announcements', {
      subject: 's'.repeat(151),
      body: 'b'.repeat(5001),
    });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields).toEqual({
      subject: ['Subject must be at most 150 characters'],
      body: ['Message must be at most 5000 characters'],
    });
    const badPage = await call(admin, 'GET', '/api/admin/announcements?page=zero');
    expect(badPage.status).toBe(400);
    expect((await badPage.json()).error.fields).toEqual({ page: ['Page must be a number'] });
  });

  it('refuses to send when nobody opted in', async () => {
    expect(await recipientCount(superAdmin)).toBe(0);
    const response = await call(superAdmin, 'POST', '/api/admin/announcements', {
      subject: 'To nobody',
      body: 'Nobody opted in yet.',
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(MARKETING_MESSAGES.nobodyToSend);
  });
});

describe('sending an announcement', () => {
  let optedIn: TestUser;
  let announcement: Announcement;
  let copy: OutboxMessage;
  const subject = 'Ramadan campaigns are open';
  const body = 'Brands are posting their Ramadan campaigns now.\n\nApply early: <b>spots</b> fill fast!';

  beforeAll(async () => {
    optedIn = await createTestUser(t, { firstName: 'Olivia' });
    await setMarketing(optedIn, true);

    // The switch set in the database with no consent record: not consent.
    const flagOnly = await createTestUser(t);
    await t.deps.database.db.insert(userSettings).values({ userId: flagOnly.id, marketingEmails: true });
    // Opted in, then out.
    const changedMind = await createTestUser(t);
    await setMarketing(changedMind, true);
    await setMarketing(changedMind, false);
    // Opted in, then suspended.
    const suspended = await createTestUser(t);
    await setMarketing(suspended, true);
    await t.deps.database.db
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(eq(profiles.id, suspended.id));

    expect(await recipientCount(admin)).toBe(1);
    const response = await call(superAdmin, 'POST', '/api/admin/announcements', { subject, body });
    expect(response.status).toBe(201);
    announcement = await response.json();
    copy = (await deliveredCopies(subject, 1))[0]!;
    // Give any wrong extra copies the time to arrive too.
    await new Promise((resolve) => setTimeout(resolve, 500));

    for (const user of [flagOnly, changedMind, suspended]) expect(await mailsTo(t, user.email)).toEqual([]);
  });

  it('goes only to the member whose latest consent is an opt-in, and is in the history', async () => {
    expect(announcement).toMatchObject({ subject, body, recipientCount: 1, sentBy: { id: superAdmin.id } });
    expect(await deliveredCopies(subject, 1)).toHaveLength(1);
    expect(copy.to).toBe(optedIn.email);

    const list = (await (await call(admin, 'GET', '/api/admin/announcements')).json()) as AnnouncementList;
    expect(list.total).toBe(1);
    expect(list.announcements[0]).toEqual({
      id: announcement.id,
      subject,
      body,
      sentBy: { id: superAdmin.id, name: 'Ada Admin' },
      recipientCount: 1,
      createdAt: announcement.createdAt,
    });
    const audit = await t.deps.database.db
      .select()
      .from(userActionsLog)
      .where(eq(userActionsLog.actionType, 'announcement_sent'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminId: superAdmin.id,
      targetUserId: null,
      actionDetails: { announcementId: announcement.id, subject, recipientCount: 1 },
    });
  });

  it('carries both one-click headers and the visible footer link, the body as plain text', async () => {
    const oneClick = oneClickUrl(copy);
    const token = oneClick.searchParams.get('token')!;
    expect(copy.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const page = `http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(copy.text).toContain('Hi Olivia,');
    expect(copy.text).toContain(body);
    const footer =
      'You receive this because you opted in to news from Partnerly. Unsubscribe with one click:';
    expect(copy.text).toContain(`${footer} ${page}`);
    expect(copy.html).toContain(`${footer} <a href=`);
    expect(copy.html).toContain('>Unsubscribe</a>');
    expect(copy.html).toContain('<html lang="en" dir="ltr">');
    expect(copy.html).toContain(`href="${page.replaceAll('&', '&amp;')}"`);
    // The admin's text is text: escaped in the HTML part.
    expect(copy.html).toContain('&#60;b&#62;spots&#60;/b&#62;');
    expect(copy.html).not.toContain('<b>spots</b>');
  });

  it('sends nobody a second copy when the job runs again', async () => {
    expect(await queueAnnouncementEmails(t.deps, announcement.id)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(t, optedIn.email)).toHaveLength(1);
  });

  it('unsubscribes in one click without a session: switch off, withdrawal recorded, idempotent', async () => {
    const token = oneClickUrl(copy).searchParams.get('token')!;
    const first = await unsubscribe(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ changed: true, message: MARKETING_MESSAGES.unsubscribed });

    const settings = await (await call(optedIn, 'GET', '/api/settings/privacy')).json();
    expect(settings.marketingEmails).toBe(false);
    const history = await consentHistory(t.deps.database.db, optedIn.id);
    expect(history.filter((record) => record.subject === 'marketing_emails')).toMatchObject([
      { granted: false, source: 'unsubscribe_link' },
      { granted: true, source: 'settings' },
    ]);
    expect(await recipientCount(admin)).toBe(0);

    const again = await unsubscribe(token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ changed: false, message: MARKETING_MESSAGES.unsubscribed });
    expect(await consentHistory(t.deps.database.db, optedIn.id)).toHaveLength(history.length);
  });

  it('refuses a tampered, foreign or missing token with 400 and changes nothing', async () => {
    const member = await createTestUser(t);
    await setMarketing(member, true);
    const token = oneClickUrl(copy).searchParams.get('token')!;
    const [id, signature] = token.split('.') as [string, string];
    const otherId = Buffer.from(member.id).toString('base64url');
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const bad of [
      `${otherId}.${signature}`,
      `${id}.${flipped}`,
      `${id}.${signature}x`,
      'nonsense',
      `${id}.`,
    ]) {
      const response = await unsubscribe(bad);
      expect(response.status, bad).toBe(400);
      expect((await response.json()).error.message).toBe(MARKETING_MESSAGES.invalidToken);
    }
    const missing = await unsubscribe(null);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({ token: [MARKETING_MESSAGES.missingToken] });

    const records = await t.deps.database.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, member.id), eq(consents.subject, 'marketing_emails')));
    expect(records).toHaveLength(1);
    expect((await (await call(member, 'GET', '/api/settings/privacy')).json()).marketingEmails).toBe(true);
  });
});
