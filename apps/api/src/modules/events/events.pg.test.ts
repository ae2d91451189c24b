import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventBus } from '../../integrations/events/postgres-event-bus';
import {
  killAllServers,
  killServer,
  makeTempDir,
  removeDir,
  startServer,
  type ServerProcess,
} from '../../test/process';
import { readSse, type SseReader } from '../../test/sse-client';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

interface SignedUpUser {
  id: string;
  cookie: string;
}

/**
 * Signs up over HTTP, as a browser would, confirms the address with the code from the
 * server's outbox (which signs in), and keeps the session cookie.
 */
async function signUp(
  request: (pathname: string, init?: RequestInit) => Promise<Response>,
  email: string,
): Promise<SignedUpUser> {
  const post = (pathname: string, body: unknown) =>
    request(pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const response = await post('/api/auth/sign-up/email', {
    email,
    password: 'secret123',
    name: 'Test User',
    acceptedTerms: true,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as { user: { id: string } };
  let otp: string | undefined;
  for (let attempt = 0; attempt < 100 && !otp; attempt += 1) {
    const outbox = (await (await request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      items: { subject: string }[];
    };
    otp = outbox.items
      .map((item) => /^Your Partnerly confirmation code: (\d{6})$/.exec(item.subject)?.[1])
      .find(Boolean);
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const confirmed = await post('/api/auth/email-otp/verify-email', { email, otp });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  const cookie = confirmed.headers
    .getSetCookie()
    .find((value) => value.includes('session_token='))!
    .split(';')[0]!;
  return { id: body.user.id, cookie };
}

// The scale-out promise: two API processes on one PostgreSQL database, a browser connected
// to one of them sees what the other published.
describe('realtime across two API processes on one PostgreSQL database', () => {
  let testDb: TestDatabase;
  const dataDirs: string[] = [];
  let processA: ServerProcess;
  let processB: ServerProcess;
  let ana: SignedUpUser;
  let ben: SignedUpUser;
  const streams: SseReader[] = [];

  const requestTo = (server: ServerProcess) => (pathname: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set('origin', server.origin);
    return fetch(`${server.baseUrl}${pathname}`, { ...init, headers });
  };
  const start = async () => {
    const dataDir = await makeTempDir();
    dataDirs.push(dataDir);
    return startServer({ dataDir, env: { DATABASE_URL: testDb.url } });
  };
  const ping = async (server: ServerProcess, user: SignedUpUser) => {
    const response = await requestTo(server)('/api/events/ping', {
      method: 'POST',
      headers: { cookie: user.cookie },
    });
    expect(response.status).toBe(202);
    return (await response.json()) as { id: string; sentAt: string };
  };
  const connect = async (server: ServerProcess, user: SignedUpUser) => {
    const response = await requestTo(server)('/api/events', { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    const stream = readSse(response);
    streams.push(stream);
    await stream.nextEvent('ready');
    return stream;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // One after the other: both run the (already applied) migrations at boot.
    processA = await start();
    processB = await start();
    ana = await signUp(requestTo(processA), 'ana@example.com');
    ben = await signUp(requestTo(processA), 'ben@example.com');
  });

  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await Promise.all([processA, processB].filter(Boolean).map((server) => killServer(server)));
    await killAllServers();
    await testDb.drop();
    await Promise.all(dataDirs.map(removeDir));
  });

  it('both processes run on PostgreSQL', async () => {
    for (const server of [processA, processB]) {
      const response = await requestTo(server)('/api/health');
      expect(await response.json()).toEqual({ status: 'ok', database: 'postgres' });
    }
  });

  // (How fast is measured by `npm run bench:realtime`; a timed test fails on a busy machine.)
  it('a ping sent through process A reaches a stream on process B', async () => {
    const onB = await connect(processB, ana);
    const sent = await ping(processA, ana);
    const received = await onB.nextEvent('ping');
    expect(received.data).toEqual(sent);
  });

  it("another user's stream on process B does not receive it", async () => {
    const benOnB = await connect(processB, ben);
    await ping(processA, ana);
    const benPing = await ping(processA, ben);
    // Delivery is ordered, so Ana's ping would have arrived before Ben's own.
    const frame = await benOnB.next();
    expect(frame).toMatchObject({ kind: 'event', event: 'ping' });
    expect(JSON.parse((frame as { data: string }).data)).toEqual(benPing);
  });

  it('an event published by a module in another process (a bus on the same database) reaches both processes', async () => {
    const onA = await connect(processA, ana);
    const onB = await connect(processB, ana);
    const bus = await createPostgresEventBus(testDb.database.sql!);
    try {
      await bus.publish(ana.id, { type: 'notification.created', data: { id: 'n-1' } });
      expect(await onA.nextEvent('notification.created')).toEqual({
        event: 'notification.created',
        data: { id: 'n-1' },
      });
      expect((await onB.nextEvent('notification.created')).data).toEqual({ id: 'n-1' });
    } finally {
      await bus.close();
    }
  });

  it('stops cleanly on SIGTERM with streams open', async () => {
    await connect(processA, ben);
    await killServer(processA);
    expect(processA.child.exitCode).toBe(0);
  });
});
