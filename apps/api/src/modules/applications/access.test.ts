import type { Representation } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { applyAs, brandWithCampaign, createCreator, negotiation, send } from './applications.fixtures';

// Who may call which application and agent route: one table over every route and every
// kind of caller, checking the status and that nothing of another party's leaks out.

const ROLES = [
  'visitor',
  'ownerBrand',
  'otherBrand',
  'applicant',
  'strangerCreator',
  'representingAgent',
  'otherAgent',
  'admin',
] as const;
type Role = (typeof ROLES)[number];

const PITCH = 'Access matrix pitch: mornings with coffee';

interface World {
  users: Record<Exclude<Role, 'visitor'>, TestUser>;
  campaignId: string;
  otherCampaignId: string;
  applicationId: string;
  /** The other agent's own creator and application (to the other brand). */
  otherApplicationId: string;
  otherCreatorId: string;
  /** The representing agent's accepted representation of the applicant. */
  representationId: string;
  /** A request the representing agent sent to a third creator, not answered yet. */
  pendingRepresentationId: string;
}

async function represent(t: TestApp, agent: TestUser, creator: TestUser, answer = true): Promise<string> {
  const sent = await send(t, 'POST', '/api/agents/representations', agent, { creatorEmail: creator.email });
  expect(sent.status).toBe(201);
  const { id } = (await sent.json()).representation as Representation;
  if (answer) {
    expect((await send(t, 'POST', `/api/agents/representations/${id}/accept`, creator)).status).toBe(200);
  }
  return id;
}

