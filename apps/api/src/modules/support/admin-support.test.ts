import {
  SUPPORT_EVENTS,
  SUPPORT_MESSAGES,
  type AdminSupportList,
  type AdminSupportRequest,
  type MySupportRequests,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests, userActionsLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin, createElevatedAdmin } from '../../test/factories/admin';
import { waitForMail } from '../../test/mailbox';
import { createTestUser, type TestUser } from '../../test/users';
import { connectEvents, notificationsOf } from '../applications/applications.fixtures';
import { call, sendSupportRequest } from './support.fixtures';

let t: TestApp;
let superAdmin: TestUser;
let admin: TestUser;
let creator: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await createElevatedAdmin(t, 'super_admin');
  admin = await createElevatedAdmin(t, 'admin');
  creator = await createTestUser(t, { userType: 'creator', firstName: 'Lina', lastName: 'Haddad' });
});
afterAll(() => t.close());

const inbox = async (query = '', as = admin) => {
  const response = await call(t, as, 'GET', `/api/admin/support${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminSupportList;
};

const act = async (as: TestUser, id: string, action: 'reply' | 'close', body?: unknown) =>
  call(t, as, 'POST', `/api/admin/support/${id}/${action}`, body);

const auditOf = (id: string) =>
  t.deps.database.db
    .select()
    .from(userActionsLog)
    .where(eq(userActionsLog.targetUserId, creator.id))
    .then((rows) => rows.filter((row) => row.actionDetails.supportRequestId === id));

const backdate = (id: string, minutesAgo: number) =>
  t.deps.database.db
    .update(supportRequests)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(supportRequests.id, id));

describe('the support inbox', () => {
  it('lists open first, then high priority, then the oldest, with the sender; filters and counts', async () => {
    const oldHelp = await sendSupportRequest(t, creator, { subject: 'Old question' });
    const newHelp = await sendSupportRequest(t, creator, {
      subject: 'New question',
      requestType: 'feedback',
    });
    const bug = await sendSupportRequest(t, creator, { subject: 'Broken', requestType: 'bug_report' });
    const done = await sendSupportRequest(t, creator, { subject: 'Done', requestType: 'bug_report' });
    await backdate(oldHelp.id, 60);
    await backdate(newHelp.id, 30);
    await backdate(bug.id, 5);
    await backdate(done.id, 90);
    expect((await act(admin, done.id, 'close')).status).toBe(200);

    const all = await inbox();
    expect(all.requests.map((request) => request.subject)).toEqual([
      'Broken',
      'Old question',
      'New question',
      'Done',
    ]);
    expect(all).toMatchObject({
      total: 4,
      page: 1,
      pageSize: 20,
      counts: { open: 3, answered: 0, closed: 1 },
    });
    expect(all.requests[0]).toMatchObject({
      id: bug.id,
      priority: 'high',
      status: 'open',
      message: bug.message,
      requester: { id: creator.id, name: 'Lina Haddad', email: creator.email, userType: 'creator' },
      repliedBy: null,
    });

    const open = await inbox('?status=open');
    expect(open.requests.map((request) => request.id)).toEqual([bug.id, oldHelp.id, newHelp.id]);
    expect(open.total).toBe(3);
    const bugs = await inbox('?requestType=bug_report');
    expect(bugs.requests.map((request) => request.id)).toEqual([bug.id, done.id]);
    expect(bugs.counts).toEqual({ open: 1, answered: 0, closed: 1 });
    expect((await inbox('?page=2')).requests).toEqual([]);

    const bad = await call(t, admin, 'GET', '/api/admin/support?status=pending&requestType=x&page=0');
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['page', 'requestType', 'status']);
  });

  it('is refused to a non-admin, a signed-out visitor and an admin without the step-up check', async () => {
    expect((await call(t, creator, 'GET', '/api/admin/support')).status).toBe(403);
    expect((await call(t, null, 'GET', '/api/admin/support')).status).toBe(401);
    const request = await sendSupportRequest(t, creator);
    expect((await act(creator, request.id, 'reply', { message: 'I can answer myself' })).status).toBe(403);
    expect((await act(creator, request.id, 'close')).status).toBe(403);
    const notElevated = await createAdmin(t, 'admin');
    const refused = await act(notElevated, request.id, 'close');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('ADMIN_ELEVATION_REQUIRED');
    const [row] = await t.deps.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, request.id));
    expect(row).toMatchObject({ status: 'open', reply: null });
  });
});

describe('answering', () => {
  it('an admin answers: answered, reply kept, the user e-mailed, notified and told live; audited', async () => {
    const request = await sendSupportRequest(t, creator, {
      subject: 'Payout timing',
      message: 'When do I get paid?',
    });
    const stream = await connectEvents(t, creator);
    const response = await act(admin, request.id, 'reply', { message: '  Within 7 days of approval.  ' });
    expect(response.status).toBe(200);
    const answered = (await response.json()) as AdminSupportRequest;
    expect(answered).toMatchObject({
      id: request.id,
      status: 'answered',
      reply: 'Within 7 days of approval.',
      repliedAt: expect.any(String),
      repliedBy: { id: admin.id, name: 'Ada Admin' },
    });
    expect((await stream.nextEvent(SUPPORT_EVENTS.changed)).data).toEqual({ id: request.id });
    await stream.close();

    const mail = await waitForMail(t, creator.email, { subject: 'Re: Payout timing' });
    expect(mail.text).toContain('Hi Lina Haddad,');
    expect(mail.text).toContain('Within 7 days of approval.');
    expect(mail.text).toContain('When do I get paid?');
    expect(mail.text).toContain('http://localhost:3000/dashboard?help=requests');

    const [notice] = await notificationsOf(t, creator);
    expect(notice).toMatchObject({
      type: 'support_reply',
      title: 'Support answered: Payout timing',
      message: 'Within 7 days of approval.',
      link: '/dashboard?help=requests',
    });

    const mine = (await (
      await call(t, creator, 'GET', '/api/support-requests/mine')
    ).json()) as MySupportRequests;
    expect(mine.requests.find((item) => item.id === request.id)).toMatchObject({
      status: 'answered',
      reply: 'Within 7 days of approval.',
    });

    const [audit] = await auditOf(request.id);
    expect(audit).toMatchObject({
      adminId: admin.id,
      targetUserId: creator.id,
      actionType: 'support_answered',
      actionDetails: { supportRequestId: request.id, subject: 'Payout timing', from: 'open', to: 'answered' },
    });
  });

  it('a super admin may answer again (the newer answer replaces the first), then close; no more after', async () => {
    const request = await sendSupportRequest(t, creator, { subject: 'Second try' });
    expect((await act(admin, request.id, 'reply', { message: 'First answer' })).status).toBe(200);
    const again = await act(superAdmin, request.id, 'reply', { message: 'Better answer' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      status: 'answered',
      reply: 'Better answer',
      repliedBy: { id: superAdmin.id },
    });
    await waitForMail(t, creator.email, { subject: 'Re: Second try' });

    const closed = await act(superAdmin, request.id, 'close');
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({
      status: 'closed',
      closedAt: expect.any(String),
      reply: 'Better answer',
    });

    const reply = await act(admin, request.id, 'reply', { message: 'Too late' });
    expect(reply.status).toBe(409);
    expect((await reply.json()).error.message).toBe(SUPPORT_MESSAGES.replyClosed);
    const closeAgain = await act(admin, request.id, 'close');
    expect(closeAgain.status).toBe(409);
    expect((await closeAgain.json()).error.message).toBe(SUPPORT_MESSAGES.alreadyClosed);

    const audit = await auditOf(request.id);
    expect(audit.map((row) => [row.actionType, row.adminId])).toEqual([
      ['support_answered', admin.id],
      ['support_answered', superAdmin.id],
      ['support_closed', superAdmin.id],
    ]);
    expect(audit[2]?.actionDetails).toMatchObject({ from: 'answered', to: 'closed' });
  });

  it('closes an open request without an answer', async () => {
    const request = await sendSupportRequest(t, creator, { subject: 'Never mind' });
    const closed = await act(admin, request.id, 'close');
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ status: 'closed', reply: null });
    expect((await auditOf(request.id)).map((row) => row.actionType)).toEqual(['support_closed']);
  });

  it('answers an unknown request 404 and bad input 400 with field messages', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await act(admin, unknown, 'reply', { message: 'Hello' })).status).toBe(404);
    expect((await act(admin, unknown, 'close')).status).toBe(404);
    expect((await act(admin, 'not-a-uuid', 'close')).status).toBe(400);
    const request = await sendSupportRequest(t, creator);
    const empty = await act(admin, request.id, 'reply', { message: '   ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toEqual({ message: ['Reply is required'] });
    const long = await act(admin, request.id, 'reply', { message: 'x'.repeat(5001) });
    expect((await long.json()).error.fields).toEqual({ message: ['Reply must be at most 5000 characters'] });
    expect(await auditOf(request.id)).toEqual([]);
  });
});
