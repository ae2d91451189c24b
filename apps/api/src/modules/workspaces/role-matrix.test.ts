import { randomUUID } from 'node:crypto';
import {
  INVITATION_MESSAGES,
  MESSAGING_SAFETY_MESSAGES,
  vatInclusiveLine,
  WORKSPACE_MESSAGES,
  type BrandProfile,
  type WorkspaceInvitation,
  type WorkspaceRole,
} from '@partnerly/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  affiliateCodes,
  billingDetails,
  brandDefaults,
  brandProfiles,
  brandSubscriptions,
  campaignApplications,
  campaignCreatorAnalytics,
  campaigns,
  chatRequests,
  conversationBlocks,
  disputes,
  enterpriseLimitRequests,
  eventCheckIns,
  favoriteCreators,
  messages,
  notifications,
  payments,
  privateReferralCodes,
  socialLinks,
  submissions,
  taxDocuments,
  workspaceInvitations,
  workspaceMemberProfiles,
  workspaceMembers,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, createColleague, giveSubscription } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import {
  campaignCodeRows,
  campaignOrderRows,
  codeRowOf,
  insertAffiliateCode,
  orderExportForm,
} from '../affiliate/brand-affiliate.fixtures';
import { applyAs, createCreator, negotiation } from '../applications/applications.fixtures';
import { call, createProfile } from '../brand-profiles/brand-profiles.fixtures';
import { campaignForm } from '../campaigns/campaigns.fixtures';
import { codeForm, insertCode, privateCodeRow } from '../private-codes/private-codes.fixtures';
import { newInvitationToken } from './invitation-token';

// Issue 14 item 3 (decision 0041): every brand-side route, for every kind of caller. One
// workspace is built once; each row makes the targets it changes afresh for every caller, so
// rows and callers do not depend on each other's order. A new brand-side route fails the
// completeness check at the end until it has a row here.

const CALLERS = [
  'owner',
  'manager',
  /** Role member, assigned to the Outlet profile: the campaigns the rows target run under it. */
  'assignedMember',
  /** Role member, assigned to the Main profile only. */
  'unassignedMember',
  /** The owner of another workspace (with its own plan and profile). */
  'otherWorkspace',
  'creator',
  'signedOut',
] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

/**
 * /api/workspace and /api/invitations operations not in the matrix yet, as "METHOD /path/{param}"
 * (the lead lists routes here while their rows are written; the check fails for any other).
 */
const PENDING_WORKSPACE_ROUTES: readonly string[] = [];

interface Fixture {
  workspaceId: string;
  main: BrandProfile;
  outlet: BrandProfile;
  /** Campaigns made in beforeAll through the API, one per profile. */
  mainCampaignId: string;
  outletCampaignId: string;
  /** A direct application to the Outlet campaign. */
  outletApplicationId: string;
  otherWorkspaceId: string;
  /** Applies to the fresh campaigns (one application per campaign and creator). */
  applicant: TestUser;
  people: Record<Caller, TestUser | null>;
}

/** What a row acts on, made for one caller. */
interface Target {
  id: string;
  /** For application rows: the application's campaign. */
  campaignId?: string;
  /** For invitation-link rows (the id is the link's token): the invitation's id. */
  invitationId?: string;
  body?: unknown;
  /**
   * Calls as this stand-in instead of the fixture's caller: a throwaway person with the caller's
   * role, for a call that would take the fixture's own person out of the workspace.
   */
  as?: TestUser | null;
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the OpenAPI document names it: /api/campaigns/{id}. */
  route: string;
  expected: Expected;
  /** The message of a workspace people's 403 (a role or assignment refusal). */
  refusal?: string;
  /** Makes what the row acts on, per call (default: no id). */
  target?(f: Fixture, caller: Caller): Promise<Target>;
  path?(target: Target): string;
  body?(target: Target): unknown;
  /** The acting brand profile (X-Brand-Profile-Id). */
  actingAs?(f: Fixture): string;
  /** Puts shared state (the subscription) where the row needs it, before each call. */
  prepare?(f: Fixture): Promise<void>;
  /** The fixture workspace's state the row may change: equal before and after a refusal or a call from another workspace. */
  snapshot?(f: Fixture, target: Target): Promise<unknown>;
  /** Removes what a call made (keeps shared caps such as the profile limit free). */
  cleanup?(f: Fixture, target: Target, response: Response): Promise<void>;
}

// ---------- expectations ----------

/** Any brand user: the workspace's people read it, another workspace reads its own. */
const readable = (ok = 200): Expected => ({
  owner: ok,
  manager: ok,
  assignedMember: ok,
  unassignedMember: ok,
  otherWorkspace: ok,
  creator: 403,
  signedOut: 401,
});
/** One of the workspace's things by id: another workspace gets 404. */
const readableById = (ok = 200): Expected => ({ ...readable(ok), otherWorkspace: 404 });
/** Brand profiles and invitations: owners and managers change them. */
const managersChange = (ok: number, otherWorkspace = 404): Expected => ({
  owner: ok,
  manager: ok,
  assignedMember: 403,
  unassignedMember: 403,
  otherWorkspace,
  creator: 403,
  signedOut: 401,
});
/** Campaigns and applications: owners, managers and the members assigned to the profile. */
const assignedChange = (ok: number): Expected => ({
  owner: ok,
  manager: ok,
  assignedMember: ok,
  unassignedMember: 403,
  otherWorkspace: 404,
  creator: 403,
  signedOut: 401,
});
/** Billing: owners only (another workspace's owner acts on their own workspace). */
const ownersOnly = (ok: number, otherWorkspace = ok): Expected => ({
  owner: ok,
  manager: 403,
  assignedMember: 403,
  unassignedMember: 403,
  otherWorkspace,
  creator: 403,
  signedOut: 401,
});

/** The signed-in creator's own things (codes, public profile): every brand person is refused. */
const creatorsOnly = (ok: number): Expected => ({
  owner: 403,
  manager: 403,
  assignedMember: 403,
  unassignedMember: 403,
  otherWorkspace: 403,
  creator: ok,
  signedOut: 401,
});

// ---------- fixture helpers ----------

let t: TestApp;
let f: Fixture;
const db = () => t.deps.database.db;

interface FreshCampaign {
  workspaceId?: string;
  brandProfileId?: string | null;
  visibility?: 'public' | 'private';
  title?: string;
  campaignType?: 'content' | 'onsite';
}

