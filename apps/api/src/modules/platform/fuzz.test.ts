import { USER_TYPES } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser } from '../../test/users';

// Every route registered on the app (and every better-auth endpoint) gets random and
// malformed requests, signed out and signed in as each user type: none may answer 5xx.
// The route list is read from the app, so routes added later are covered without edits.
// Each run replays the seeds that once found a bug and tries one new random seed; all are
// printed, and FUZZ_SEED=<seed> replays one of them alone.

/**
 * Runs that found a bug, and the request that failed. The seeds are replayed every run; the
 * request is sent as it was, because a seed draws other requests once routes are added.
 */
const FOUND: { seed: number; bug: string; route: RouteTarget; payload: Payload }[] = [
  {
    seed: 253568016,
    bug: 'a 1 MB address reached the per-address mail counter; its key overflowed the index (500)',
    route: { method: 'POST', path: '/api/auth/send-verification-email' },
    payload: { contentType: 'application/json', body: JSON.stringify({ email: 'x'.repeat(1_000_000) }) },
  },
];
const RANDOM_SEED = Date.now() % 2 ** 31;
const SEEDS = process.env.FUZZ_SEED
  ? [Number(process.env.FUZZ_SEED)]
  : [RANDOM_SEED, ...new Set(FOUND.map((found) => found.seed))];
/** Requests every route gets from each seed (the auth states take turns). */
const MIN_RUNS_PER_ROUTE = 8;
/**
 * After its round of every route, a seed sends requests to random routes until its share
 * of this time is spent (its share is larger when it is replayed alone).
 */
const TIME_BUDGET_MS = 25_000;
/** Batches of 20 random requests each seed sends at least, however busy the machine. */
const MIN_RANDOM_BATCHES = 10;
const REQUEST_TIMEOUT_MS = 10_000;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ANY_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

interface RouteTarget {
  method: string;
  path: string;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

interface Failure {
  route: string;
  request: string;
  outcome: string;
}

// ---------- what to send ----------

const FIELD_NAMES = [
  'email',
  'password',
  'name',
  'firstName',
  'lastName',
  'userType',
  'companyName',
  'id',
  'ids',
  'code',
  'token',
  'otp',
  'title',
  'message',
  'type',
  'status',
  'enabled',
  'emailEnabled',
  'preferences',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'callbackURL',
  'provider',
  'plan',
  'planId',
  'amount',
  'purpose',
  'file',
  'bio',
  'contentCategories',
  'page',
  'limit',
  'cursor',
  'q',
  '__proto__',
  'constructor',
];

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9999999999999999999999',
  'true',
  '__proto__',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'a\u0000b',
  '\u0000',
  '\ud800',
  '%',
  '%00',
  '%E0%A4%A',
  'x'.repeat(5_000),
  '00000000-0000-0000-0000-000000000000',
  'not-an-email@',
  'user@example.com',
);

// Pass a loose e-mail check yet carry what the database or a mailer may choke on.
const nastyEmails = fc.constantFrom(
  'nul\u0000@example.com',
  'a@b',
  'x@example.com\r\nBcc: y@example.com',
  `${'a'.repeat(300)}@example.com`,
  '"quoted local"@example.com',
  'user@[127.0.0.1]',
  'ünïcode@exämple.com',
);

const junkString = fc.oneof(
  nastyStrings,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const fieldName = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 }));

const { junkValue } = fc.letrec<{ junkValue: unknown }>((tie) => ({
  junkValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    junkString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.uuid(),
    fc.array(tie('junkValue'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('junkValue'), { maxKeys: 6 }),
  ),
}));

const jsonContentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/json',
);
const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'image/png',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json, text/plain',
  ';;;',
);

interface Payload {
  contentType?: string;
  body?: string | Uint8Array;
}

const encoder = new TextEncoder();

