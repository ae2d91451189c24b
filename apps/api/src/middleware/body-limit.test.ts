import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { API_BODY_MAX_BYTES } from './body-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_LARGE = {
  error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large (at most 1 MB)' },
};

/** A JSON text of exactly `bytes` bytes. */
const jsonOfSize = (bytes: number) => {
  const frame = JSON.stringify({ message: '' });
  return JSON.stringify({ message: 'x'.repeat(bytes - frame.length) });
};

const postJson = (pathname: string, body: BodyInit, headers: Record<string, string> = {}) =>
  t.request(pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

describe('the /api body size limit', () => {
  it('answers 413 JSON to a body over 1 MB, on app routes and on /api/auth', async () => {
    const body = jsonOfSize(API_BODY_MAX_BYTES + 1);
    for (const pathname of ['/api/contact', '/api/auth/sign-up/email', '/api/no-such-route']) {
      const response = await postJson(pathname, body);
      expect(response.status, pathname).toBe(413);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual(TOO_LARGE);
    }
  });

  it('counts a streamed body without Content-Length as it arrives', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless unless the server stops reading: 4 MB is the most it may ever pull.
        if (sent >= 4 * API_BODY_MAX_BYTES) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await postJson('/api/contact', stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(sent).toBeLessThan(2 * API_BODY_MAX_BYTES);
  });

  it('lets a body of exactly 1 MB through to the route (which validates it)', async () => {
    const response = await postJson('/api/contact', jsonOfSize(API_BODY_MAX_BYTES));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('keeps the smaller webhook limit (64 KB)', async () => {
    const response = await postJson('/api/payments/webhooks/sandbox', jsonOfSize(100 * 1024));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Webhook body is too large' },
    });
  });
});