/** A campaign of the workspace (under Outlet by default), written directly (no monthly post used). */
async function freshCampaign(fx: Fixture, options: FreshCampaign = {}): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await db()
    .insert(campaigns)
    .values({
      id,
      brandId: options.workspaceId ?? fx.workspaceId,
      brandProfileId: options.brandProfileId === undefined ? fx.outlet.id : options.brandProfileId,
      visibility: options.visibility ?? 'public',
      title: options.title ?? 'Matrix fresh campaign',
      description: 'A campaign made for one call of the role matrix.',
      campaignType: options.campaignType ?? 'content',
      location: options.campaignType === 'onsite' ? 'Marina Walk, Dubai' : null,
      niche: 'Food & Dining',
      applicationDeadline: '2999-12-31',
      budgetMin: 500,
      budgetMax: 1500,
      status: 'active',
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

/** A pending application to a fresh Outlet campaign: direct, or a negotiation awaiting the brand. */
async function freshApplication(fx: Fixture, type: 'direct' | 'negotiation'): Promise<Target> {
  const campaignId = await freshCampaign(fx);
  const application = await applyAs(
    t,
    fx.applicant,
    type === 'direct' ? { type: 'direct', campaignId } : negotiation(campaignId),
  );
  return { id: application.id, campaignId };
}

/** A submission awaiting review on a fresh Outlet campaign (its application approved directly). */
async function freshSubmission(fx: Fixture): Promise<Target> {
  const application = await freshApplication(fx, 'direct');
  await db()
    .update(campaignApplications)
    .set({ status: 'approved' })
    .where(eq(campaignApplications.id, application.id));
  const response = await call(t, fx.applicant, 'POST', '/api/submissions', {
    applicationId: application.id,
    platform: 'instagram',
    contentUrl: 'https://instagram.com/p/matrix',
    contentType: 'reel',
  });
  if (response.status !== 201) throw new Error(`submit answered ${response.status}`);
  const { submission } = (await response.json()) as { submission: { id: string } };
  return { id: submission.id, campaignId: application.campaignId };
}

const submissionRow = async (id: string) =>
  (await db().select().from(submissions).where(eq(submissions.id, id)))[0] ?? null;

/**
 * Final results under review on a fresh Outlet campaign (its content approved directly); with
 * `isApproved`, already approved with a payout of AED 500 waiting to be paid.
 */
async function freshResults(fx: Fixture, isApproved = false): Promise<Target> {
  const application = await freshApplication(fx, 'direct');
  await db()
    .update(campaignApplications)
    .set({ status: 'in_progress', contentStatus: 'approved' })
    .where(eq(campaignApplications.id, application.id));
  const response = await call(t, fx.applicant, 'POST', '/api/results', {
    applicationId: application.id,
    contentUrl: 'https://instagram.com/p/matrix',
    views: 1000,
    likes: 50,
    comments: 5,
  });
  if (response.status !== 201) throw new Error(`results answered ${response.status}`);
  if (isApproved) {
    await db()
      .update(campaignApplications)
      .set({ contentStatus: 'completed' })
      .where(eq(campaignApplications.id, application.id));
    await db()
      .update(campaignCreatorAnalytics)
      .set({ payoutStatus: 'approved', payoutAmount: 500 })
      .where(eq(campaignCreatorAnalytics.applicationId, application.id));
  }
  return application;
}

/** An application's content status with its results and payout, as stored. */
async function resultsState(applicationId: string) {
  const [row] = await db()
    .select({ contentStatus: campaignApplications.contentStatus })
    .from(campaignApplications)
    .where(eq(campaignApplications.id, applicationId));
  const [results] = await db()
    .select()
    .from(campaignCreatorAnalytics)
    .where(eq(campaignCreatorAnalytics.applicationId, applicationId));
  return { contentStatus: row?.contentStatus, results };
}

/** A team profile of the workspace, written directly (outside the plan's profile cap). */
async function freshProfile(fx: Fixture): Promise<Target> {
  const [row] = await db()
    .insert(brandProfiles)
    .values({ workspaceId: fx.workspaceId, profileName: 'Matrix fresh profile' })
    .returning({ id: brandProfiles.id });
  return { id: row!.id };
}

const dropProfile = (id: string) => db().delete(brandProfiles).where(eq(brandProfiles.id, id));

/** The workspace's favourite creators (its brand network), as stored. */
const networkRows = (workspaceId: string) =>
  db()
    .select()
    .from(favoriteCreators)
    .where(eq(favoriteCreators.brandId, workspaceId))
    .orderBy(favoriteCreators.creatorId);

/** A fresh creator in the fixture workspace's network, written directly. */
async function freshFavourite(fx: Fixture): Promise<string> {
  const creator = await createCreator(t);
  await db().insert(favoriteCreators).values({ brandId: fx.workspaceId, creatorId: creator.id });
  return creator.id;
}

const dropFavourites = (creatorId: string) =>
  db()
    .delete(favoriteCreators)
    .where(eq(favoriteCreators.creatorId, creatorId))
    .then(() => undefined);

/** The fixture creator's social links, as stored. */
const socialLinkRows = (fx: Fixture) =>
  db()
    .select()
    .from(socialLinks)
    .where(eq(socialLinks.profileId, fx.people.creator!.id))
    .orderBy(socialLinks.id);

/** A social link of the fixture creator, written directly. */
async function freshSocialLink(fx: Fixture): Promise<Target> {
  const [row] = await db()
    .insert(socialLinks)
    .values({ profileId: fx.people.creator!.id, platform: 'tiktok', url: 'https://tiktok.com/@matrix' })
    .returning({ id: socialLinks.id });
  return { id: row!.id };
}

const dropSocialLinks = (fx: Fixture) =>
  db()
    .delete(socialLinks)
    .where(eq(socialLinks.profileId, fx.people.creator!.id))
    .then(() => undefined);

let logoPng: Promise<Buffer> | undefined;

async function uploadLogo(user: TestUser): Promise<string> {
  logoPng ??= sharp({ create: { width: 64, height: 64, channels: 3, background: '#c82a5a' } })
    .png()
    .toBuffer();
  const png = await logoPng;
  const body = new FormData();
  body.append('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }));
  body.append('purpose', 'logo');
  const response = await t.request('/api/uploads', {
    method: 'POST',
    body,
    headers: { cookie: user.cookie },
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

const profileRows = (fx: Fixture) =>
  db()
    .select()
    .from(brandProfiles)
    .where(eq(brandProfiles.workspaceId, fx.workspaceId))
    .orderBy(brandProfiles.createdAt, brandProfiles.id);
const profileRow = async (id: string) =>
  (await db().select().from(brandProfiles).where(eq(brandProfiles.id, id)))[0] ?? null;
const campaignRow = async (id: string) =>
  (await db().select().from(campaigns).where(eq(campaigns.id, id)))[0] ?? null;
const campaignIdsOf = async (fx: Fixture) =>
  (
    await db()
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.brandId, fx.workspaceId))
      .orderBy(campaigns.id)
  ).map((row) => row.id);
/** An application with its offers, as stored. */
async function applicationState(id: string) {
  const [row] = await db().select().from(campaignApplications).where(eq(campaignApplications.id, id));
  const offers = await db().query.applicationOffers.findMany({
    where: (offer, { eq: equals }) => equals(offer.applicationId, id),
  });
  return { row, offers: offers.length };
}
const subscriptionRow = async (workspaceId: string) =>
  (await db().select().from(brandSubscriptions).where(eq(brandSubscriptions.workspaceId, workspaceId)))[0];
const billingState = async (fx: Fixture) => ({
  subscription: await subscriptionRow(fx.workspaceId),
  payments: await db().select().from(payments).where(eq(payments.workspaceId, fx.workspaceId)),
  limitRequests: await db()
    .select()
    .from(enterpriseLimitRequests)
    .where(eq(enterpriseLimitRequests.workspaceId, fx.workspaceId)),
});

/**
 * Both workspaces on a fresh premium period with no scheduled change and no checkout under way
 * (billing rows change these).
 */
async function freshPlans(fx: Fixture, planId: 'premium' | 'enterprise' = 'premium') {
  const both = [fx.workspaceId, fx.otherWorkspaceId];
  await giveSubscription(t, fx.workspaceId, { planId });
  await giveSubscription(t, fx.otherWorkspaceId, { planId });
  await db()
    .update(brandSubscriptions)
    .set({ scheduledPlanId: null, scheduledChangeAt: null })
    .where(inArray(brandSubscriptions.workspaceId, both));
  await db()
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(inArray(payments.workspaceId, both), eq(payments.status, 'pending')));
}

/** A pending checkout of the workspace, started by its owner. */
async function freshPayment(fx: Fixture): Promise<Target> {
  const response = await call(t, fx.people.owner, 'POST', '/api/payments/checkout', {
    planId: 'premium',
    idempotencyKey: `matrix-${randomUUID()}`,
  });
  if (response.status !== 201)
    throw new Error(`checkout answered ${response.status}: ${await response.text()}`);
  return { id: ((await response.json()) as { id: string }).id };
}

/** An invoice of the fixture workspace (as a payment issues it; numbered apart from real ones). */
async function freshTaxInvoice(fx: Fixture): Promise<Target> {
  const line = vatInclusiveLine({
    description: 'Matrix plan',
    unitGrossFils: 32_000,
    quantity: 1,
    vatRateBasisPoints: 500,
  });
  const [row] = await db()
    .insert(taxDocuments)
    .values({
      kind: 'invoice',
      number: `MATRIX-${randomUUID()}`,
      workspaceId: fx.workspaceId,
      paymentId: randomUUID(),
      issuedAt: new Date(),
      issueDate: '2026-11-27',
      supplierName: 'Supplier',
      supplierAddress: 'Dubai',
      supplierTrn: '100000000000003',
      recipientName: 'Matrix Trading LLC',
      currency: 'AED',
      lines: [line],
      taxableFils: line.taxableFils,
      vatFils: line.vatFils,
      totalFils: line.totalFils,
    })
    .returning();
  return { id: row!.id };
}

const fixed = (id: (fx: Fixture) => string) => (fx: Fixture) => Promise.resolve({ id: id(fx) });

/** The address the matrix's invitations go to: none of the callers has it. */
const INVITEE = 'matrix-invitee@example.com';

/** An open invitation of the workspace to INVITEE, written directly; its link token and id. */
async function freshInvitation(fx: Fixture): Promise<{ id: string; token: string }> {
  const { token, tokenHash } = newInvitationToken();
  const [row] = await db()
    .insert(workspaceInvitations)
    .values({
      workspaceId: fx.workspaceId,
      email: INVITEE,
      role: 'member',
      tokenHash,
      invitedBy: fx.people.owner!.id,
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: workspaceInvitations.id });
  return { id: row!.id, token };
}

/** Invitation rows take seats: each row drops the ones it made. */
const dropInvitation = (id: string) =>
  db()
    .delete(workspaceInvitations)
    .where(eq(workspaceInvitations.id, id))
    .then(() => undefined);
const invitationRow = async (id: string) =>
  (await db().select().from(workspaceInvitations).where(eq(workspaceInvitations.id, id)))[0] ?? null;
const invitationRows = (fx: Fixture) =>
  db()
    .select()
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.workspaceId, fx.workspaceId))
    .orderBy(workspaceInvitations.id);

/** The workspace's people with their roles and assigned profiles. */
const teamState = async (fx: Fixture) => ({
  people: await db()
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, fx.workspaceId))
    .orderBy(workspaceMembers.userId),
  assignments: await db()
    .select({ userId: workspaceMemberProfiles.userId, profileId: workspaceMemberProfiles.brandProfileId })
    .from(workspaceMemberProfiles)
    .where(eq(workspaceMemberProfiles.workspaceId, fx.workspaceId))
    .orderBy(workspaceMemberProfiles.userId, workspaceMemberProfiles.brandProfileId),
});

