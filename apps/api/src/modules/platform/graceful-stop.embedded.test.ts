import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { parseLogLines } from '../../test/logs';
import {
  delay,
  killAllServers,
  makeTempDir,
  removeDir,
  startServer,
  waitForExit,
  type ServerProcess,
} from '../../test/process';
import { readSse } from '../../test/sse-client';

// SIGTERM on the real server (decision 0035): no new connections, readiness 503, event streams
// end, requests in flight finish (within SHUTDOWN_TIMEOUT_SECONDS), then exit 0 with a last
// log line.

const dirs: string[] = [];

afterAll(async () => {
  await killAllServers();
  await Promise.all(dirs.map(removeDir));
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = await makeTempDir();
  dirs.push(dataDir);
  return startServer({ dataDir, env });
}

const CONTACT_BODY = JSON.stringify({
  type: 'general',
  name: 'Layla Noor',
  email: 'layla@example.com',
  message: 'Sent while the server was stopping.',
});

/**
 * A POST /api/contact whose body is held back: `Expect: 100-continue` makes the server say when
 * it has the request (its handler is then waiting for the body), so it is in flight for sure.
 */
async function openHeldRequest(server: ServerProcess) {
  const socket = connect(server.port, '127.0.0.1');
  let received = '';
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {}); // a cut connection is reported through `close`
  socket.write(
    [
      'POST /api/contact HTTP/1.1',
      `Host: 127.0.0.1:${server.port}`,
      `Origin: ${server.origin}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(CONTACT_BODY)}`,
      'Expect: 100-continue',
      '',
      '',
    ].join('\r\n'),
  );
  await waitUntil(() => received.includes('100 Continue'), 'the server to take the request');
  return { socket, received: () => received, ended };
}

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Gave up waiting for ${what}`);
    await delay(20);
  }
}

/** Resolves once a new TCP connection to the server is refused. */
async function waitForRefusedConnections(server: ServerProcess): Promise<void> {
  const started = Date.now();
  for (;;) {
    const outcome = await new Promise<string>((resolve) => {
      const probe: Socket = connect(server.port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve('accepted');
      });
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    if (outcome === 'ECONNREFUSED') return;
    if (Date.now() - started > 30_000) throw new Error(`New connections still ${outcome} after 30 s`);
    await delay(20);
  }
}

/** Signs up and confirms the address with the code from the outbox, over HTTP; the session cookie. */
async function signedInCookie(server: ServerProcess, email: string): Promise<string> {
  const post = (pathname: string, body: unknown) =>
    fetch(`${server.baseUrl}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify(body),
    });
  expect(
    (
      await post('/api/auth/sign-up/email', {
        email,
        password: 'secret123',
        name: 'Sam',
        acceptedTerms: true,
      })
    ).status,
  ).toBe(200);
  let otp: string | undefined;
  const started = Date.now();
  while (!otp) {
    if (Date.now() - started > 30_000) throw new Error('No confirmation code in the outbox');
    const outbox = (await (
      await fetch(`${server.baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as { items: { subject: string }[] };
    otp = outbox.items.map((item) => /confirmation code: (\d{6})$/.exec(item.subject)?.[1]).find(Boolean);
    if (!otp) await delay(50);
  }
  const confirmed = await post('/api/auth/email-otp/verify-email', { email, otp });
  expect(confirmed.status).toBe(200);
  return confirmed.headers
    .getSetCookie()
    .find((cookie) => cookie.includes('session_token='))!
    .split(';')[0]!;
}

describe('SIGTERM', () => {
  it('lets the request in flight finish, refuses new connections, ends event streams and exits 0', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_SECONDS: '120' });
    const cookie = await signedInCookie(server, 'sam@example.com');
    const events = readSse(await fetch(`${server.baseUrl}/api/events`, { headers: { cookie } }));
    await events.nextEvent('ready');
    const held = await openHeldRequest(server);

    server.child.kill('SIGTERM');
    await waitForRefusedConnections(server);
    // The event stream ends (the browser reconnects, to another process).
    await expect(events.next()).rejects.toThrow('The event stream ended');

    // The held request completes; readiness, asked on the same connection, says 503.
    held.socket.write(
      CONTACT_BODY +
        ['GET /api/ready HTTP/1.1', `Host: 127.0.0.1:${server.port}`, 'Connection: close', '', ''].join(
          '\r\n',
        ),
    );
    await held.ended;
    // (A response starts right after the previous body, not on a line of its own.)
    const answers = held.received().match(/HTTP\/1\.1 \d{3}/g);
    expect(answers, `${held.received()}\n--- server output:\n${server.output()}`).toEqual([
      'HTTP/1.1 100',
      'HTTP/1.1 201',
      'HTTP/1.1 503',
    ]);
    expect(held.received()).toContain('"status":"draining"');

    expect(await waitForExit(server)).toEqual({ code: 0, signal: null });
    const lines = parseLogLines(server.output());
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: expect.stringMatching(/^SIGTERM: stopping/) }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/contact',
        status: 201,
        reqId: expect.any(String),
      }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ path: '/api/ready', status: 503 }));
    expect(lines.some((line) => 'cutConnections' in line)).toBe(false);
    expect(lines.at(-1)).toMatchObject({ level: 'info', msg: expect.stringMatching(/^Partnerly stopped/) });
  }, 240_000);

  it('cuts a request still in flight at SHUTDOWN_TIMEOUT_SECONDS and still exits 0', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const held = await openHeldRequest(server);

    server.child.kill('SIGTERM');
    await held.ended;
    expect(held.received()).not.toMatch(/HTTP\/1\.1 [2-5]\d\d/);

    expect(await waitForExit(server)).toEqual({ code: 0, signal: null });
    const lines = parseLogLines(server.output());
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', cutConnections: 1 }));
    expect(lines.at(-1)).toMatchObject({ msg: expect.stringMatching(/^Partnerly stopped/) });
  }, 240_000);
});
