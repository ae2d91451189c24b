import {
  DISPUTE_EVENTS,
  DISPUTE_MESSAGES,
  accessDeniedMessage,
  type AdminDisputeDetail,
  type AdminDisputeList,
  type AdminDisputeResult,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputes, userActionsLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createElevatedAdmin } from '../../test/factories/admin';
import type { TestUser } from '../../test/users';
import { connectEvents, notificationsOf } from '../applications/applications.fixtures';
import {
  approvedApplication,
  disputeBody,
  disputesOf,
  openAs,
  send,
  uploadEvidence,
  type ApprovedApplication,
} from './disputes.fixtures';

// Issue 19 item 6 in the admin console: admins read the disputes and their evidence; super
// admins Mark Investigating and Resolve Dispute (decision 0059). The gate's refusals of every
// route are in admin/admin-gate.test.ts.

let t: TestApp;
let superAdmin: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await createElevatedAdmin(t, 'super_admin');
  admin = await createElevatedAdmin(t, 'admin');
});
afterAll(() => t.close());

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } })
    .error;

async function detailOf(user: TestUser, id: string): Promise<AdminDisputeDetail> {
  const response = await send(t, 'GET', `/api/admin/disputes/${id}`, user);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminDisputeDetail;
}

async function act(user: TestUser, id: string, step: 'investigate' | 'resolve', body?: unknown) {
  return send(t, 'POST', `/api/admin/disputes/${id}/${step}`, user, body);
}

const resolution = {
  resolutionNote: 'The payout was sent on 3 May; the bank confirmed it.',
  outcome: 'no_action',
};