async function buildWorld(t: TestApp): Promise<World> {
  const { brand: ownerBrand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' });
  const { brand: otherBrand, campaignId: otherCampaignId } = await brandWithCampaign(t, {
    planId: 'enterprise',
  });
  const applicant = await createCreator(t, 'Hala', 'Applicant');
  const strangerCreator = await createCreator(t, 'Sami', 'Stranger');
  const otherCreator = await createCreator(t, 'Odai', 'Other');
  const invitee = await createCreator(t, 'Ina', 'Invitee');
  const representingAgent = await createTestUser(t, { userType: 'agent', firstName: 'Rep' });
  const otherAgent = await createTestUser(t, { userType: 'agent', firstName: 'Oth' });
  const admin = await createTestUser(t, { userType: 'admin' });

  const representationId = await represent(t, representingAgent, applicant);
  const pendingRepresentationId = await represent(t, representingAgent, invitee, false);
  await represent(t, otherAgent, otherCreator);
  const application = await applyAs(
    t,
    representingAgent,
    negotiation(campaignId, { creatorId: applicant.id, pitch: PITCH }),
  );
  const otherApplication = await applyAs(
    t,
    otherAgent,
    negotiation(otherCampaignId, { creatorId: otherCreator.id, pitch: 'The other pitch' }),
  );
  return {
    users: {
      ownerBrand,
      otherBrand,
      applicant,
      strangerCreator,
      representingAgent,
      otherAgent,
      admin,
    },
    campaignId,
    otherCampaignId,
    applicationId: application.id,
    otherApplicationId: otherApplication.id,
    otherCreatorId: otherCreator.id,
    representationId,
    pendingRepresentationId,
  };
}

const isAgentRole = (role: Role) => role === 'representingAgent' || role === 'otherAgent';

interface Route {
  method: string;
  path: (w: World) => string;
  body?: (w: World, role: Role) => unknown;
  expected: Record<Role, number>;
  /** Allowed calls that change state: each runs on a world of its own. */
  changes?: Role[];
  /** The callers whose 200 answer shows the application (everyone else's must not). */
  sees?: Role[];
}

const brandOnly = (ownerStatus: number): Record<Role, number> => ({
  visitor: 401,
  ownerBrand: ownerStatus,
  otherBrand: 404,
  applicant: 403,
  strangerCreator: 403,
  representingAgent: 403,
  otherAgent: 403,
  admin: 403,
});

// The application waits for the brand (the creator's proposal), so the creator side may
// see it but not move: 409 out of turn, after access was granted.
const negotiationMove: Record<Role, number> = {
  visitor: 401,
  ownerBrand: 200,
  otherBrand: 404,
  applicant: 409,
  strangerCreator: 404,
  representingAgent: 409,
  otherAgent: 404,
  admin: 403,
};

const creatorAnswer: Record<Role, number> = {
  visitor: 401,
  ownerBrand: 403,
  otherBrand: 403,
  applicant: 404,
  strangerCreator: 404,
  representingAgent: 403,
  otherAgent: 403,
  admin: 403,
};

const ROUTES: Route[] = [
  {
    method: 'POST',
    path: () => '/api/applications',
    body: (w, role) => ({
      type: 'direct',
      campaignId: w.campaignId,
      ...(isAgentRole(role) ? { creatorId: w.users.applicant.id } : {}),
    }),
    expected: {
      visitor: 401,
      ownerBrand: 403,
      otherBrand: 403,
      applicant: 409,
      strangerCreator: 201,
      representingAgent: 409,
      otherAgent: 404,
      admin: 403,
    },
    changes: ['strangerCreator'],
  },
  {
    method: 'GET',
    path: () => '/api/applications/mine',
    expected: {
      visitor: 401,
      ownerBrand: 403,
      otherBrand: 403,
      applicant: 200,
      strangerCreator: 200,
      representingAgent: 200,
      otherAgent: 200,
      admin: 403,
    },
    sees: ['applicant', 'representingAgent'],
  },
  {
    method: 'GET',
    path: (w) => `/api/applications/campaigns/${w.campaignId}`,
    expected: brandOnly(200),
    sees: ['ownerBrand'],
  },
  {
    method: 'POST',
    path: (w) => `/api/applications/campaigns/${w.campaignId}/viewed`,
    expected: brandOnly(200),
    changes: ['ownerBrand'],
  },
  {
    method: 'GET',
    path: (w) => `/api/applications/${w.applicationId}`,
    expected: {
      visitor: 401,
      ownerBrand: 200,
      otherBrand: 404,
      applicant: 200,
      strangerCreator: 404,
      representingAgent: 200,
      otherAgent: 404,
      admin: 403,
    },
    sees: ['ownerBrand', 'applicant', 'representingAgent'],
  },
  {
    method: 'POST',
    path: (w) => `/api/applications/${w.applicationId}/approve`,
    expected: brandOnly(200),
    changes: ['ownerBrand'],
    sees: ['ownerBrand'],
  },
  {
    method: 'POST',
    path: (w) => `/api/applications/${w.applicationId}/reject`,
    expected: brandOnly(200),
    changes: ['ownerBrand'],
    sees: ['ownerBrand'],
  },
  {
    method: 'POST',
    path: (w) => `/api/applications/${w.applicationId}/negotiation/accept`,
    expected: negotiationMove,
    changes: ['ownerBrand'],
    sees: ['ownerBrand'],
  },
  {
    method: 'POST',
    path: (w) => `/api/applications/${w.applicationId}/negotiation/counter`,
    body: () => ({ amount: 900, message: 'Meet halfway?' }),
    expected: negotiationMove,
    changes: ['ownerBrand'],
    sees: ['ownerBrand'],
  },
  {
    method: 'POST',
    path: (w) => `/api/applications/${w.applicationId}/negotiation/reject`,
    expected: negotiationMove,
    changes: ['ownerBrand'],
    sees: ['ownerBrand'],
  },
  {
    method: 'GET',
    path: () => '/api/agents/representations',
    expected: {
      visitor: 401,
      ownerBrand: 403,
      otherBrand: 403,
      applicant: 200,
      strangerCreator: 200,
      representingAgent: 200,
      otherAgent: 200,
      admin: 403,
    },
  },
  {
    method: 'POST',
    path: () => '/api/agents/representations',
    body: (w) => ({ creatorEmail: w.users.applicant.email }),
    expected: {
      visitor: 401,
      ownerBrand: 403,
      otherBrand: 403,
      applicant: 403,
      strangerCreator: 403,
      representingAgent: 409,
      otherAgent: 201,
      admin: 403,
    },
    changes: ['otherAgent'],
  },
  {
    method: 'POST',
    path: (w) => `/api/agents/representations/${w.pendingRepresentationId}/accept`,
    expected: creatorAnswer,
  },
  {
    method: 'POST',
    path: (w) => `/api/agents/representations/${w.pendingRepresentationId}/decline`,
    expected: creatorAnswer,
  },
  {
    method: 'DELETE',
    path: (w) => `/api/agents/representations/${w.representationId}`,
    expected: {
      visitor: 401,
      ownerBrand: 403,
      otherBrand: 403,
      applicant: 204,
      strangerCreator: 404,
      representingAgent: 204,
      otherAgent: 404,
      admin: 403,
    },
    changes: ['applicant', 'representingAgent'],
  },
];

// Route names for the test titles only (the ids are filled in per world).
const placeholderWorld = {
  users: {},
  campaignId: ':campaignId',
  otherCampaignId: ':otherCampaignId',
  applicationId: ':id',
  otherApplicationId: ':otherId',
  otherCreatorId: ':otherCreatorId',
  representationId: ':representationId',
  pendingRepresentationId: ':pendingId',
} as unknown as World;

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
});
afterAll(() => t.close());

