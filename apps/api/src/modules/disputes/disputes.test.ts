import {
  DISPUTE_EVENTS,
  DISPUTE_MESSAGES,
  WORKSPACE_MESSAGES,
  type PartyDispute,
} from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin } from '../../test/factories/admin';
import { createColleague } from '../../test/factories/brand';
import { exportDisputes } from './disputes.export';
import { createTestUser, type TestUser } from '../../test/users';
import {
  applyAs,
  brandView,
  brandWithCampaign,
  connectEvents,
  createCreator,
  myApplications,
  notificationsOf,
} from '../applications/applications.fixtures';
import {
  approvedApplication,
  disputeBody,
  disputesOf,
  disputesPath,
  openAs,
  send,
  uploadEvidence,
  type ApprovedApplication,
} from './disputes.fixtures';

// Issue 19 item 6: either side of an application opens a dispute; its sides read it.

let t: TestApp;
let superAdmin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await createAdmin(t, 'super_admin');
});
afterAll(() => t.close());

const fieldsOf = async (response: Response) =>
  ((await response.json()) as { error: { fields: Record<string, string[]> } }).error.fields;
const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

describe('opening a dispute', () => {
  it('by the creator, with evidence: the brand reads it without the files, is told, and its pages refresh', async () => {
    const { brand, creator, campaignId, applicationId } = await approvedApplication(t);
    const brandStream = await connectEvents(t, brand);
    const evidence = [await uploadEvidence(t, creator, 'image'), await uploadEvidence(t, creator, 'pdf')];

    const response = await send(t, 'POST', disputesPath(applicationId), creator, {
      ...disputeBody(),
      evidenceUploadIds: evidence,
    });
    expect(response.status).toBe(201);
    const { dispute, message } = (await response.json()) as { dispute: PartyDispute; message: string };
    expect(message).toBe(DISPUTE_MESSAGES.opened);
    expect(dispute).toMatchObject({
      applicationId,
      disputeType: 'payment',
      status: 'open',
      openedBy: 'creator',
      isOwnSide: true,
      initiator: { id: creator.id, name: 'Sara Ahmed' },
      // The respondent is the brand workspace's owner.
      respondent: { id: brand.id },
      evidenceCount: 2,
      investigatingAt: null,
      resolvedAt: null,
      outcome: null,
    });
    expect(dispute.evidence.map((file) => [file.id, file.contentType])).toEqual([
      [evidence[0], 'image/png'],
      [evidence[1], 'application/pdf'],
    ]);

    expect(await brandStream.nextEvent(DISPUTE_EVENTS.changed)).toMatchObject({
      data: { disputeId: dispute.id, applicationId, status: 'open' },
    });
    await brandStream.close();

    const seenByBrand = await disputesOf(t, brand, applicationId);
    expect(seenByBrand.status).toBe(200);
    expect(seenByBrand.body.canOpen).toBe(false);
    expect(seenByBrand.body.disputes).toEqual([
      expect.objectContaining({ id: dispute.id, isOwnSide: false, evidenceCount: 2, evidence: [] }),
    ]);
    expect((await disputesOf(t, creator, applicationId)).body).toMatchObject({
      canOpen: false,
      disputes: [{ id: dispute.id, isOwnSide: true }],
    });

    // The application views carry it: the brand's dialog and My Applications.
    const summary = { id: dispute.id, status: 'open', disputeType: 'payment' };
    const { applications } = await brandView(t, brand, campaignId);
    expect(applications.find((item) => item.id === applicationId)?.latestDispute).toEqual(summary);
    const mine = await myApplications(t, creator);
    expect(mine.find((item) => item.id === applicationId)?.latestDispute).toEqual(summary);

    // The brand side and the super admins are told; the creator opened it and is not.
    expect(await notificationsOf(t, brand)).toContainEqual(
      expect.objectContaining({
        type: 'dispute_opened',
        title: 'Dispute opened',
        message: expect.stringMatching(/^Sara Ahmed opened a payment dispute on "/),
        link: `/dashboard?tab=campaigns&applications=${campaignId}&applicationsTab=approved`,
      }),
    );
    expect(await notificationsOf(t, superAdmin)).toContainEqual(
      expect.objectContaining({ type: 'dispute_opened', title: 'New dispute', link: '/admin/disputes' }),
    );
    expect((await notificationsOf(t, creator)).map((item) => item.type)).not.toContain('dispute_opened');
  });

  it('by the brand: the creator is the respondent and is told', async () => {
    const { brand, creator, applicationId } = await approvedApplication(t);
    const dispute = await openAs(
      t,
      brand,
      applicationId,
      disputeBody({ disputeType: 'deadline', description: 'The reel was due on Monday and never arrived.' }),
    );
    expect(dispute).toMatchObject({
      openedBy: 'brand',
      isOwnSide: true,
      initiator: { id: brand.id },
      respondent: { id: creator.id, name: 'Sara Ahmed' },
    });
    expect(await notificationsOf(t, creator)).toContainEqual(
      expect.objectContaining({
        type: 'dispute_opened',
        message: expect.stringMatching(/^Test Brand Co\. opened a deadline dispute on "/),
        link: '/my-applications?tab=approved',
      }),
    );
    expect((await disputesOf(t, creator, applicationId)).body.disputes[0]).toMatchObject({
      isOwnSide: false,
      openedBy: 'brand',
    });
  });

  it('by the agent who submitted the application for the creator', async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Rami', lastName: 'Agent' });
    const creator = await createCreator(t, 'Dana', 'Fares');
    const requested = await send(t, 'POST', '/api/agents/representations', agent, {
      creatorEmail: creator.email,
    });
    const representationId = ((await requested.json()) as { representation: { id: string } }).representation
      .id;
    await send(t, 'POST', `/api/agents/representations/${representationId}/accept`, creator);
    const application = await applyAs(t, agent, { type: 'direct', campaignId, creatorId: creator.id });
    expect((await send(t, 'POST', `/api/applications/${application.id}/approve`, brand, {})).status).toBe(
      200,
    );

    const dispute = await openAs(t, agent, application.id, disputeBody({ disputeType: 'communication' }));
    expect(dispute).toMatchObject({ openedBy: 'creator', initiator: { id: agent.id, name: 'Rami Agent' } });
    expect((await disputesOf(t, creator, application.id)).body.disputes[0]).toMatchObject({
      isOwnSide: true,
      evidence: [],
    });
  });

  it('refuses bad input with field messages', async () => {
    const { creator, applicationId } = await approvedApplication(t);
    const cases: [unknown, Record<string, string[]>][] = [
      [
        {},
        { disputeType: [DISPUTE_MESSAGES.typeRequired], description: [DISPUTE_MESSAGES.descriptionRequired] },
      ],
      [
        { disputeType: 'refund', description: '   ' },
        { disputeType: [DISPUTE_MESSAGES.typeRequired], description: [DISPUTE_MESSAGES.descriptionRequired] },
      ],
      [disputeBody({ description: 'Too short.' }), { description: [DISPUTE_MESSAGES.descriptionTooShort] }],
      [
        disputeBody({ description: 'x'.repeat(2001) }),
        { description: [DISPUTE_MESSAGES.descriptionTooLong] },
      ],
      [
        disputeBody({ evidenceUploadIds: ['not-a-file'] }),
        { 'evidenceUploadIds.0': [DISPUTE_MESSAGES.evidenceInvalid] },
      ],
      [
        disputeBody({ evidenceUploadIds: Array.from({ length: 6 }, () => crypto.randomUUID()) }),
        { evidenceUploadIds: [DISPUTE_MESSAGES.evidenceTooMany] },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await send(t, 'POST', disputesPath(applicationId), creator, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await fieldsOf(response), JSON.stringify(body)).toEqual(fields);
    }
    const repeated = crypto.randomUUID();
    const twice = await send(t, 'POST', disputesPath(applicationId), creator, {
      ...disputeBody(),
      evidenceUploadIds: [repeated, repeated],
    });
    expect((await fieldsOf(twice)).evidenceUploadIds).toEqual([DISPUTE_MESSAGES.evidenceRepeated]);
    expect((await send(t, 'POST', '/api/applications/nope/disputes', creator, disputeBody())).status).toBe(
      400,
    );
    expect((await disputesOf(t, creator, applicationId)).body.disputes).toEqual([]);
  });

  it("takes only the caller's own evidence uploads made for a dispute", async () => {
    const { brand, creator, applicationId } = await approvedApplication(t);
    const someoneElses = await uploadEvidence(t, brand);
    const otherPurpose = await uploadEvidence(t, creator, 'image', 'content');
    for (const id of [someoneElses, otherPurpose, crypto.randomUUID()]) {
      const response = await send(t, 'POST', disputesPath(applicationId), creator, {
        ...disputeBody(),
        evidenceUploadIds: [id],
      });
      expect(response.status).toBe(400);
      expect((await fieldsOf(response)).evidenceUploadIds).toEqual([DISPUTE_MESSAGES.evidenceInvalid]);
    }
    expect((await disputesOf(t, creator, applicationId)).body.disputes).toEqual([]);
  });

  it('allows one dispute in progress per application, from either side', async () => {
    const { brand, creator, applicationId } = await approvedApplication(t);
    await openAs(t, creator, applicationId);
    for (const user of [creator, brand]) {
      const again = await send(t, 'POST', disputesPath(applicationId), user, disputeBody());
      expect(again.status).toBe(409);
      expect(await messageOf(again)).toBe(DISPUTE_MESSAGES.alreadyOpen);
    }
    expect((await disputesOf(t, brand, applicationId)).body.disputes).toHaveLength(1);
  });

  it('only on an approved application', async () => {
    const { campaignId } = await brandWithCampaign(t);
    const creator = await createCreator(t);
    const pending = await applyAs(t, creator, { type: 'direct', campaignId });
    const response = await send(t, 'POST', disputesPath(pending.id), creator, disputeBody());
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe(DISPUTE_MESSAGES.notDisputable);
    expect((await disputesOf(t, creator, pending.id)).body.canOpen).toBe(false);
  });

  it('concurrent openings on one application: exactly one succeeds', async () => {
    const { creator, brand, applicationId } = await approvedApplication(t);
    const answers = await Promise.all(
      [creator, brand, creator, brand].map((user) =>
        send(t, 'POST', disputesPath(applicationId), user, disputeBody()),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('who may', () => {
  let fixture: ApprovedApplication;
  beforeAll(async () => {
    fixture = await approvedApplication(t);
  });

  it('refuses another brand and another creator as if the application did not exist', async () => {
    const otherBrand = (await brandWithCampaign(t)).brand;
    const otherCreator = await createCreator(t, 'Omar', 'Khalid');
    for (const user of [otherBrand, otherCreator]) {
      const read = await send(t, 'GET', disputesPath(fixture.applicationId), user);
      expect(read.status).toBe(404);
      const opened = await send(t, 'POST', disputesPath(fixture.applicationId), user, disputeBody());
      expect(opened.status).toBe(404);
    }
  });

  it('refuses admins (they work in the console) and visitors', async () => {
    const admin = await createAdmin(t, 'admin');
    for (const user of [admin, superAdmin]) {
      expect((await send(t, 'GET', disputesPath(fixture.applicationId), user)).status).toBe(403);
      const opened = await send(t, 'POST', disputesPath(fixture.applicationId), user, disputeBody());
      expect(opened.status).toBe(403);
      expect(await messageOf(opened)).toBe('You do not have access to this area');
    }
    expect(
      (await send(t, 'POST', disputesPath(fixture.applicationId), undefined, disputeBody())).status,
    ).toBe(401);
  });

  it('lets a brand member not assigned to the campaign read but not open', async () => {
    const member = await createColleague(t, fixture.brand.id, 'member');
    const read = await disputesOf(t, member, fixture.applicationId);
    expect(read).toMatchObject({ status: 200, body: { canOpen: false } });
    const opened = await send(t, 'POST', disputesPath(fixture.applicationId), member, disputeBody());
    expect(opened.status).toBe(403);
    expect(await messageOf(opened)).toBe(WORKSPACE_MESSAGES.notAssigned);

    const manager = await createColleague(t, fixture.brand.id, 'manager');
    expect((await disputesOf(t, manager, fixture.applicationId)).body.canOpen).toBe(true);
  });
});

describe('evidence files', () => {
  it('open for their owner only; everyone else gets 404', async () => {
    const { brand, creator, applicationId } = await approvedApplication(t);
    const id = await uploadEvidence(t, creator);
    await openAs(t, creator, applicationId, { ...disputeBody(), evidenceUploadIds: [id] });
    const admin = await createAdmin(t, 'admin');
    const fetchAs = (user?: TestUser) =>
      t.request(`/api/uploads/${id}`, { headers: user ? { cookie: user.cookie } : {} });

    const own = await fetchAs(creator);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    for (const user of [brand, admin, undefined]) expect((await fetchAs(user)).status).toBe(404);
  });
});

describe('the data export', () => {
  it('holds the disputes the user opened, not those opened against them', async () => {
    const { brand, creator, applicationId } = await approvedApplication(t);
    const evidence = await uploadEvidence(t, creator);
    const { id } = await openAs(t, creator, applicationId, {
      ...disputeBody(),
      evidenceUploadIds: [evidence],
    });
    expect(await exportDisputes(t.deps.database.db, creator.id)).toEqual([
      expect.objectContaining({
        id,
        applicationId,
        disputeType: 'payment',
        description: disputeBody().description,
        evidenceUploadIds: [evidence],
        status: 'open',
      }),
    ]);
    expect(await exportDisputes(t.deps.database.db, brand.id)).toEqual([]);
  });
});
