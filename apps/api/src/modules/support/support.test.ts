import {
  SUPPORT_MESSAGES,
  SUPPORT_REQUESTS_PER_HOUR,
  type MySupportRequests,
  type SupportRequest,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { supportRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { waitForMail } from '../../test/mailbox';
import { createTestUser, type TestUser } from '../../test/users';
import { call, sendSupportRequest } from './support.fixtures';

const SUPPORT = 'help-desk@partnerly.test';

let t: TestApp;
let creator: TestUser;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
  creator = await createTestUser(t, { userType: 'creator', firstName: 'Lina', lastName: 'Haddad' });
});
afterAll(() => t.close());

const rowsOf = (user: TestUser) =>
  t.deps.database.db.select().from(supportRequests).where(eq(supportRequests.userId, user.id));

const mine = async (user: TestUser) => {
  const response = await call(t, user, 'GET', '/api/support-requests/mine');
  expect(response.status).toBe(200);
  return ((await response.json()) as MySupportRequests).requests;
};

describe('POST /api/support-requests', () => {
  it('stores a bug report as open with high priority and e-mails it to the support address', async () => {
    const send = vi.spyOn(t.deps.mail, 'send');
    const request = await sendSupportRequest(t, creator, {
      requestType: 'bug_report',
      subject: '  Upload fails on Safari ',
      message: 'The screenshot upload spins forever on iOS 18.',
    });
    expect(request).toMatchObject({
      requestType: 'bug_report',
      subject: 'Upload fails on Safari',
      status: 'open',
      priority: 'high',
      reply: null,
      repliedAt: null,
      closedAt: null,
    });
    const [row] = await rowsOf(creator);
    expect(row).toMatchObject({ id: request.id, priority: 'high', status: 'open', userId: creator.id });

    const mail = await waitForMail(t, SUPPORT, { subject: '[High] Bug Report: Upload fails on Safari' });
    expect(mail.text).toContain(`From: Lina Haddad <${creator.email}>`);
    expect(mail.text).toContain('Account type: Creator');
    expect(mail.text).toContain('Request type: Bug Report');
    expect(mail.text).toContain('Priority: High');
    expect(mail.text).toContain('The screenshot upload spins forever on iOS 18.');
    expect(mail.text).toContain('http://localhost:3000/admin/support');
    // Replying from the mailbox answers the user.
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: SUPPORT, replyTo: creator.email }));
    send.mockRestore();
  });

  it('gives every other type medium priority, whatever the client sends', async () => {
    const user = await createTestUser(t, { userType: 'brand' });
    for (const requestType of ['help', 'feedback', 'feature_request'] as const) {
      const request = await sendSupportRequest(t, user, { requestType, priority: 'high' } as never);
      expect(request.priority).toBe('medium');
    }
    expect((await rowsOf(user)).map((row) => row.priority)).toEqual(['medium', 'medium', 'medium']);
    const mail = await waitForMail(t, SUPPORT, { subject: '[Medium] Feature Request: How do payouts work?' });
    expect(mail.text).toContain('Account type: Brand');
  });

  it('refuses a visitor without a session with the spec words, storing nothing', async () => {
    const before = await t.deps.database.db.$count(supportRequests);
    const response = await call(t, null, 'POST', '/api/support-requests', {
      requestType: 'help',
      subject: 'Hello',
      message: 'Anyone there?',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Please sign in to submit a support request.' },
    });
    expect((await call(t, null, 'GET', '/api/support-requests/mine')).status).toBe(401);
    expect(await t.deps.database.db.$count(supportRequests)).toBe(before);
  });

  it('answers bad input with 400 and field messages, storing nothing', async () => {
    const user = await createTestUser(t);
    const fieldsOf = async (body: unknown) => {
      const response = await call(t, user, 'POST', '/api/support-requests', body);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      return error.fields as Record<string, string[]>;
    };
    expect(await fieldsOf({})).toEqual({
      requestType: ['Please choose a request type'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
    expect(await fieldsOf({ requestType: 'complaint', subject: '   ', message: '\n ' })).toEqual({
      requestType: ['Please choose a request type'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
    expect(
      await fieldsOf({ requestType: 'help', subject: 'x'.repeat(151), message: 'y'.repeat(5001) }),
    ).toEqual({
      subject: ['Subject must be at most 150 characters'],
      message: ['Message must be at most 5000 characters'],
    });
    expect(await fieldsOf({ requestType: 'help', subject: 'A\u0000', message: 'Fine' })).toEqual({
      subject: ['Contains a character that is not allowed'],
    });
    for (const body of ['nonsense', '[]', { requestType: 1, subject: [], message: {} }]) {
      expect((await call(t, user, 'POST', '/api/support-requests', body)).status).toBe(400);
    }
    expect(await rowsOf(user)).toHaveLength(0);
  });

  it(`allows ${SUPPORT_REQUESTS_PER_HOUR} requests an hour per user`, async () => {
    const user = await createTestUser(t);
    const statuses = await Promise.all(
      Array.from({ length: SUPPORT_REQUESTS_PER_HOUR + 2 }, async (_, index) => {
        const response = await call(t, user, 'POST', '/api/support-requests', {
          requestType: 'feedback',
          subject: `Idea ${index}`,
          message: 'More dark mode.',
        });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(SUPPORT_REQUESTS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    const refused = await call(t, user, 'POST', '/api/support-requests', {
      requestType: 'feedback',
      subject: 'Once more',
      message: 'Please?',
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).error.message).toBe(SUPPORT_MESSAGES.throttled);
    expect(await rowsOf(user)).toHaveLength(SUPPORT_REQUESTS_PER_HOUR);
    // Another user is not affected.
    await sendSupportRequest(t, await createTestUser(t));
  });
});

describe('GET /api/support-requests/mine', () => {
  it("lists the caller's requests newest first, and never another user's", async () => {
    const sara = await createTestUser(t, { userType: 'agent' });
    const omar = await createTestUser(t);
    const first = await sendSupportRequest(t, sara, { subject: 'First' });
    const second = await sendSupportRequest(t, sara, { subject: 'Second', requestType: 'feedback' });
    await sendSupportRequest(t, omar, { subject: 'Omar asks' });

    const listed = await mine(sara);
    expect(listed.map((request: SupportRequest) => request.id)).toEqual([second.id, first.id]);
    expect(listed[0]).toMatchObject({ subject: 'Second', status: 'open', priority: 'medium', reply: null });
    expect((await mine(omar)).map((request) => request.subject)).toEqual(['Omar asks']);
    expect(await mine(await createTestUser(t))).toEqual([]);
  });
});

describe('the account', () => {
  it("exports the user's requests and deletes them with the account", async () => {
    const user = await createTestUser(t);
    const sent = await sendSupportRequest(t, user, { subject: 'Export me' });
    const exported = await call(t, user, 'GET', '/api/settings/export');
    expect(exported.status).toBe(200);
    expect((await exported.json()).supportRequests).toEqual([sent]);

    expect((await call(t, user, 'DELETE', '/api/account')).status).toBe(200);
    expect(await rowsOf(user)).toHaveLength(0);
  });
});