async function call(w: World, route: Route, role: Role) {
  const user = role === 'visitor' ? undefined : w.users[role];
  const response = await send(t, route.method, route.path(w), user, route.body?.(w, role));
  const text = await response.text();
  return { status: response.status, text };
}

/** What a caller may not see: the application, its pitch and the other agent's creator. */
function expectNoLeak(w: World, route: Route, role: Role, text: string) {
  const label = `${route.method} ${route.path(w)} as ${role}`;
  const seesApplication = route.sees?.includes(role) ?? false;
  if (!seesApplication) {
    expect(text, label).not.toContain(w.applicationId);
    expect(text, label).not.toContain(PITCH);
  }
  if (role !== 'otherAgent' && role !== 'otherBrand') {
    expect(text, label).not.toContain(w.otherApplicationId);
    expect(text, label).not.toContain(w.otherCreatorId);
  }
}

describe('access to the application and agent routes', () => {
  it.each(ROUTES.map((route) => [`${route.method} ${route.path(placeholderWorld)}`, route] as const))(
    '%s answers each caller as the table says, without leaks',
    async (_name, route) => {
      for (const role of ROLES) {
        if (route.changes?.includes(role)) continue;
        const { status, text } = await call(world, route, role);
        expect(status, `${route.method} ${route.path(world)} as ${role}`).toBe(route.expected[role]);
        if (status >= 400) expect(JSON.parse(text)).toHaveProperty('error.message');
        expectNoLeak(world, route, role, text);
      }
    },
  );

  it.each(
    ROUTES.flatMap((route) =>
      (route.changes ?? []).map(
        (role) => [`${route.method} ${route.path(placeholderWorld)}`, role, route] as const,
      ),
    ),
  )('%s lets the %s change state (on a world of its own)', async (_name, role, route) => {
    const fresh = await buildWorld(t);
    const { status, text } = await call(fresh, route, role);
    expect(status, `${route.method} ${route.path(fresh)} as ${role}`).toBe(route.expected[role]);
    expectNoLeak(fresh, route, role, text);
  });

  it('shows each agent only its own creators’ applications and representations', async () => {
    const mine = async (role: Role) =>
      (
        await call(
          world,
          ROUTES.find((route) => route.path(world) === '/api/applications/mine')!,
          role,
        )
      ).text;
    expect(await mine('representingAgent')).toContain(world.applicationId);
    expect(await mine('otherAgent')).toContain(world.otherApplicationId);
    expect(await mine('otherAgent')).not.toContain(world.applicationId);
    expect(await mine('strangerCreator')).not.toContain(world.applicationId);

    const representations = async (role: Role) =>
      (
        await send(
          t,
          'GET',
          '/api/agents/representations',
          role === 'visitor' ? undefined : world.users[role as Exclude<Role, 'visitor'>],
        )
      ).text();
    expect(await representations('representingAgent')).toContain(world.representationId);
    expect(await representations('applicant')).toContain(world.representationId);
    expect(await representations('otherAgent')).not.toContain(world.representationId);
    expect(await representations('strangerCreator')).not.toContain(world.representationId);
  });
});