function multipart(
  boundary: string,
  parts: { name: string; fileName?: string; value: string | Uint8Array }[],
) {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? encoder.encode(part.value) : part.value);
    chunks.push(encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const payload: fc.Arbitrary<Payload> = fc.oneof(
  // no body at all, with or without a JSON content type
  fc.record({ contentType: fc.option(jsonContentType, { nil: undefined }) }),
  // well-formed JSON of any shape: objects with likely field names and wrong types, arrays, null
  fc.record({
    contentType: jsonContentType,
    body: junkValue.map((value) => JSON.stringify(value) ?? 'null'),
  }),
  fc.record({
    contentType: jsonContentType,
    body: fc
      .dictionary(fc.constantFrom(...FIELD_NAMES), junkValue, { maxKeys: 8 })
      .map((v) => JSON.stringify(v)),
  }),
  // the fields of sign-up and sign-in forms, each present or not, with odd values
  fc.record({
    contentType: jsonContentType,
    body: fc
      .record(
        {
          email: fc.oneof(nastyEmails, fc.emailAddress(), junkValue),
          password: fc.oneof(fc.string({ minLength: 6, maxLength: 20 }), junkValue),
          name: junkValue,
          userType: fc.oneof(fc.constantFrom(...USER_TYPES), junkValue),
          companyName: junkValue,
          otp: fc.oneof(fc.stringMatching(/^\d{6}$/), junkValue),
          token: junkValue,
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  }),
  // malformed JSON
  fc.record({
    contentType: jsonContentType,
    body: fc.oneof(
      fc.constantFrom(
        '{',
        '{"email":',
        '[1,2',
        'nul',
        '{"a":1}}',
        "{'a':1}",
        '\u0000',
        '{"__proto__":{"x":1}}',
      ),
      fc.string({ maxLength: 60 }),
    ),
  }),
  // a huge string field (about 1 MB)
  fc.record({
    contentType: jsonContentType,
    body: fc.constantFrom(...FIELD_NAMES).map((name) => JSON.stringify({ [name]: 'x'.repeat(1_000_000) })),
  }),
  // the wrong content type for a JSON body, or none
  fc.record({
    contentType: fc.option(wrongContentType, { nil: undefined }),
    body: junkValue.map((value) => JSON.stringify(value) ?? 'null'),
  }),
  // URL-encoded junk
  fc.record({
    contentType: fc.constant('application/x-www-form-urlencoded'),
    body: fc.oneof(
      fc.constantFrom('a=1&a=2&b[]=3', '%ZZ=%', '=&=&', 'email=&password=', 'file=x&purpose=avatar'),
      fc.string({ maxLength: 60 }),
    ),
  }),
  // multipart junk: missing or wrong boundary, garbage, random parts and files
  fc.record({
    contentType: fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=zzz'),
    body: fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constant('--zzz\r\nContent-Disposition: form-data\r\n\r\n'),
    ),
  }),
  fc
    .record({
      parts: fc.array(
        fc.record({
          name: fc.oneof(fc.constantFrom('file', 'purpose', 'email', 'name'), fc.string({ maxLength: 8 })),
          fileName: fc.option(fc.oneof(fc.constantFrom('a.png', '../x.jpg', 'x".exe', ''), fc.string()), {
            nil: undefined,
          }),
          value: fc.oneof(junkString, fc.uint8Array({ maxLength: 200 })),
        }),
        { maxLength: 4 },
      ),
    })
    .map(({ parts }) => ({
      contentType: 'multipart/form-data; boundary=fuzzboundary',
      body: multipart('fuzzboundary', parts),
    })),
  // raw bytes
  fc.record({
    contentType: fc.option(wrongContentType, { nil: undefined }),
    body: fc.uint8Array({ maxLength: 300 }),
  }),
);

const junkSegment = fc.oneof(
  fc.uuid(),
  fc.constantFrom('0', '-1', 'null', 'me', '__proto__', '..', '%00', '%E0%A4%A', 'ZZ', 'x'.repeat(3_000)),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);
const junkQuery = fc.option(
  fc.oneof(
    fc.constantFrom('?page=-1&limit=1e9', '?q=%00', '?a[]=1&a[]=2', '?__proto__[x]=1', '?cursor=%E0%A4%A'),
    fc
      .dictionary(fieldName, junkString, { maxKeys: 4 })
      .map((params) => `?${new URLSearchParams(params as Record<string, string>).toString()}`),
  ),
  { nil: '' },
);

function requestFor(target: RouteTarget): fc.Arbitrary<FuzzRequest> {
  const method = target.method === 'ALL' ? fc.constantFrom(...ANY_METHODS) : fc.constant(target.method);
  const params = fc.array(junkSegment, { minLength: 8, maxLength: 8 });
  return fc
    .record({ method, params, query: junkQuery, payload })
    .map(({ method, params, query, payload }) => {
      let index = 0;
      const next = () => params[index++ % params.length]!;
      const path = target.path
        .replace(/:\w+(\{[^}]*\})?\??/g, () => next())
        .replace(/\*/g, () => `${next()}/${next()}`);
      const headers: Record<string, string> = {};
      const hasBody = BODY_METHODS.has(method);
      if (payload.contentType && hasBody) headers['content-type'] = payload.contentType;
      return { method, url: `${path}${query}`, headers, body: hasBody ? payload.body : undefined };
    });
}

// ---------- which routes ----------

/** Every method + path on the app; better-auth's catch-all is expanded into its endpoints. */
function routeTargets(t: TestApp): RouteTarget[] {
  const authBase = '/api/auth';
  const authEndpoints = Object.values(t.deps.auth.api as Record<string, unknown>).flatMap((endpoint) => {
    const { path, options } = endpoint as { path?: string; options?: { method?: string | string[] } };
    if (!path) return [];
    const methods = [options?.method ?? 'GET'].flat().map((m) => (m === '*' ? 'ALL' : m));
    return methods.map((method) => ({ method, path: `${authBase}${path}` }));
  });
  const targets = t.app.routes.flatMap((route): RouteTarget[] =>
    route.path === `${authBase}/*` ? [route, ...authEndpoints] : [{ method: route.method, path: route.path }],
  );
  const unique = new Map(targets.map((target) => [`${target.method} ${target.path}`, target]));
  return [...unique.values()].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
}

// ---------- who sends it ----------

interface AuthState {
  name: string;
  userType?: (typeof USER_TYPES)[number];
  cookie?: string;
  userId?: string;
}

async function signIn(t: TestApp, state: AuthState): Promise<void> {
  if (!state.userType) return;
  const user = await createTestUser(t, { userType: state.userType });
  state.cookie = user.cookie;
  state.userId = user.id;
}

/** If the user was signed out or the account deleted, start again as a new user. */
async function keepSignedIn(t: TestApp, state: AuthState): Promise<void> {
  if (!state.cookie || !state.userId) return;
  const session = await t.request('/api/auth/get-session', { headers: { cookie: state.cookie } });
  const body = session.status === 200 ? ((await session.json()) as { user?: unknown } | null) : null;
  const [profile] = await t.deps.database.db
    .select({ deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.id, state.userId));
  if (!body?.user || !profile || profile.deletedAt) await signIn(t, state);
}

// ---------- sending ----------

function describeRequest(state: AuthState, request: FuzzRequest): string {
  const { body } = request;
  const shownBody =
    body === undefined
      ? '(no body)'
      : typeof body === 'string'
        ? JSON.stringify(body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body)
        : `<${body.byteLength} bytes: ${Buffer.from(body.slice(0, 80)).toString('hex')}…>`;
  const contentType = request.headers['content-type'] ?? '(none)';
  return `[${state.name}] ${request.method} ${request.url.slice(0, 300)} content-type=${contentType} body=${shownBody}`;
}

interface Outcome {
  status?: number;
  /** Set when the request failed the property: a 5xx, a throw or no answer. */
  failure?: string;
}

async function send(t: TestApp, state: AuthState, request: FuzzRequest): Promise<Outcome> {
  const headers: Record<string, string> = { ...request.headers };
  if (state.cookie) headers.cookie = state.cookie;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), REQUEST_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([
      t.request(request.url, { method: request.method, headers, body: request.body as BodyInit | undefined }),
      timeout,
    ]);
    if (response === 'timeout') return { failure: `no response within ${REQUEST_TIMEOUT_MS} ms` };
    const { status } = response;
    // A stream (Server-Sent Events) never ends: the status is all there is to check.
    if (response.headers.get('content-type')?.includes('text/event-stream')) {
      await response.body?.cancel();
      return { status, failure: status >= 500 ? `status ${status}` : undefined };
    }
    const text = await Promise.race([response.text(), timeout]);
    if (text === 'timeout') return { status, failure: `body not finished within ${REQUEST_TIMEOUT_MS} ms` };
    return { status, failure: status >= 500 ? `status ${status}: ${text.slice(0, 300)}` : undefined };
  } catch (error) {
    return { failure: `threw ${(error as Error).stack ?? String(error)}` };
  } finally {
    clearTimeout(timer);
  }
}