/** Takes a throwaway person out of the workspace again if the call left them in (a seat each). */
const dropPerson = (userId: string) =>
  db()
    .delete(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId))
    .then(() => undefined);

/** The fixture's role and assignments of each caller, for a stand-in of theirs. */
const STAND_INS: Partial<Record<Caller, (fx: Fixture) => [string, WorkspaceRole, string[]]>> = {
  owner: (fx) => [fx.workspaceId, 'owner', []],
  manager: (fx) => [fx.workspaceId, 'manager', []],
  assignedMember: (fx) => [fx.workspaceId, 'member', [fx.outlet.id]],
  unassignedMember: (fx) => [fx.workspaceId, 'member', [fx.main.id]],
  // A second owner of the other workspace: its only owner could not leave.
  otherWorkspace: (fx) => [fx.otherWorkspaceId, 'owner', []],
};

// ---------- the matrix ----------

/** An external code of the fixture's creator, written directly; what a hub row changes. */
async function freshCreatorCode(fx: Fixture): Promise<Target> {
  const [row] = await db()
    .insert(affiliateCodes)
    .values({
      creatorId: fx.people.creator!.id,
      code: 'MATRIX10',
      isExternal: true,
      externalBrandName: 'Matrix Shop',
    })
    .returning({ id: affiliateCodes.id });
  return { id: row!.id };
}
const creatorCodeRow = async (_fx: Fixture, target: Target) =>
  (await db().select().from(affiliateCodes).where(eq(affiliateCodes.id, target.id)))[0] ?? null;
const dropCreatorCode = (_fx: Fixture, target: Target) =>
  db()
    .delete(affiliateCodes)
    .where(eq(affiliateCodes.id, target.id))
    .then(() => undefined);

/** A QR code of the workspace under Outlet, written directly (no monthly unit used). */
async function freshPrivateCode(fx: Fixture): Promise<Target> {
  const row = await insertCode(t, {
    workspaceId: fx.workspaceId,
    brandProfileId: fx.outlet.id,
    campaignName: 'Matrix fresh code',
  });
  return { id: row.id };
}
const privateCodeState = (_fx: Fixture, target: Target) => privateCodeRow(t, target.id);
const privateCodeIdsOf = async (fx: Fixture) =>
  (
    await db()
      .select({ id: privateReferralCodes.id })
      .from(privateReferralCodes)
      .where(eq(privateReferralCodes.workspaceId, fx.workspaceId))
      .orderBy(privateReferralCodes.id)
  ).map((row) => row.id);

/**
 * A fresh onsite Outlet campaign (point rewards off: no verification needed) with the applicant
 * approved on it; the body is the applicant's personal event pass.
 */
async function freshEventPass(fx: Fixture): Promise<Target> {
  const campaignId = await freshCampaign(fx, { campaignType: 'onsite' });
  const application = await applyAs(t, fx.applicant, { type: 'direct', campaignId });
  await db()
    .update(campaignApplications)
    .set({ status: 'approved' })
    .where(eq(campaignApplications.id, application.id));
  const response = await call(t, fx.applicant, 'GET', `/api/campaigns/${campaignId}/event-pass`);
  if (response.status !== 200) throw new Error(`event-pass answered ${response.status}`);
  const { code } = (await response.json()) as { code: string };
  return { id: campaignId, body: { code } };
}

const checkInsOfEvent = async (_fx: Fixture, target: Target) =>
  db().select().from(eventCheckIns).where(eq(eventCheckIns.eventId, target.id));

// Event check-ins (issue 20): owners, managers and the members assigned to the campaign's brand
// profile validate passes, check creators in and read the event's check-ins.
const CHECK_IN_ROWS: Row[] = [
  {
    method: 'POST',
    route: '/api/campaigns/{id}/check-ins/validate',
    expected: assignedChange(200),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: freshEventPass,
    body: (target) => target.body,
  },
  {
    method: 'POST',
    route: '/api/campaigns/{id}/check-ins',
    expected: assignedChange(201),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: freshEventPass,
    body: (target) => target.body,
    snapshot: checkInsOfEvent,
  },
  {
    method: 'GET',
    route: '/api/campaigns/{id}/check-ins',
    expected: assignedChange(200),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: freshEventPass,
  },
];

// Messaging (issue 22): an application's thread belongs to the workspace people who may work on
// the application (owners, managers, members assigned to the campaign's brand profile), the
// creator and their agent; everyone else is told it does not exist. The lists and the badge
// answer every messaging account with their own threads.
const threadParticipants = (ok: number): Expected => ({
  owner: ok,
  manager: ok,
  assignedMember: ok,
  unassignedMember: 404,
  otherWorkspace: 404,
  creator: 404,
  signedOut: 401,
});
const ownThreads: Expected = { ...readable(), creator: 200 };

let outletThread: { id: string; attachmentUrl: string } | undefined;

/** The Outlet application's thread, with the applicant's PDF in it (made once). */
async function freshThread(fx: Fixture): Promise<Target> {
  if (!outletThread) {
    const opened = await call(
      t,
      fx.applicant,
      'GET',
      `/api/applications/${fx.outletApplicationId}/conversation`,
    );
    if (opened.status !== 200) throw new Error(`conversation answered ${opened.status}`);
    const { id } = (await opened.json()) as { id: string };
    const form = new FormData();
    form.append('file', new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'brief.pdf'));
    form.append('purpose', 'message-attachment');
    const uploaded = await t.request('/api/uploads', {
      method: 'POST',
      headers: { cookie: fx.applicant.cookie },
      body: form,
    });
    const upload = (await uploaded.json()) as { id: string };
    const sent = await call(t, fx.applicant, 'POST', `/api/conversations/${id}/messages`, {
      body: 'Matrix brief',
      attachmentUploadIds: [upload.id],
      clientKey: randomUUID(),
    });
    if (sent.status !== 201) throw new Error(`send answered ${sent.status}`);
    const { attachments } = (await sent.json()) as { attachments: { url: string }[] };
    outletThread = { id, attachmentUrl: attachments[0]!.url };
  }
  return { id: outletThread.id, body: outletThread.attachmentUrl };
}

const threadMessages = async (_fx: Fixture, target: Target) =>
  db()
    .select({ id: messages.id, readAt: messages.readAt })
    .from(messages)
    .where(eq(messages.conversationId, target.id));

const MESSAGING_ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/applications/{id}/conversation',
    expected: threadParticipants(200),
    target: async (fx) => ({ id: fx.outletApplicationId }),
  },
  { method: 'GET', route: '/api/conversations', expected: ownThreads },
  { method: 'GET', route: '/api/messages/unread-count', expected: ownThreads },
  { method: 'GET', route: '/api/conversations/{id}', expected: threadParticipants(200), target: freshThread },
  {
    method: 'GET',
    route: '/api/conversations/{id}/messages',
    expected: threadParticipants(200),
    target: freshThread,
  },
  {
    method: 'POST',
    route: '/api/conversations/{id}/messages',
    expected: threadParticipants(201),
    target: freshThread,
    body: () => ({ body: 'Matrix hello', clientKey: randomUUID() }),
    snapshot: threadMessages,
  },
  {
    method: 'POST',
    route: '/api/conversations/{id}/read',
    expected: threadParticipants(200),
    target: freshThread,
    snapshot: threadMessages,
  },
  {
    method: 'POST',
    route: '/api/conversations/{id}/delivered',
    expected: threadParticipants(200),
    target: freshThread,
  },
  {
    method: 'GET',
    route: '/api/conversations/{id}/attachments/{attachmentId}',
    expected: threadParticipants(200),
    target: freshThread,
    path: (target) => target.body as string,
  },
];

