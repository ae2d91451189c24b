import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/create-test-app';
import { captureLogs } from '../../test/logs';
import { createTestDatabase } from '../../test/test-database';

describe('health, readiness and unknown API paths', () => {
  let t: TestApp;
  /** The app on a database that is gone (closed), as after an outage. */
  let withoutDatabase: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestApp();
    const lost = await createTestDatabase();
    await lost.drop();
    withoutDatabase = createApp({ ...t.deps, database: lost.database });
  });
  afterAll(() => t.close());

  it('GET /api/health answers 200 with the database kind', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: t.deps.database.kind });
  });

  it('GET /api/health is liveness: it answers 200 while the database is unreachable', async () => {
    const response = await withoutDatabase.request(`${TEST_ORIGIN}/api/health`);
    expect(response.status).toBe(200);
  });

  it('GET /api/ready answers 200 when the database answers', async () => {
    const response = await t.request('/api/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', database: t.deps.database.kind });
  });

  it('GET /api/ready answers 503 while the database is unreachable, and logs why', async () => {
    const lines = captureLogs();
    const response = await withoutDatabase.request(`${TEST_ORIGIN}/api/ready`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', reason: 'database' });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'Not ready: the database did not answer select 1',
        reqId: response.headers.get('x-request-id'),
        err: expect.objectContaining({ message: expect.any(String) }),
      }),
    );
  });

  it('GET /api/ready answers 503 once the process drains (SIGTERM)', async () => {
    const draining = new AbortController();
    const app = createApp({ ...t.deps, draining: draining.signal });
    expect((await app.request(`${TEST_ORIGIN}/api/ready`)).status).toBe(200);
    draining.abort();
    const response = await app.request(`${TEST_ORIGIN}/api/ready`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'draining' });
    // Liveness is unaffected: the process is still up and finishing its requests.
    expect((await app.request(`${TEST_ORIGIN}/api/health`)).status).toBe(200);
  });

  it('unknown /api paths answer 404 JSON', async () => {
    const response = await t.request('/api/no-such-thing', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
