import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { logger } from '../logging/logger';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/create-test-app';
import { captureLogs, type LogLine } from '../test/logs';
import { createTestUser } from '../test/users';

// Every request has an id (X-Request-Id), every line logged while it runs carries it, and one
// access line per request says what happened (decision 0035).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

const accessLines = (lines: LogLine[]) => lines.filter((line) => typeof line.status === 'number');

describe('request ids', () => {
  it('gives a request without X-Request-Id a new id, echoed in the answer and on its access line', async () => {
    const lines = captureLogs();
    const response = await t.request('/api/campaigns/feed?search=secret-token&page=2');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(UUID);

    const [access] = accessLines(lines);
    expect(access).toMatchObject({
      level: 'info',
      reqId: requestId,
      method: 'GET',
      path: '/api/campaigns/feed',
      status: response.status,
      durationMs: expect.any(Number),
    });
    expect(access).not.toHaveProperty('userId');
    // Never the query string: links carry tokens there.
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('keeps an incoming X-Request-Id that is a plain token of at most 128 characters', async () => {
    for (const incoming of ['abc-123', 'proxy.4f2a_9', 'x'.repeat(128)]) {
      const lines = captureLogs();
      const response = await t.request('/api/health', { headers: { 'x-request-id': incoming } });
      expect(response.headers.get('x-request-id')).toBe(incoming);
      expect(accessLines(lines)[0]?.reqId).toBe(incoming);
    }
  });

  it('replaces an X-Request-Id that is too long or not a plain token', async () => {
    for (const incoming of ['x'.repeat(129), 'two words', 'a"b', '{"level":"fatal"}', 'ü']) {
      const response = await t.request('/api/health', { headers: { 'x-request-id': incoming } });
      const echoed = response.headers.get('x-request-id');
      expect(echoed, incoming).toMatch(UUID);
    }
  });

  it('puts the id on the answers of errors and of the web app too', async () => {
    const notFound = await t.request('/api/no-such-route', { headers: { 'x-request-id': 'req-404' } });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-request-id')).toBe('req-404');
    const signedOut = await t.request('/api/notifications');
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('access lines', () => {
  it('name the signed-in user', async () => {
    const user = await createTestUser(t);
    const lines = captureLogs();
    const response = await t.request('/api/me', { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    expect(accessLines(lines)).toEqual([
      expect.objectContaining({
        level: 'info',
        method: 'GET',
        path: '/api/me',
        status: 200,
        userId: user.id,
      }),
    ]);
  });

  it('are debug lines for successful health checks, info lines when they fail', async () => {
    const lines = captureLogs();
    await t.request('/api/health');
    await t.request('/api/ready');
    const draining = createApp({ ...t.deps, draining: AbortSignal.abort() });
    expect((await draining.request(`${TEST_ORIGIN}/api/ready`)).status).toBe(503);
    expect(accessLines(lines).map((line) => [line.path, line.status, line.level])).toEqual([
      ['/api/health', 200, 'debug'],
      ['/api/ready', 200, 'debug'],
      ['/api/ready', 503, 'info'],
    ]);
  });
});

describe('errors', () => {
  it('a route that throws answers 500 JSON, logged with the request id and the stack', async () => {
    const failing = createApp(t.deps);
    failing.get('/api-test/crash', () => {
      throw new Error('boom in a handler');
    });
    const lines = captureLogs();
    const response = await failing.request(`${TEST_ORIGIN}/api-test/crash`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
    });
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(UUID);

    const errors = lines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      reqId: requestId,
      method: 'GET',
      path: '/api-test/crash',
      err: { type: 'Error', message: 'boom in a handler' },
    });
    expect(errors[0]?.err?.stack).toMatch(/boom in a handler\n\s+at /);
    expect(accessLines(lines)).toEqual([
      expect.objectContaining({ reqId: requestId, path: '/api-test/crash', status: 500 }),
    ]);
  });

  it('a service deep in a request logs with the request id', async () => {
    vi.spyOn(t.deps.mail, 'send').mockRejectedValueOnce(new Error('mail queue unavailable'));
    const lines = captureLogs();
    const response = await t.request('/api/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': 'contact-req-1',
        'x-forwarded-for': '198.51.100.7',
      },
      body: JSON.stringify({
        type: 'general',
        name: 'Layla Noor',
        email: 'layla@example.com',
        message: 'Hello there, this is a message to the team.',
      }),
    });
    // The message is stored, so the answer stays a success; the failed e-mail is logged.
    expect(response.status).toBe(201);

    const failure = lines.find((line) =>
      /the e-mail of contact message .* to the team failed/.test(line.msg ?? ''),
    );
    expect(failure).toMatchObject({
      level: 'error',
      reqId: 'contact-req-1',
      err: { message: 'mail queue unavailable' },
    });
  });

  it('lines logged outside any request carry no request id', async () => {
    const lines = captureLogs();
    await t.request('/api/health');
    logger.info('between requests');
    expect(lines.at(-1)).toMatchObject({ msg: 'between requests' });
    expect(lines.at(-1)).not.toHaveProperty('reqId');
  });
});