// Messaging safety (issue 22, decision 0073): owners and managers ask creators
// to talk for the workspace and follow its requests; creators answer requests addressed to them.
// Blocks and reports belong to the thread's participants, as the thread does.
const requestSenders = (ok: number): Expected => ({
  owner: ok,
  manager: ok,
  assignedMember: 403,
  unassignedMember: 403,
  otherWorkspace: ok,
  creator: 403,
  signedOut: 401,
});
const requestAnswerers: Expected = {
  owner: 403,
  manager: 403,
  assignedMember: 403,
  unassignedMember: 403,
  otherWorkspace: 403,
  creator: 404,
  signedOut: 401,
};

let pendingRequestId: string | undefined;

/** A pending chat request from the fixture workspace to its applicant (made once, never answered). */
async function pendingRequest(fx: Fixture): Promise<Target> {
  if (!pendingRequestId) {
    const [row] = await db()
      .insert(chatRequests)
      .values({
        fromUserId: fx.people.owner!.id,
        workspaceId: fx.workspaceId,
        toCreatorId: fx.applicant.id,
        message: 'Matrix request',
      })
      .returning({ id: chatRequests.id });
    pendingRequestId = row!.id;
  }
  return { id: pendingRequestId };
}

const requestStatus = async (_fx: Fixture, target: Target) =>
  db().select({ status: chatRequests.status }).from(chatRequests).where(eq(chatRequests.id, target.id));

const workspaceBlocks = (fx: Fixture) =>
  db()
    .select({ id: conversationBlocks.id })
    .from(conversationBlocks)
    .where(eq(conversationBlocks.blockerWorkspaceId, fx.workspaceId));
const liftWorkspaceBlocks = async (fx: Fixture) => {
  await db().delete(conversationBlocks).where(eq(conversationBlocks.blockerWorkspaceId, fx.workspaceId));
};

const MESSAGING_SAFETY_ROWS: Row[] = [
  {
    method: 'POST',
    route: '/api/chat-requests',
    expected: requestSenders(201),
    refusal: MESSAGING_SAFETY_MESSAGES.brandRoleRefused,
    target: async () => ({
      id: '',
      body: { creatorId: (await createCreator(t)).id, message: 'Matrix hello' },
    }),
    body: (target) => target.body,
  },
  {
    method: 'GET',
    route: '/api/chat-requests',
    expected: { ...requestSenders(200), creator: 200 },
    refusal: MESSAGING_SAFETY_MESSAGES.brandRoleRefused,
  },
  {
    method: 'GET',
    route: '/api/chat-requests/status',
    expected: requestSenders(200),
    refusal: MESSAGING_SAFETY_MESSAGES.brandRoleRefused,
    target: async () => ({ id: (await createCreator(t)).id }),
    path: (target) => `/api/chat-requests/status?creatorId=${target.id}`,
  },
  {
    method: 'POST',
    route: '/api/chat-requests/{id}/accept',
    expected: requestAnswerers,
    target: pendingRequest,
    snapshot: requestStatus,
  },
  {
    method: 'POST',
    route: '/api/chat-requests/{id}/decline',
    expected: requestAnswerers,
    target: pendingRequest,
    body: () => ({}),
    snapshot: requestStatus,
  },
  {
    method: 'GET',
    route: '/api/conversations/{id}/block',
    expected: threadParticipants(200),
    target: freshThread,
  },
  {
    method: 'POST',
    route: '/api/conversations/{id}/block',
    expected: threadParticipants(200),
    target: freshThread,
    body: () => ({}),
    snapshot: (fx) => workspaceBlocks(fx),
    cleanup: (fx) => liftWorkspaceBlocks(fx),
  },
  {
    method: 'DELETE',
    route: '/api/conversations/{id}/block',
    expected: threadParticipants(200),
    target: freshThread,
    prepare: async (fx) => {
      await db()
        .insert(conversationBlocks)
        .values({
          blockerWorkspaceId: fx.workspaceId,
          blockedUserId: fx.applicant.id,
          createdBy: fx.people.owner!.id,
        })
        .onConflictDoNothing();
    },
    snapshot: (fx) => workspaceBlocks(fx),
    cleanup: (fx) => liftWorkspaceBlocks(fx),
  },
  {
    method: 'POST',
    route: '/api/conversations/{id}/report',
    expected: threadParticipants(201),
    target: freshThread,
    body: () => ({ reason: 'spam' }),
  },
];

// Private QR codes (issue 18): everyone in the workspace reads them and downloads their images;
// owners, managers and the members assigned to a code's brand profile create, switch and delete.
const PRIVATE_CODE_ROWS: Row[] = [
  {
    // Another workspace reads its own: the fresh code must not leak into it.
    method: 'GET',
    route: '/api/private-codes',
    expected: readable(),
    target: freshPrivateCode,
  },
  {
    // Under the Outlet profile (X-Brand-Profile-Id): another workspace cannot act as it.
    method: 'POST',
    route: '/api/private-codes',
    expected: assignedChange(201),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    actingAs: (fx) => fx.outlet.id,
    body: () => codeForm({ campaignName: 'Matrix created code' }),
    snapshot: privateCodeIdsOf,
    cleanup: async (_fx, _target, response) => {
      if (response.status !== 201) return;
      const { id } = (await response.json()) as { id: string };
      await db().delete(privateReferralCodes).where(eq(privateReferralCodes.id, id));
    },
  },
  {
    method: 'PATCH',
    route: '/api/private-codes/{id}',
    expected: assignedChange(200),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: freshPrivateCode,
    body: () => ({ status: 'inactive' }),
    snapshot: privateCodeState,
  },
  {
    method: 'DELETE',
    route: '/api/private-codes/{id}',
    expected: assignedChange(204),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: freshPrivateCode,
    snapshot: privateCodeState,
  },
  {
    method: 'GET',
    route: '/api/private-codes/{id}/qr.png',
    expected: readableById(),
    target: freshPrivateCode,
  },
  {
    method: 'GET',
    route: '/api/private-codes/{id}/qr.svg',
    expected: readableById(),
    target: freshPrivateCode,
  },
];

const CREATOR_HUB_ROWS: Row[] = [
  { method: 'GET', route: '/api/my-codes', expected: creatorsOnly(200) },
  { method: 'GET', route: '/api/my-codes/analytics', expected: creatorsOnly(200) },
  {
    method: 'POST',
    route: '/api/my-codes',
    expected: creatorsOnly(201),
    body: () => ({ brandName: 'Matrix Shop', code: 'MATRIX15', brandUrl: 'https://matrix.example' }),
    cleanup: async (_fx, _target, response) => {
      if (response.status !== 201) return;
      const { code } = (await response.json()) as { code: { id: string } };
      await db().delete(affiliateCodes).where(eq(affiliateCodes.id, code.id));
    },
  },
  {
    method: 'PATCH',
    route: '/api/my-codes/{id}',
    expected: creatorsOnly(200),
    target: freshCreatorCode,
    body: () => ({ code: 'MATRIX20', brandUrl: 'https://matrix.example' }),
    snapshot: creatorCodeRow,
    cleanup: dropCreatorCode,
  },
  {
    method: 'PUT',
    route: '/api/my-codes/{id}/visibility',
    expected: creatorsOnly(200),
    target: freshCreatorCode,
    body: () => ({ visibility: 'hidden' }),
    snapshot: creatorCodeRow,
    cleanup: dropCreatorCode,
  },
  {
    method: 'DELETE',
    route: '/api/my-codes/{id}',
    expected: creatorsOnly(204),
    target: freshCreatorCode,
    snapshot: creatorCodeRow,
    cleanup: dropCreatorCode,
  },
];