/** The request of a found bug, as it was sent. */
function foundRequest({ route, payload }: (typeof FOUND)[number]): FuzzRequest {
  const headers: Record<string, string> = payload.contentType ? { 'content-type': payload.contentType } : {};
  return { method: route.method, url: route.path, headers, body: payload.body };
}

/**
 * A route's own seed for `seed`: it depends on the route, not on its place in the list, so a
 * seed keeps drawing the same requests for a route when other routes are added.
 */
function routeSeed(seed: number, target: RouteTarget): number {
  let hash = 2_166_136_261;
  for (const char of `${target.method} ${target.path}`)
    hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return (seed ^ hash) >>> 1;
}

describe('fuzz: malformed input never causes a 5xx', () => {
  const newStates = (): AuthState[] => [
    { name: 'signed out' },
    ...USER_TYPES.map((userType) => ({ name: userType, userType })),
  ];
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('answers every route with a non-5xx status for random and malformed requests', async () => {
    console.log(
      `fuzz: seeds ${SEEDS.join(', ')} (${process.env.FUZZ_SEED ? 'FUZZ_SEED' : `${RANDOM_SEED} is new this run`}); ` +
        'replay one with FUZZ_SEED=<seed>',
    );
    const failures: Failure[] = [];
    let sent = 0;
    const seedShareMs = TIME_BUDGET_MS / SEEDS.length;

    // Each seed on a fresh app and database: its run is the same alone (FUZZ_SEED) as here.
    for (const [seedIndex, seed] of SEEDS.entries()) {
      const seedStarted = Date.now();
      const t = await createTestApp();
      apps.push(t);
      const states = newStates();
      for (const state of states) await signIn(t, state);
      const targets = routeTargets(t);
      // The app's own routes and the better-auth endpoints are both there.
      expect(targets.some((target) => target.path === '/api/health')).toBe(true);
      expect(targets.some((target) => target.path === '/api/auth/sign-up/email')).toBe(true);

      const fuzz = async (state: AuthState, target: RouteTarget, request: FuzzRequest, where: string) => {
        const outcome = await send(t, state, request);
        sent++;
        const route = `${target.method} ${target.path}`;
        if (outcome.failure) {
          failures.push({
            route,
            request: `${where}: ${describeRequest(state, request)}`,
            outcome: outcome.failure,
          });
        }
        // A successful write may have signed the user out or deleted the account.
        const mayEndSession =
          request.method !== 'GET' && outcome.status !== undefined && outcome.status < 300;
        if (mayEndSession) await keepSignedIn(t, state);
      };

      // The requests that found bugs, from every auth state (once per run).
      if (seedIndex === 0) {
        for (const found of FOUND) {
          for (const state of states)
            await fuzz(state, found.route, foundRequest(found), `found by ${found.seed}`);
        }
      }
      // Every route gets MIN_RUNS_PER_ROUTE requests, from each auth state in turn...
      for (const [routeIndex, target] of targets.entries()) {
        const requests = fc.sample(requestFor(target), {
          numRuns: MIN_RUNS_PER_ROUTE,
          seed: routeSeed(seed, target),
        });
        for (const [runIndex, request] of requests.entries()) {
          await fuzz(states[(routeIndex + runIndex) % states.length]!, target, request, `FUZZ_SEED=${seed}`);
        }
      }
      // ...then random routes and states while the seed's time lasts (batch by batch, each
      // batch drawn from the seed alone, so a replay sends the same batches, and more).
      const anyRequest = fc.tuple(
        fc.constantFrom(...states),
        fc
          .constantFrom(...targets)
          .chain((target) => requestFor(target).map((request) => ({ target, request }))),
      );
      let batch = 0;
      for (; batch < MIN_RANDOM_BATCHES || Date.now() < seedStarted + seedShareMs; batch++) {
        const sample = fc.sample(anyRequest, { numRuns: 20, seed: seed + 7_919 * (batch + 1) });
        const where = `FUZZ_SEED=${seed}, batch ${batch + 1}`;
        for (const [state, { target, request }] of sample) await fuzz(state, target, request, where);
      }
      console.log(
        `fuzz: FUZZ_SEED=${seed}: ${targets.length} routes, ${batch} batches of random routes, ${Date.now() - seedStarted} ms`,
      );
    }

    // At most three examples per route keep the report readable.
    const shownPerRoute = new Map<string, number>();
    const report = failures
      .filter((failure) => {
        const shown = shownPerRoute.get(failure.route) ?? 0;
        shownPerRoute.set(failure.route, shown + 1);
        return shown < 3;
      })
      .map((failure) => `${failure.route}\n  ${failure.request}\n  -> ${failure.outcome}`)
      .join('\n');
    expect(failures.length, `${failures.length} of ${sent} requests failed:\n${report}`).toBe(0);
  }, 180_000);
});
