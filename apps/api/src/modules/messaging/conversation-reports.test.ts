import {
  CONTENT_REPORT_MESSAGES,
  MESSAGING_SAFETY_MESSAGES,
  type AdminReportList,
  type ReportedConversation,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createElevatedAdmin } from '../../test/factories/admin';
import type { TestUser } from '../../test/users';
import {
  call,
  castAroundApplication,
  openThread,
  said,
  sendAs,
  uploadAs,
  type Cast,
} from './messaging.fixtures';

// Issue 22 item 5: a participant reports a conversation to the moderation queue (#15); admins
// read it from the report and resolve it as any report (decision 0073).

let t: TestApp;
let cast: Cast;
let admin: TestUser;
let conversationId: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await castAroundApplication(t);
  admin = await createElevatedAdmin(t, 'admin');
  conversationId = (await openThread(t, cast.team.owner, cast.applicationId)).id;
  await said(t, cast.team.owner, conversationId, 'Send me your bank password');
  const screenshot = await uploadAs(t, cast.creator, 'image');
  const sent = await sendAs(t, cast.creator, conversationId, {
    body: 'No. Reporting this.',
    attachmentUploadIds: [screenshot],
  });
  expect(sent.status).toBe(201);
});
afterAll(() => t.close());

const report = (user: TestUser | null, id: string, body: unknown) =>
  call(t, user, 'POST', `/api/conversations/${id}/report`, body);

async function queue(query = ''): Promise<AdminReportList> {
  const response = await call(t, admin, 'GET', `/api/admin/reports${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminReportList;
}

describe('reporting a conversation', () => {
  it('lands in the admin queue with the thread as target, which admins read from the report', async () => {
    const sent = await report(cast.creator, conversationId, {
      reason: 'fraud',
      details: 'Asked for my password',
    });
    expect(sent.status).toBe(201);
    const { id: reportId, message } = (await sent.json()) as { id: string; message: string };
    expect(message).toBe(CONTENT_REPORT_MESSAGES.sentDetail);
    const again = await report(cast.creator, conversationId, { reason: 'spam' });
    expect(again.status).toBe(200);
    expect((await again.json()).message).toBe(CONTENT_REPORT_MESSAGES.alreadyReported);

    const listed = await queue('?targetType=conversation');
    expect(listed.reports).toEqual([
      expect.objectContaining({
        id: reportId,
        targetType: 'conversation',
        targetId: conversationId,
        reason: 'fraud',
        details: 'Asked for my password',
        status: 'open',
        target: {
          title: 'Outlet and Sara Ahmed and Rami Agent · Marina Coffee Reels',
          ownerName: 'Outlet, Sara Ahmed, Rami Agent',
          link: null,
          status: 'active',
          isAvailable: true,
        },
      }),
    ]);

    const read = await call(t, admin, 'GET', `/api/admin/reports/${reportId}/conversation`);
    expect(read.status).toBe(200);
    const thread = (await read.json()) as ReportedConversation;
    expect(thread).toMatchObject({ reportId, conversationId, closedAt: null, hasOlder: false });
    expect(thread.parties.map((party) => party.side)).toEqual(['brand', 'creator', 'agent']);
    expect(thread.messages.map((row) => [row.sender.side, row.body, row.isMine])).toEqual([
      ['brand', 'Send me your bank password', false],
      ['creator', 'No. Reporting this.', false],
    ]);
    // The screenshot opens from the report; the participants' address does not serve admins.
    const [file] = thread.messages[1]!.attachments;
    expect(file!.url).toBe(`/api/admin/reports/${reportId}/conversation/attachments/${file!.id}`);
    const opened = await call(t, admin, 'GET', file!.url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/png');
    expect((await call(t, cast.creator, 'GET', file!.url)).status).toBe(403);
    expect(
      (await call(t, admin, 'GET', `/api/conversations/${conversationId}/attachments/${file!.id}`)).status,
    ).toBe(403);
    // Read-only, and for admins only.
    expect((await call(t, cast.creator, 'GET', `/api/admin/reports/${reportId}/conversation`)).status).toBe(
      403,
    );
    expect((await call(t, admin, 'POST', `/api/admin/reports/${reportId}/conversation`, {})).status).toBe(
      404,
    );
  });

  it('closes the thread on a take-down: nobody sends, everyone is told, the reporter hears the outcome', async () => {
    const [open] = (await queue('?targetType=conversation&status=open')).reports;
    const taken = await call(t, admin, 'POST', `/api/admin/reports/${open!.id}/take-down`, {
      note: 'Phishing for credentials',
    });
    expect(taken.status).toBe(200);
    for (const user of [cast.team.owner, cast.creator, cast.agent]) {
      const refused = await sendAs(t, user, conversationId, { body: 'Hello?' });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.message).toBe(MESSAGING_SAFETY_MESSAGES.closedByModeration);
    }
    const notices = await t.deps.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cast.team.manager.id), eq(notifications.type, 'system_update')));
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'A conversation was closed',
        message:
          'The Partnerly team closed one of your conversations after a report; you can still read it. Reason: Phishing for credentials',
        link: `/messages/${conversationId}`,
      }),
    ]);
    const reporterNotices = await t.deps.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, cast.creator.id), eq(notifications.type, 'content_report_resolved')),
      );
    expect(reporterNotices).toHaveLength(1);
    const [closed] = (await queue('?targetType=conversation')).reports;
    expect(closed).toMatchObject({ status: 'taken_down', target: { status: 'closed' } });
    // Its people still read it.
    expect((await call(t, cast.creator, 'GET', `/api/conversations/${conversationId}/messages`)).status).toBe(
      200,
    );
  });

  it('is for participants only, with a reason', async () => {
    for (const outsider of [cast.otherBrand, cast.otherCreator, cast.unassigned]) {
      expect((await report(outsider, conversationId, { reason: 'spam' })).status).toBe(404);
    }
    expect((await report(null, conversationId, { reason: 'spam' })).status).toBe(401);
    expect((await report(admin, conversationId, { reason: 'spam' })).status).toBe(403);
    const noReason = await report(cast.agent, conversationId, {});
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.fields.reason).toEqual([CONTENT_REPORT_MESSAGES.reasonRequired]);
    const other = await report(cast.agent, conversationId, { reason: 'other' });
    expect((await other.json()).error.fields.details).toEqual([CONTENT_REPORT_MESSAGES.detailsRequired]);
    // The public report form cannot name a conversation.
    const publicForm = await call(t, cast.creator, 'POST', '/api/content-reports', {
      targetType: 'conversation',
      targetId: conversationId,
      reason: 'spam',
    });
    expect(publicForm.status).toBe(404);
  });
});