const MATRIX: Row[] = [
  // brand profiles
  { method: 'GET', route: '/api/brand-profiles', expected: readable() },
  {
    method: 'POST',
    route: '/api/brand-profiles',
    expected: managersChange(201, 201),
    refusal: WORKSPACE_MESSAGES.managersOnly,
    body: () => ({ profileName: 'Matrix new profile' }),
    snapshot: (fx) => profileRows(fx),
    cleanup: async (_fx, _target, response) => {
      if (response.status === 201) await dropProfile(((await response.json()) as BrandProfile).id);
    },
  },
  { method: 'GET', route: '/api/brand-profiles/defaults', expected: readable() },
  {
    method: 'PUT',
    route: '/api/brand-profiles/defaults',
    expected: managersChange(200, 200),
    refusal: WORKSPACE_MESSAGES.managersOnly,
    body: () => ({ country: 'AE', city: 'Abu Dhabi' }),
    prepare: (fx) =>
      db()
        .delete(brandDefaults)
        .where(eq(brandDefaults.workspaceId, fx.workspaceId))
        .then(() => undefined),
    snapshot: (fx) => db().select().from(brandDefaults).where(eq(brandDefaults.workspaceId, fx.workspaceId)),
  },
  {
    method: 'GET',
    route: '/api/brand-profiles/{id}',
    expected: readableById(),
    target: fixed((fx) => fx.outlet.id),
  },
  {
    method: 'PATCH',
    route: '/api/brand-profiles/{id}',
    expected: managersChange(200),
    refusal: WORKSPACE_MESSAGES.managersOnly,
    target: fixed((fx) => fx.outlet.id),
    body: () => ({ bio: `Edited in the matrix ${randomUUID()}` }),
    snapshot: (_fx, target) => profileRow(target.id),
  },
  {
    method: 'DELETE',
    route: '/api/brand-profiles/{id}',
    expected: managersChange(204),
    refusal: WORKSPACE_MESSAGES.managersOnly,
    target: freshProfile,
    snapshot: (fx) => profileRows(fx),
    cleanup: (_fx, target) => dropProfile(target.id).then(() => undefined),
  },
  {
    method: 'POST',
    route: '/api/brand-profiles/{id}/account-manager',
    expected: managersChange(200),
    refusal: WORKSPACE_MESSAGES.managersOnly,
    target: freshProfile,
    snapshot: (fx) => profileRows(fx),
    cleanup: async (fx, target) => {
      await dropProfile(target.id);
      await db().update(brandProfiles).set({ isDefault: true }).where(eq(brandProfiles.id, fx.main.id));
    },
  },
  {
    method: 'PUT',
    route: '/api/brand-profiles/{id}/image',
    expected: managersChange(200),
    refusal: WORKSPACE_MESSAGES.managersOnly,
    // The caller's own upload where they may set it; the owner's otherwise (refused first).
    target: async (fx, caller) => {
      const person = caller === 'manager' ? fx.people.manager! : fx.people.owner!;
      return { id: fx.outlet.id, body: { uploadId: await uploadLogo(person) } };
    },
    body: (target) => target.body,
    snapshot: (_fx, target) => profileRow(target.id),
  },
  {
    method: 'DELETE',
    route: '/api/brand-profiles/{id}/image',
    expected: managersChange(200),
    refusal: WORKSPACE_MESSAGES.managersOnly,
    target: async (fx) => {
      const uploadId = await uploadLogo(fx.people.owner!);
      const response = await call(t, fx.people.owner, 'PUT', `/api/brand-profiles/${fx.outlet.id}/image`, {
        uploadId,
      });
      if (response.status !== 200) throw new Error(`set image answered ${response.status}`);
      return { id: fx.outlet.id };
    },
    snapshot: (_fx, target) => profileRow(target.id),
  },

  // campaigns (brand side)
  { method: 'GET', route: '/api/campaigns/dashboard', expected: readable() },
  { method: 'GET', route: '/api/campaigns/mine', expected: readable() },
  {
    method: 'GET',
    route: '/api/campaigns/mine/{id}',
    expected: readableById(),
    target: fixed((fx) => fx.outletCampaignId),
  },
  {
    method: 'GET',
    route: '/api/campaigns/mine/{id}/deletion',
    expected: readableById(),
    target: fixed((fx) => fx.outletCampaignId),
  },
  {
    // The feed's view of a private campaign: the workspace's people see it, other brands and
    // creators outside its network do not.
    method: 'GET',
    route: '/api/campaigns/{id}',
    expected: { ...readableById(), creator: 404 },
    target: async (fx) => ({ id: await freshCampaign(fx, { visibility: 'private' }) }),
  },
  {
    // Under the Outlet profile (X-Brand-Profile-Id): another workspace cannot act as it.
    method: 'POST',
    route: '/api/campaigns',
    expected: assignedChange(201),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    actingAs: (fx) => fx.outlet.id,
    body: () => campaignForm({ title: 'Matrix created campaign' }),
    snapshot: (fx) => campaignIdsOf(fx),
    cleanup: async (_fx, _target, response) => {
      if (response.status !== 201) return;
      const { campaign } = (await response.json()) as { campaign: { id: string } };
      await db().delete(campaigns).where(eq(campaigns.id, campaign.id));
    },
  },
  {
    method: 'PUT',
    route: '/api/campaigns/{id}',
    expected: assignedChange(200),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: async (fx) => ({ id: await freshCampaign(fx) }),
    body: () => campaignForm({ title: 'Matrix edited campaign' }),
    snapshot: (_fx, target) => campaignRow(target.id),
  },
  {
    method: 'PATCH',
    route: '/api/campaigns/{id}/status',
    expected: assignedChange(200),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: async (fx) => ({ id: await freshCampaign(fx) }),
    body: () => ({ status: 'paused' }),
    snapshot: (_fx, target) => campaignRow(target.id),
  },
  {
    method: 'DELETE',
    route: '/api/campaigns/{id}',
    expected: assignedChange(204),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: async (fx) => ({ id: await freshCampaign(fx) }),
    snapshot: (_fx, target) => campaignRow(target.id),
  },

  // applications (brand side)
  {
    method: 'GET',
    route: '/api/applications/campaigns/{campaignId}',
    expected: readableById(),
    target: fixed((fx) => fx.outletCampaignId),
  },
  {
    method: 'POST',
    route: '/api/applications/campaigns/{campaignId}/viewed',
    expected: assignedChange(200),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: async (fx) => {
      const application = await freshApplication(fx, 'direct');
      return { id: application.campaignId!, campaignId: application.campaignId };
    },
    snapshot: (_fx, target) =>
      db()
        .select({ viewed: campaignApplications.viewedByBrand })
        .from(campaignApplications)
        .where(eq(campaignApplications.campaignId, target.id)),
  },
  {
    // Either side reads it: a creator who is not its applicant gets 404.
    method: 'GET',
    route: '/api/applications/{id}',
    expected: { ...readableById(), creator: 404 },
    target: fixed((fx) => fx.outletApplicationId),
  },
  {
    method: 'POST',
    route: '/api/applications/{id}/approve',
    expected: assignedChange(200),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: (fx) => freshApplication(fx, 'direct'),
    snapshot: (_fx, target) => applicationState(target.id),
  },
  {
    method: 'POST',
    route: '/api/applications/{id}/reject',
    expected: assignedChange(200),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: (fx) => freshApplication(fx, 'direct'),
    snapshot: (_fx, target) => applicationState(target.id),
  },
  ...(['accept', 'counter', 'reject'] as const).map((action): Row => ({
    // Either side answers a negotiation: a creator who is not its applicant gets 404.
    method: 'POST',
    route: `/api/applications/{id}/negotiation/${action}`,
    expected: { ...assignedChange(200), creator: 404 },
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: (fx) => freshApplication(fx, 'negotiation'),
    body: () => (action === 'counter' ? { amount: 1200, message: 'Our budget is tighter' } : undefined),
    snapshot: (_fx, target) => applicationState(target.id),
  })),

  // disputes (issue 19): the workspace's people read an application's disputes; those who
  // decide on its applications open one. A creator who is not its applicant gets 404.
  {
    method: 'GET',
    route: '/api/applications/{id}/disputes',
    expected: { ...readableById(), creator: 404 },
    target: fixed((fx) => fx.outletApplicationId),
  },
  {
    method: 'POST',
    route: '/api/applications/{id}/disputes',
    expected: { ...assignedChange(201), creator: 404 },
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: async (fx) => {
      const application = await freshApplication(fx, 'direct');
      await db()
        .update(campaignApplications)
        .set({ status: 'approved' })
        .where(eq(campaignApplications.id, application.id));
      return application;
    },
    body: () => ({
      disputeType: 'content',
      description: "The reel shows last season's packaging throughout.",
    }),
    snapshot: (_fx, target) =>
      db().select({ id: disputes.id }).from(disputes).where(eq(disputes.applicationId, target.id)),
  },

  // submissions (brand side): everyone in the workspace reads, assigned people review
  {
    // Another workspace reads its own (empty) queue: the fresh submission must not leak into it
    // (its campaignId filter on this workspace's campaign answers 404: brand-submissions.test.ts).
    method: 'GET',
    route: '/api/submissions',
    expected: readable(),
    target: (fx) => freshSubmission(fx),
  },
  {
    method: 'GET',
    route: '/api/submissions/campaigns/{campaignId}',
    expected: readableById(),
    target: fixed((fx) => fx.outletCampaignId),
  },
  {
    method: 'POST',
    route: '/api/submissions/{id}/review',
    expected: assignedChange(200),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: (fx) => freshSubmission(fx),
    body: () => ({ action: 'revision', feedback: 'Please show the logo' }),
    snapshot: (_fx, target) => submissionRow(target.id),
  },

  // final results and payouts (decision 0046): everyone reads, assigned people review results,
  // owners and managers mark payouts paid
  {
    method: 'GET',
    route: '/api/results/campaigns/{campaignId}',
    expected: readableById(),
    target: fixed((fx) => fx.outletCampaignId),
  },
  {
    method: 'GET',
    route: '/api/results/campaigns/{campaignId}/export',
    expected: readableById(),
    target: fixed((fx) => fx.outletCampaignId),
  },
  {
    method: 'POST',
    route: '/api/results/{applicationId}/review',
    expected: assignedChange(200),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: (fx) => freshResults(fx),
    body: () => ({ action: 'approve', payoutAmount: 750 }),
    snapshot: (_fx, target) => resultsState(target.id),
  },
  {
    // Another workspace reads its own (empty) list: the fresh payout must not leak into it.
    method: 'GET',
    route: '/api/payouts',
    expected: readable(),
    target: (fx) => freshResults(fx, true),
  },

  ...PRIVATE_CODE_ROWS,
  ...CHECK_IN_ROWS,
  ...MESSAGING_ROWS,
  ...MESSAGING_SAFETY_ROWS,
  {
    // The same for the CSV file: another workspace downloads its own history, without this one's rows.
    method: 'GET',
    route: '/api/payouts/export',
    expected: readable(),
    target: (fx) => freshResults(fx, true),
  },
  {
    method: 'POST',
    route: '/api/payouts/{applicationId}/paid',
    expected: managersChange(200),
    refusal: WORKSPACE_MESSAGES.managersOnly,
    target: (fx) => freshResults(fx, true),
    body: () => ({ paidOn: '2025-01-15', reference: 'MATRIX-1' }),
    snapshot: (_fx, target) => resultsState(target.id),
  },

  // the brand network (favourite creators): everyone reads, owners and managers change it (it
  // opens every brand profile's private campaigns), and the people who work on a campaign's
  // brand profile invite favourites to it
  { method: 'GET', route: '/api/network', expected: readable() },
  { method: 'GET', route: '/api/network/ids', expected: readable() },
  {
    // Another workspace's owner adds to their own network.
    method: 'POST',
    route: '/api/network',
    expected: managersChange(201, 201),
    refusal: WORKSPACE_MESSAGES.managersOnly,
    target: async () => ({ id: (await createCreator(t)).id }),
    body: (target) => ({ creatorId: target.id }),
    snapshot: (fx) => networkRows(fx.workspaceId),
    cleanup: (_fx, target) => dropFavourites(target.id),
  },
  {
    method: 'DELETE',
    route: '/api/network/{creatorId}',
    expected: managersChange(204),
    refusal: WORKSPACE_MESSAGES.managersOnly,
    target: async (fx) => ({ id: await freshFavourite(fx) }),
    snapshot: (fx) => networkRows(fx.workspaceId),
    cleanup: (_fx, target) => dropFavourites(target.id),
  },
  {
    // A favourite and a private campaign under Outlet, fresh for each caller (one invitation per
    // campaign and creator a day).
    method: 'POST',
    route: '/api/network/{creatorId}/invite',
    expected: assignedChange(200),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: async (fx) => ({
      id: await freshFavourite(fx),
      campaignId: await freshCampaign(fx, { visibility: 'private' }),
    }),
    body: (target) => ({ campaignId: target.campaignId }),
    snapshot: (_fx, target) => db().select().from(notifications).where(eq(notifications.userId, target.id)),
    cleanup: (_fx, target) => dropFavourites(target.id),
  },

  // affiliate codes (issue 17, decision 0054): everyone in the workspace
  // reads them; the people who work on a campaign's brand profile create and delete its codes
  // and import its orders
  {
    // Another workspace reads its own: the fresh code (on a 'Matrix fresh campaign') must not leak into it.
    method: 'GET',
    route: '/api/brand-affiliate/analytics',
    expected: readable(),
    target: async (fx) => {
      const campaignId = await freshCampaign(fx);
      return insertAffiliateCode(t, { workspaceId: fx.workspaceId, campaignId, creatorId: fx.applicant.id });
    },
  },
  {
    method: 'GET',
    route: '/api/brand-affiliate/campaigns/{campaignId}',
    expected: readableById(),
    target: fixed((fx) => fx.outletCampaignId),
  },
  {
    // An accepted creator of a fresh Outlet campaign.
    method: 'POST',
    route: '/api/brand-affiliate/campaigns/{campaignId}/codes',
    expected: assignedChange(201),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: async (fx) => {
      const application = await freshApplication(fx, 'direct');
      await db()
        .update(campaignApplications)
        .set({ status: 'approved' })
        .where(eq(campaignApplications.id, application.id));
      return { id: application.campaignId!, body: fx.applicant.id };
    },
    body: (target) => ({
      creatorId: target.body,
      code: `NEW${randomUUID().slice(0, 8)}`,
      brandUrl: 'https://shop.example.com',
      expiresOn: '2999-12-31',
    }),
    snapshot: (_fx, target) => campaignCodeRows(t, target.id),
  },
  {
    // A store export with an order on a code of a fresh Outlet campaign.
    method: 'POST',
    route: '/api/brand-affiliate/campaigns/{campaignId}/orders',
    expected: assignedChange(200),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: async (fx) => {
      const campaignId = await freshCampaign(fx);
      const { code } = await insertAffiliateCode(t, {
        workspaceId: fx.workspaceId,
        campaignId,
        creatorId: fx.applicant.id,
      });
      return { id: campaignId, body: code };
    },
    body: (target) => orderExportForm(target.body as string),
    snapshot: (_fx, target) => campaignOrderRows(t, target.id),
  },
  {
    method: 'DELETE',
    route: '/api/brand-affiliate/codes/{id}',
    expected: assignedChange(204),
    refusal: WORKSPACE_MESSAGES.notAssigned,
    target: async (fx) => {
      const campaignId = await freshCampaign(fx);
      return insertAffiliateCode(t, { workspaceId: fx.workspaceId, campaignId, creatorId: fx.applicant.id });
    },
    snapshot: (_fx, target) => codeRowOf(t, target.id),
  },

  // analytics (issue 16 item 6): everyone in the workspace reads it
  {
    // Another workspace reads its own: the fresh completed results must not leak into it.
    method: 'GET',
    route: '/api/analytics',
    expected: readable(),
    target: (fx) => freshResults(fx, true),
  },

  // the creator's public profile (issue 17): social links and the name, creators only; nobody
  // of a brand workspace reads or changes them
  { method: 'GET', route: '/api/me/social-links', expected: creatorsOnly(200) },
  {
    method: 'POST',
    route: '/api/me/social-links',
    expected: creatorsOnly(201),
    body: () => ({ platform: 'instagram', url: 'https://instagram.com/matrix' }),
    snapshot: (fx) => socialLinkRows(fx),
    cleanup: (fx) => dropSocialLinks(fx),
  },
  {
    method: 'DELETE',
    route: '/api/me/social-links/{id}',
    expected: creatorsOnly(204),
    target: freshSocialLink,
    snapshot: (fx) => socialLinkRows(fx),
    cleanup: (fx) => dropSocialLinks(fx),
  },
  {
    method: 'PUT',
    route: '/api/me/creator-profile/name',
    expected: creatorsOnly(200),
    body: () => ({ firstName: 'Matrix', lastName: 'Creator' }),
  },

  // subscription and payments: billing is the owners'
  {
    method: 'GET',
    route: '/api/subscriptions/me',
    expected: readable(),
    prepare: (fx) => freshPlans(fx),
  },
  {
    method: 'GET',
    route: '/api/subscriptions/me/limits',
    expected: readable(),
    prepare: (fx) => freshPlans(fx),
  },
  {
    method: 'POST',
    route: '/api/subscriptions/me/cancel',
    expected: ownersOnly(200),
    refusal: WORKSPACE_MESSAGES.billingOwnersOnly,
    body: () => ({}),
    prepare: (fx) => freshPlans(fx),
    snapshot: billingState,
  },
  {
    method: 'GET',
    route: '/api/subscriptions/me/quote',
    expected: ownersOnly(200),
    refusal: WORKSPACE_MESSAGES.billingOwnersOnly,
    path: () => '/api/subscriptions/me/quote?planId=premium',
    prepare: (fx) => freshPlans(fx),
  },
  {
    method: 'DELETE',
    route: '/api/subscriptions/me/scheduled-change',
    expected: ownersOnly(200),
    refusal: WORKSPACE_MESSAGES.billingOwnersOnly,
    // A downgrade to basic is scheduled in both workspaces.
    prepare: async (fx) => {
      await freshPlans(fx);
      await db()
        .update(brandSubscriptions)
        .set({ scheduledPlanId: 'basic', scheduledChangeAt: sql`${brandSubscriptions.nextRenewalDate}` })
        .where(inArray(brandSubscriptions.workspaceId, [fx.workspaceId, fx.otherWorkspaceId]));
    },
    snapshot: billingState,
  },
  {
    method: 'POST',
    route: '/api/subscriptions/me/change-plan',
    expected: ownersOnly(200),
    refusal: WORKSPACE_MESSAGES.billingOwnersOnly,
    body: () => ({ planId: 'basic' }),
    prepare: (fx) => freshPlans(fx),
    snapshot: billingState,
  },
  {
    method: 'POST',
    route: '/api/subscriptions/limit-requests',
    expected: ownersOnly(201),
    refusal: WORKSPACE_MESSAGES.billingOwnersOnly,
    body: () => ({
      requestedQrLimit: 60,
      requestedRedemptionLimit: 500,
      businessJustification: 'Seasonal campaign in 40 stores',
      campaignVolumeEstimate: '20 campaigns a month',
    }),
    // Limit requests are for enterprise plans.
    prepare: (fx) => freshPlans(fx, 'enterprise'),
    snapshot: billingState,
    cleanup: (fx) => freshPlans(fx),
  },
  {
    method: 'GET',
    route: '/api/subscriptions/me/billing-details',
    expected: ownersOnly(200),
    refusal: WORKSPACE_MESSAGES.billingOwnersOnly,
  },
  {
    method: 'PUT',
    route: '/api/subscriptions/me/billing-details',
    expected: ownersOnly(200),
    refusal: WORKSPACE_MESSAGES.billingOwnersOnly,
    body: () => ({ legalName: 'Matrix Trading LLC', address: 'Dubai', trn: '100000000000003' }),
    snapshot: (fx) =>
      db().select().from(billingDetails).where(eq(billingDetails.workspaceId, fx.workspaceId)),
  },
  {
    method: 'GET',
    route: '/api/subscriptions/me/billing-history',
    expected: ownersOnly(200),
    refusal: WORKSPACE_MESSAGES.billingOwnersOnly,
  },
  {
    method: 'GET',
    route: '/api/subscriptions/me/tax-documents/{documentId}/pdf',
    expected: ownersOnly(200, 404),
    refusal: WORKSPACE_MESSAGES.billingOwnersOnly,
    target: freshTaxInvoice,
  },
  {
    method: 'POST',
    route: '/api/payments/checkout',
    expected: ownersOnly(201),
    refusal: WORKSPACE_MESSAGES.billingOwnersOnly,
    body: () => ({ planId: 'premium', idempotencyKey: `matrix-${randomUUID()}` }),
    prepare: (fx) => freshPlans(fx),
    snapshot: billingState,
  },
  {
    method: 'GET',
    route: '/api/payments/{paymentId}',
    expected: ownersOnly(200, 404),
    refusal: WORKSPACE_MESSAGES.billingOwnersOnly,
    prepare: (fx) => freshPlans(fx),
    target: freshPayment,
  },
  {
    method: 'POST',
    route: '/api/payments/{paymentId}/verify',
    expected: ownersOnly(200, 404),
    refusal: WORKSPACE_MESSAGES.billingOwnersOnly,
    prepare: (fx) => freshPlans(fx),
    target: freshPayment,
    snapshot: billingState,
  },

  // The workspace's people and invitations (/api/workspace, /api/invitations), one row per
  // operation (those not written yet: PENDING_WORKSPACE_ROUTES). A row that changes the team
  // makes its own target per caller (a fresh invitation or colleague) and removes it again: the
  // premium plan has 5 seats (people but one owner, plus open invitations) and the fixture
  // holds 3 of them.
  { method: 'GET', route: '/api/workspace', expected: readable() },
  {
    method: 'PATCH',
    route: '/api/workspace/members/{userId}',
    expected: ownersOnly(200, 404),
    refusal: WORKSPACE_MESSAGES.ownersOnly,
    target: async (fx) => ({ id: (await createColleague(t, fx.workspaceId, 'member', [fx.outlet.id])).id }),
    body: () => ({ role: 'manager', brandProfileIds: [] }),
    snapshot: teamState,
    cleanup: (_fx, target) => dropPerson(target.id),
  },
  {
    method: 'DELETE',
    route: '/api/workspace/members/{userId}',
    expected: ownersOnly(204, 404),
    refusal: WORKSPACE_MESSAGES.ownersOnly,
    target: async (fx) => ({ id: (await createColleague(t, fx.workspaceId, 'member', [fx.outlet.id])).id }),
    snapshot: teamState,
    cleanup: (_fx, target) => dropPerson(target.id),
  },
  {
    // Any role leaves (members.test.ts covers the last owner's refusal). Each caller is played
    // by a throwaway person of the same role, so the fixture's people stay.
    method: 'POST',
    route: '/api/workspace/leave',
    expected: readable(204),
    target: async (fx, caller) => {
      const standIn = STAND_INS[caller];
      if (!standIn) return { id: '' };
      const [workspaceId, role, profileIds] = standIn(fx);
      const person = await createColleague(t, workspaceId, role, profileIds);
      return { id: person.id, as: person };
    },
    snapshot: teamState,
    cleanup: async (_fx, target) => {
      if (target.id) await dropPerson(target.id);
    },
  },
  {
    method: 'GET',
    route: '/api/workspace/activity',
    expected: ownersOnly(200),
    refusal: WORKSPACE_MESSAGES.ownersOnly,
  },
  {
    // Another workspace's owner invites to their own workspace.
    method: 'POST',
    route: '/api/workspace/invitations',
    expected: managersChange(201, 201),
    refusal: WORKSPACE_MESSAGES.managersOnly,
    prepare: (fx) => freshPlans(fx),
    body: () => ({ email: `matrix-${randomUUID()}@example.com`, role: 'member' }),
    snapshot: invitationRows,
    cleanup: async (_fx, _target, response) => {
      if (response.status === 201) await dropInvitation(((await response.json()) as WorkspaceInvitation).id);
    },
  },
  {
    method: 'POST',
    route: '/api/workspace/invitations/{id}/resend',
    expected: managersChange(200),
    refusal: WORKSPACE_MESSAGES.managersOnly,
    target: async (fx) => ({ id: (await freshInvitation(fx)).id }),
    snapshot: (_fx, target) => invitationRow(target.id),
    cleanup: (_fx, target) => dropInvitation(target.id),
  },
  {
    method: 'DELETE',
    route: '/api/workspace/invitations/{id}',
    expected: managersChange(204),
    refusal: WORKSPACE_MESSAGES.managersOnly,
    target: async (fx) => ({ id: (await freshInvitation(fx)).id }),
    snapshot: (_fx, target) => invitationRow(target.id),
    cleanup: (_fx, target) => dropInvitation(target.id),
  },
  {
    // Public: the e-mailed link's token is the secret.
    method: 'GET',
    route: '/api/invitations/{token}',
    expected: { ...readable(), creator: 200, signedOut: 200 },
    target: async (fx) => {
      const { id, token } = await freshInvitation(fx);
      return { id: token, invitationId: id };
    },
    cleanup: (_fx, target) => dropInvitation(target.invitationId!),
  },
  {
    // None of the callers is the invitee: every signed-in one, the creator included, is refused
    // on the address (checked before the account type), and nothing changes.
    method: 'POST',
    route: '/api/invitations/{token}/accept',
    expected: {
      owner: 403,
      manager: 403,
      assignedMember: 403,
      unassignedMember: 403,
      otherWorkspace: 403,
      creator: 403,
      signedOut: 401,
    },
    refusal: INVITATION_MESSAGES.wrongAddress(INVITEE),
    target: async (fx) => {
      const { id, token } = await freshInvitation(fx);
      return { id: token, invitationId: id };
    },
    snapshot: async (fx, target) => ({
      invitation: await invitationRow(target.invitationId!),
      team: await teamState(fx),
    }),
    cleanup: (_fx, target) => dropInvitation(target.invitationId!),
  },

  // the creator's Affiliate Hub (issue 17): creators only; nobody of a workspace reaches it
  ...CREATOR_HUB_ROWS,
];

