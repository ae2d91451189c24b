import {
  VERIFICATION_MESSAGES,
  WORKSPACE_MESSAGES,
  type Me,
  type MyVerification,
  type Workspace,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin } from '../../test/factories/admin';
import { createBrand, createColleague } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { businessRequest, creatorRequest, requestAs, send, uploadEvidence } from './verifications.fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const mine = async (user: TestUser) => {
  const response = await send(t, 'GET', '/api/verification-requests/mine', user);
  expect(response.status).toBe(200);
  return (await response.json()) as MyVerification;
};
const meOf = async (user: TestUser) => (await (await send(t, 'GET', '/api/me', user)).json()) as Me;
const fieldsOf = async (response: Response) => {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: { fields: Record<string, string[]> } }).error.fields;
};
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('a creator asking to be verified', () => {
  it('sends a platform profile with a screenshot; the request waits and the profile is pending', async () => {
    const creator = await createTestUser(t);
    expect(await mine(creator)).toEqual({
      status: 'unverified',
      kind: 'creator',
      latest: null,
      cannotRequestReason: null,
    });

    const screenshotUploadId = await uploadEvidence(t, creator, 'image');
    const request = await requestAs(
      t,
      creator,
      creatorRequest({ platformUrl: 'instagram.com/layla.eats', screenshotUploadId }),
    );
    expect(request).toMatchObject({
      kind: 'creator',
      platform: 'instagram',
      // Typed without a scheme, stored with https:// in front.
      platformUrl: 'https://instagram.com/layla.eats',
      claimedFollowers: 48_200,
      tradeLicenceNumber: null,
      document: { url: `/api/uploads/${screenshotUploadId}`, contentType: 'image/png' },
      status: 'pending',
      rejectionReason: null,
      reviewedAt: null,
    });
    expect((await meOf(creator)).profile).toMatchObject({ verificationStatus: 'pending', isVerified: false });
    expect(await mine(creator)).toMatchObject({
      status: 'pending',
      latest: { id: request.id, status: 'pending' },
      cannotRequestReason: VERIFICATION_MESSAGES.alreadyPending,
    });
    // The screenshot opens for its owner.
    expect((await send(t, 'GET', `/api/uploads/${screenshotUploadId}`, creator)).status).toBe(200);
  });

  it('may have one pending request at a time, also when two are sent at once', async () => {
    const creator = await createTestUser(t);
    const answers = await Promise.all([
      send(t, 'POST', '/api/verification-requests', creator, creatorRequest()),
      send(t, 'POST', '/api/verification-requests', creator, creatorRequest({ claimedFollowers: 9 })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const again = await send(t, 'POST', '/api/verification-requests', creator, creatorRequest());
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(VERIFICATION_MESSAGES.alreadyPending);
  });

  it('is refused once verified', async () => {
    const creator = await createTestUser(t);
    await t.deps.database.db
      .update(profiles)
      .set({ isVerified: true, verificationStatus: 'verified' })
      .where(eq(profiles.id, creator.id));
    expect((await mine(creator)).cannotRequestReason).toBe(VERIFICATION_MESSAGES.alreadyVerified);
    const response = await send(t, 'POST', '/api/verification-requests', creator, creatorRequest());
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(VERIFICATION_MESSAGES.alreadyVerified);
  });

  it('refuses bad input with field messages, never storing anything', async () => {
    const creator = await createTestUser(t);
    const post = (body: unknown) => send(t, 'POST', '/api/verification-requests', creator, body);

    expect(
      await fieldsOf(
        await post({
          kind: 'creator',
          platform: 'myspace',
          platformUrl: 'javascript:alert(1)',
          claimedFollowers: 0,
        }),
      ),
    ).toEqual({
      platform: [VERIFICATION_MESSAGES.platformRequired],
      platformUrl: [VERIFICATION_MESSAGES.platformUrlInvalid],
      claimedFollowers: [VERIFICATION_MESSAGES.followersPositive],
    });
    expect(
      await fieldsOf(await post(creatorRequest({ platformUrl: 'https://www.tiktok.com/@layla' }))),
    ).toEqual({
      platformUrl: [VERIFICATION_MESSAGES.platformUrlWrongHost('instagram')],
    });
    expect(await fieldsOf(await post(creatorRequest({ claimedFollowers: 12.5 })))).toEqual({
      claimedFollowers: [VERIFICATION_MESSAGES.followersWhole],
    });
    expect(
      await fieldsOf(await post({ ...creatorRequest(), claimedFollowers: '1200', screenshotUploadId: 'x' })),
    ).toEqual({
      claimedFollowers: [VERIFICATION_MESSAGES.followersRequired],
      screenshotUploadId: [VERIFICATION_MESSAGES.screenshotInvalid],
    });
    expect(await fieldsOf(await post({ platform: 'instagram' }))).toEqual({
      kind: [VERIFICATION_MESSAGES.kindRequired],
    });
    // A creator is verified through a profile, not a trade licence.
    expect(await fieldsOf(await post(await businessRequest(t, creator)))).toEqual({
      kind: [VERIFICATION_MESSAGES.wrongKindCreator],
    });
    expect((await mine(creator)).latest).toBeNull();
  });

  it('only attaches an image of their own verification uploads as the screenshot', async () => {
    const creator = await createTestUser(t);
    const stranger = await createTestUser(t);
    const cases: [string, string][] = [
      [await uploadEvidence(t, stranger, 'image'), VERIFICATION_MESSAGES.screenshotNotFound],
      [await uploadEvidence(t, creator, 'image', 'avatar'), VERIFICATION_MESSAGES.screenshotNotFound],
      [await uploadEvidence(t, creator, 'pdf'), VERIFICATION_MESSAGES.screenshotNotImage],
    ];
    for (const [screenshotUploadId, message] of cases) {
      const response = await send(
        t,
        'POST',
        '/api/verification-requests',
        creator,
        creatorRequest({ screenshotUploadId }),
      );
      expect(await fieldsOf(response)).toEqual({ screenshotUploadId: [message] });
    }
  });
});

describe('brands and agents asking to be verified', () => {
  it('lets an agent send a trade licence with a PDF', async () => {
    const agent = await createTestUser(t, { userType: 'agent' });
    const body = await businessRequest(t, agent, ' DED 2024/118-7 ');
    const request = await requestAs(t, agent, body);
    expect(request).toMatchObject({
      kind: 'business',
      platform: null,
      claimedFollowers: null,
      tradeLicenceNumber: 'DED 2024/118-7',
      document: { url: `/api/uploads/${body.documentUploadId}`, contentType: 'application/pdf' },
      status: 'pending',
    });
    expect((await mine(agent)).kind).toBe('business');
  });

  it('refuses a bad licence number, a missing document and a profile instead', async () => {
    const agent = await createTestUser(t, { userType: 'agent' });
    const post = (body: unknown) => send(t, 'POST', '/api/verification-requests', agent, body);
    expect(await fieldsOf(await post({ kind: 'business', tradeLicenceNumber: ' 1 ' }))).toEqual({
      tradeLicenceNumber: [VERIFICATION_MESSAGES.tradeLicenceLength],
      documentUploadId: [VERIFICATION_MESSAGES.documentRequired],
    });
    const documentUploadId = await uploadEvidence(t, agent, 'image');
    expect(
      await fieldsOf(await post({ kind: 'business', tradeLicenceNumber: 'DED<script>', documentUploadId })),
    ).toEqual({ tradeLicenceNumber: [VERIFICATION_MESSAGES.tradeLicenceCharacters] });
    expect(await fieldsOf(await post(creatorRequest()))).toEqual({
      kind: [VERIFICATION_MESSAGES.wrongKindBusiness],
    });
    const strangers = await uploadEvidence(t, await createTestUser(t), 'pdf');
    expect(
      await fieldsOf(
        await post({ kind: 'business', tradeLicenceNumber: 'DED-1', documentUploadId: strangers }),
      ),
    ).toEqual({ documentUploadId: [VERIFICATION_MESSAGES.documentNotFound] });
  });

  it("lets a brand workspace's owners ask for the brand, not its managers; the team sees it pending", async () => {
    const owner = await createBrand(t);
    const manager = await createColleague(t, owner.id, 'manager');
    expect((await mine(manager)).cannotRequestReason).toBe(WORKSPACE_MESSAGES.ownersOnly);
    const refused = await send(
      t,
      'POST',
      '/api/verification-requests',
      manager,
      await businessRequest(t, manager),
    );
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(WORKSPACE_MESSAGES.ownersOnly);

    await requestAs(t, owner, await businessRequest(t, owner));
    const workspace = (await (await send(t, 'GET', '/api/workspace', manager)).json()) as Workspace;
    expect(workspace.verificationStatus).toBe('pending');
    expect(await mine(manager)).toMatchObject({ status: 'pending', latest: null });

    // A second owner cannot send another while the brand's request waits.
    const coOwner = await createColleague(t, owner.id, 'owner');
    const second = await send(
      t,
      'POST',
      '/api/verification-requests',
      coOwner,
      await businessRequest(t, coOwner),
    );
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe(VERIFICATION_MESSAGES.brandAlreadyPending);
  });
});

describe('who may ask, and who sees what', () => {
  it('refuses visitors (401) and admins of both kinds (403)', async () => {
    expect((await send(t, 'GET', '/api/verification-requests/mine', null)).status).toBe(401);
    expect((await send(t, 'POST', '/api/verification-requests', null, creatorRequest())).status).toBe(401);
    for (const admin of [await createAdmin(t, 'admin'), await createAdmin(t, 'super_admin')]) {
      const read = await send(t, 'GET', '/api/verification-requests/mine', admin);
      expect(read.status).toBe(403);
      expect((await errorOf(read)).message).toBe(VERIFICATION_MESSAGES.adminsNotVerified);
      expect((await send(t, 'POST', '/api/verification-requests', admin, creatorRequest())).status).toBe(403);
    }
  });

  it('keeps a request and its document to its requester: another user sees neither', async () => {
    const creator = await createTestUser(t);
    const other = await createTestUser(t);
    const screenshotUploadId = await uploadEvidence(t, creator, 'image');
    await requestAs(t, creator, creatorRequest({ screenshotUploadId }));
    expect((await mine(other)).latest).toBeNull();
    expect((await send(t, 'GET', `/api/uploads/${screenshotUploadId}`, other)).status).toBe(404);
    expect((await send(t, 'GET', `/api/uploads/${screenshotUploadId}`, null)).status).toBe(404);
    const owned = await send(t, 'GET', `/api/uploads/${screenshotUploadId}`, creator);
    expect(owned.status).toBe(200);
    expect(owned.headers.get('cache-control')).toBe('private, no-store');
  });
});