describe('the dispute list and detail', () => {
  let fixture: ApprovedApplication;
  let evidenceId: string;
  let disputeId: string;
  beforeAll(async () => {
    fixture = await approvedApplication(t);
    evidenceId = await uploadEvidence(t, fixture.creator, 'pdf');
    disputeId = (
      await openAs(
        t,
        fixture.creator,
        fixture.applicationId,
        disputeBody({ evidenceUploadIds: [evidenceId] }),
      )
    ).id;
  });

  it('lists open disputes first with initiator, respondent and campaign; filters by status', async () => {
    const older = await approvedApplication(t);
    const resolved = await openAs(
      t,
      older.brand,
      older.applicationId,
      disputeBody({ disputeType: 'content' }),
    );
    expect((await act(superAdmin, resolved.id, 'resolve', resolution)).status).toBe(200);

    const response = await send(t, 'GET', '/api/admin/disputes', admin);
    expect(response.status).toBe(200);
    const list = (await response.json()) as AdminDisputeList;
    expect(list.counts).toMatchObject({ open: expect.any(Number), resolved: expect.any(Number) });
    const ranks = list.disputes.map((item) => ['open', 'investigating', 'resolved'].indexOf(item.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(list.disputes.find((item) => item.id === disputeId)).toMatchObject({
      status: 'open',
      disputeType: 'payment',
      openedBy: 'creator',
      initiator: { id: fixture.creator.id, name: 'Sara Ahmed', userType: 'creator' },
      respondent: { id: fixture.brand.id, userType: 'brand' },
      campaign: { id: fixture.campaignId, title: expect.any(String), brandName: 'Test Brand Co.' },
    });

    const onlyResolved = (await (
      await send(t, 'GET', '/api/admin/disputes?status=resolved', admin)
    ).json()) as AdminDisputeList;
    expect(onlyResolved.disputes.map((item) => item.status)).toEqual(
      onlyResolved.disputes.map(() => 'resolved'),
    );
    expect(onlyResolved.disputes.map((item) => item.id)).toContain(resolved.id);
    expect(onlyResolved.total).toBe(list.counts.resolved);

    const bad = await send(t, 'GET', '/api/admin/disputes?status=closed&page=0', admin);
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual(['page', 'status']);
  });

  it('shows the detail with the evidence, which any admin opens through the console', async () => {
    const detail = await detailOf(admin, disputeId);
    expect(detail).toMatchObject({
      id: disputeId,
      description: disputeBody().description,
      creator: { id: fixture.creator.id, name: 'Sara Ahmed' },
      applicationStatus: 'approved',
      investigatingBy: null,
      resolvedBy: null,
    });
    expect(detail.evidence).toEqual([
      {
        id: evidenceId,
        url: `/api/admin/disputes/${disputeId}/evidence/${evidenceId}`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);

    const file = await t.request(detail.evidence[0]!.url, { headers: { cookie: admin.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect((await file.text()).startsWith('%PDF')).toBe(true);

    // Not through the uploads route (private), and not as another dispute's file.
    expect(
      (await t.request(`/api/uploads/${evidenceId}`, { headers: { cookie: admin.cookie } })).status,
    ).toBe(404);
    const other = await approvedApplication(t);
    const otherDispute = await openAs(t, other.creator, other.applicationId);
    const borrowed = await t.request(`/api/admin/disputes/${otherDispute.id}/evidence/${evidenceId}`, {
      headers: { cookie: admin.cookie },
    });
    expect(borrowed.status).toBe(404);
    expect((await send(t, 'GET', `/api/admin/disputes/${crypto.randomUUID()}`, admin)).status).toBe(404);
  });
});

describe('Mark Investigating and Resolve Dispute', () => {
  it('are for super admins: an admin is refused and nothing changes', async () => {
    const { creator, applicationId } = await approvedApplication(t);
    const { id } = await openAs(t, creator, applicationId);
    for (const [step, body] of [
      ['investigate', undefined],
      ['resolve', resolution],
    ] as const) {
      const response = await act(admin, id, step, body);
      expect(response.status).toBe(403);
      const { message } = await errorOf(response);
      expect(message).toBe(accessDeniedMessage('super_admin'));
      expect(message).toBe('Access Denied: You need Super Admin privileges');
    }
    expect((await detailOf(admin, id)).status).toBe('open');
  });

  it('take a dispute open → investigating → resolved, with audit rows, notices to both sides and live events', async () => {
    const { brand, creator, applicationId } = await approvedApplication(t);
    const { id } = await openAs(t, creator, applicationId);
    const creatorStream = await connectEvents(t, creator);
    const brandStream = await connectEvents(t, brand);

    const investigating = await act(superAdmin, id, 'investigate');
    expect(investigating.status).toBe(200);
    const marked = (await investigating.json()) as AdminDisputeResult;
    expect(marked.message).toBe(DISPUTE_MESSAGES.markedInvestigating);
    expect(marked.dispute).toMatchObject({
      status: 'investigating',
      investigatingBy: { id: superAdmin.id, name: 'Ada Admin' },
      investigatingAt: expect.any(String),
    });
    for (const stream of [creatorStream, brandStream]) {
      expect(await stream.nextEvent(DISPUTE_EVENTS.changed)).toMatchObject({
        data: { disputeId: id, applicationId, status: 'investigating' },
      });
    }
    const again = await act(superAdmin, id, 'investigate');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(DISPUTE_MESSAGES.alreadyInvestigating);

    const resolved = await act(superAdmin, id, 'resolve', resolution);
    expect(resolved.status).toBe(200);
    expect(((await resolved.json()) as AdminDisputeResult).dispute).toMatchObject({
      status: 'resolved',
      outcome: 'no_action',
      resolutionNote: resolution.resolutionNote,
      resolvedBy: { id: superAdmin.id },
    });
    for (const stream of [creatorStream, brandStream]) {
      expect(await stream.nextEvent(DISPUTE_EVENTS.changed)).toMatchObject({ data: { status: 'resolved' } });
      await stream.close();
    }
    for (const step of ['investigate', 'resolve'] as const) {
      const late = await act(superAdmin, id, step, resolution);
      expect(late.status).toBe(409);
      expect((await errorOf(late)).message).toBe(DISPUTE_MESSAGES.alreadyResolved);
    }

    // One audit row per step, about the initiator.
    const rows = await t.deps.database.db
      .select()
      .from(userActionsLog)
      .where(and(eq(userActionsLog.adminId, superAdmin.id), eq(userActionsLog.targetUserId, creator.id)))
      .orderBy(userActionsLog.createdAt);
    expect(rows.map((row) => [row.actionType, row.actionDetails])).toEqual([
      [
        'dispute_investigating',
        {
          disputeId: id,
          applicationId,
          updatedFields: { status: { from: 'open', to: 'investigating' } },
        },
      ],
      [
        'dispute_resolved',
        {
          disputeId: id,
          applicationId,
          updatedFields: { status: { from: 'investigating', to: 'resolved' } },
          outcome: 'no_action',
          resolutionNote: resolution.resolutionNote,
        },
      ],
    ]);

    // Both sides are told of each step and read the resolution on the application.
    for (const user of [creator, brand]) {
      const titles = (await notificationsOf(t, user))
        .filter((item) => item.type === 'dispute_updated')
        .map((item) => item.title);
      expect(titles.sort()).toEqual(['Dispute resolved', 'Dispute under investigation']);
      const { body } = await disputesOf(t, user, applicationId);
      expect(body.disputes[0]).toMatchObject({
        status: 'resolved',
        outcome: 'no_action',
        resolutionNote: resolution.resolutionNote,
        investigatingAt: expect.any(String),
        resolvedAt: expect.any(String),
      });
      // Resolved: either side may open a new one.
      expect(body.canOpen).toBe(true);
    }
    expect(await notificationsOf(t, creator)).toContainEqual(
      expect.objectContaining({
        title: 'Dispute resolved',
        message: expect.stringContaining('resolved the payment dispute on "'),
        link: '/my-applications?tab=approved',
      }),
    );
  });

  it('resolve straight from open; the note and outcome are checked first', async () => {
    const { brand, applicationId } = await approvedApplication(t);
    const { id } = await openAs(t, brand, applicationId);
    const cases: [unknown, Record<string, string[]>][] = [
      [
        {},
        {
          resolutionNote: [DISPUTE_MESSAGES.resolutionNoteRequired],
          outcome: [DISPUTE_MESSAGES.outcomeRequired],
        },
      ],
      [
        { resolutionNote: '  ', outcome: 'refund' },
        {
          resolutionNote: [DISPUTE_MESSAGES.resolutionNoteRequired],
          outcome: [DISPUTE_MESSAGES.outcomeRequired],
        },
      ],
      [
        { resolutionNote: 'x'.repeat(2001), outcome: 'partial' },
        { resolutionNote: [DISPUTE_MESSAGES.resolutionNoteTooLong] },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await act(superAdmin, id, 'resolve', body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual(fields);
    }
    const resolved = await act(superAdmin, id, 'resolve', {
      resolutionNote: 'Both sides agreed.',
      outcome: 'partial',
    });
    expect(resolved.status).toBe(200);
    const [row] = await t.deps.database.db.select().from(disputes).where(eq(disputes.id, id));
    expect(row).toMatchObject({ status: 'resolved', investigatingAt: null, outcome: 'partial' });
    expect((await act(superAdmin, crypto.randomUUID(), 'investigate')).status).toBe(404);
  });
});