// ---------- running it ----------

/** The route with the target's id in its one path parameter. */
function pathOf(row: Row, target: Target): string {
  if (row.path) return row.path(target);
  return row.route.replace(/\{\w+\}/, target.id);
}

/** Things of the fixture workspace another workspace must never see. */
const fixtureIds = (fx: Fixture) => [
  fx.main.id,
  fx.outlet.id,
  fx.mainCampaignId,
  fx.outletCampaignId,
  fx.outletApplicationId,
  'Matrix Main campaign',
  'Matrix Outlet campaign',
  'Matrix fresh campaign',
  'Matrix created campaign',
  'Matrix edited campaign',
  'Matrix fresh code',
];

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createBrand(t);
  await giveSubscription(t, owner.id, { planId: 'premium' });
  const main = await createProfile(t, owner, { profileName: 'Matrix Main', country: 'AE', city: 'Dubai' });
  const outlet = await createProfile(t, owner, { profileName: 'Matrix Outlet' });
  const campaignUnder = async (profile: BrandProfile, title: string) => {
    const response = await call(t, owner, 'POST', '/api/campaigns', campaignForm({ title }), {
      actingAs: profile.id,
    });
    if (response.status !== 201) throw new Error(`campaign answered ${response.status}`);
    return ((await response.json()) as { campaign: { id: string } }).campaign.id;
  };
  const mainCampaignId = await campaignUnder(main, 'Matrix Main campaign');
  const outletCampaignId = await campaignUnder(outlet, 'Matrix Outlet campaign');

  const other = await createBrand(t);
  await giveSubscription(t, other.id, { planId: 'premium' });
  await createProfile(t, other, { profileName: 'Other Main', country: 'AE', city: 'Dubai' });

  const applicant = await createCreator(t, 'Nour', 'Ali');
  const application = await applyAs(t, applicant, { type: 'direct', campaignId: outletCampaignId });

  f = {
    workspaceId: owner.id,
    main,
    outlet,
    mainCampaignId,
    outletCampaignId,
    outletApplicationId: application.id,
    otherWorkspaceId: other.id,
    applicant,
    people: {
      owner,
      manager: await createColleague(t, owner.id, 'manager'),
      assignedMember: await createColleague(t, owner.id, 'member', [outlet.id]),
      unassignedMember: await createColleague(t, owner.id, 'member', [main.id]),
      otherWorkspace: other,
      creator: await createCreator(t),
      signedOut: null,
    },
  };
});
afterAll(() => t.close());

describe('the brand-side role matrix', () => {
  it.each(MATRIX.map((row) => [`${row.method} ${row.route}`, row] as const))('%s', async (_name, row) => {
    const actual = {} as Expected;
    const problems: string[] = [];
    for (const caller of CALLERS) {
      const target = row.target ? await row.target(f, caller) : { id: '' };
      await row.prepare?.(f);
      const before = await row.snapshot?.(f, target);
      const response = await call(
        t,
        target.as !== undefined ? target.as : f.people[caller],
        row.method,
        pathOf(row, target),
        row.body?.(target),
        row.actingAs ? { actingAs: row.actingAs(f) } : {},
      );
      actual[caller] = response.status;
      const text = await response.clone().text();

      const isRefused = response.status >= 400;
      if (row.snapshot && (isRefused || caller === 'otherWorkspace')) {
        const after = await row.snapshot(f, target);
        if (JSON.stringify(after) !== JSON.stringify(before))
          problems.push(`${caller}: changed the workspace`);
      }
      const isWorkspacePerson = caller !== 'creator' && caller !== 'signedOut' && caller !== 'otherWorkspace';
      if (row.refusal && isWorkspacePerson && response.status === 403 && !text.includes(row.refusal)) {
        problems.push(`${caller}: refused with ${text}`);
      }
      if (caller === 'otherWorkspace' && !isRefused) {
        const leaked = fixtureIds(f).filter((value) => text.includes(value));
        if (leaked.length > 0) problems.push(`otherWorkspace: sees ${leaked.join(', ')}`);
      }
      await row.cleanup?.(f, target, response);
    }
    expect(actual).toEqual(row.expected);
    expect(problems).toEqual([]);
  });

  it("lets the workspace's people see its data on the list routes", async () => {
    for (const caller of ['owner', 'manager', 'assignedMember', 'unassignedMember'] as const) {
      const mine = await (await call(t, f.people[caller], 'GET', '/api/campaigns/mine')).text();
      expect(mine, caller).toContain(f.outletCampaignId);
      expect(mine, caller).toContain(f.mainCampaignId);
      const profiles = await (await call(t, f.people[caller], 'GET', '/api/brand-profiles')).text();
      expect(profiles, caller).toContain(f.outlet.id);
    }
  });

  it("publishes a member's campaign under their first assigned profile when no profile is named", async () => {
    const response = await call(
      t,
      f.people.unassignedMember,
      'POST',
      '/api/campaigns',
      campaignForm({ title: 'Matrix member default' }),
    );
    expect(response.status).toBe(201);
    const { campaign } = (await response.json()) as { campaign: { id: string } };
    expect((await campaignRow(campaign.id))?.brandProfileId).toBe(f.main.id);
    await db().delete(campaigns).where(eq(campaigns.id, campaign.id));
  });
});

describe('a person who moved to another workspace', () => {
  it("no longer sees the private campaigns of the workspace that took their user id, and sees the new one's", async () => {
    const founder = await createBrand(t);
    await createColleague(t, founder.id, 'owner');
    const left = await freshCampaign(f, {
      workspaceId: founder.id,
      brandProfileId: null,
      visibility: 'private',
      title: 'Matrix private left behind',
    });
    const joined = await freshCampaign(f, { visibility: 'private', title: 'Matrix private joined' });
    // Moves into the fixture workspace, as accepting an invitation does.
    await db().delete(workspaceMembers).where(eq(workspaceMembers.userId, founder.id));
    await db()
      .insert(workspaceMembers)
      .values({ workspaceId: f.workspaceId, userId: founder.id, role: 'manager' });

    expect((await call(t, founder, 'GET', `/api/campaigns/${left}`)).status).toBe(404);
    expect((await call(t, founder, 'GET', `/api/campaigns/${joined}`)).status).toBe(200);
    const feed = await (await call(t, founder, 'GET', '/api/campaigns/feed?q=matrix%20private')).text();
    expect(feed).toContain(joined);
    expect(feed).not.toContain(left);
  });
});

// ---------- completeness ----------

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

/** The brand side: the workspace's profiles, campaigns, applications, threads and billing. */
const BRAND_SIDE: readonly RegExp[] = [
  /^\w+ \/api\/brand-profiles(\/|$)/,
  /^GET \/api\/campaigns\/(mine|dashboard)(\/|$)/,
  /^(POST|PUT|PATCH|DELETE) \/api\/campaigns(\/|$)/,
  /^GET \/api\/campaigns\/\{id\}(\/check-ins)?$/,
  /^\w+ \/api\/applications\/campaigns\//,
  /^GET \/api\/applications\/\{id\}\/conversation$/,
  /^\w+ \/api\/conversations(\/|$)/,
  /^GET \/api\/messages\/unread-count$/,
  /^\w+ \/api\/chat-requests(\/|$)/,
  /^GET \/api\/applications\/\{id\}$/,
  /^POST \/api\/applications\/\{id\}\/(approve|reject|negotiation\/\w+)$/,
  /^\w+ \/api\/applications\/\{id\}\/disputes$/,
  /^GET \/api\/submissions$/,
  /^\w+ \/api\/submissions\/campaigns\//,
  /^POST \/api\/submissions\/\{id\}\/review$/,
  /^\w+ \/api\/results\/campaigns\//,
  /^POST \/api\/results\/\{applicationId\}\/review$/,
  /^GET \/api\/payouts(\/export)?$/,
  /^POST \/api\/payouts\/\{applicationId\}\/paid$/,
  /^\w+ \/api\/network(\/|$)/,
  /^\w+ \/api\/analytics(\/|$)/,
  /^\w+ \/api\/brand-affiliate(\/|$)/,
  /^\w+ \/api\/private-codes(\/|$)/,
  /^\w+ \/api\/subscriptions\/(me|limit-requests)(\/|$)/,
  /^\w+ \/api\/payments\/(checkout|\{paymentId\})(\/|$)/,
];
const WORKSPACE_SIDE = /^\w+ \/api\/(workspace|invitations)(\/|$)/;

describe('the matrix covers', () => {
  let operations: string[];
  beforeAll(async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
  });
  const inMatrix = new Set(MATRIX.map((row) => `${row.method} ${row.route}`));

  it('every brand-side route the app serves', () => {
    const brandSide = operations.filter((operation) => BRAND_SIDE.some((pattern) => pattern.test(operation)));
    expect(brandSide.length).toBeGreaterThan(30);
    expect(brandSide.filter((operation) => !inMatrix.has(operation))).toEqual([]);
  });

  it('every workspace and invitation route, but those listed as pending', () => {
    const workspaceSide = operations.filter((operation) => WORKSPACE_SIDE.test(operation));
    const pending = new Set(PENDING_WORKSPACE_ROUTES);
    expect(workspaceSide.filter((operation) => !inMatrix.has(operation) && !pending.has(operation))).toEqual(
      [],
    );
  });

  it('only routes the app serves, each once', () => {
    const served = new Set(operations);
    expect([...inMatrix].filter((operation) => !served.has(operation))).toEqual([]);
    expect(inMatrix.size).toBe(MATRIX.length);
  });
});
