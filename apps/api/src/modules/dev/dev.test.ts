import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/create-test-app';

interface OutboxItem {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

const getOutbox = async (t: TestApp, query = '') => {
  const response = await t.request(`/api/dev/outbox${query}`);
  return { status: response.status, body: (await response.json()) as { items: OutboxItem[] } };
};

describe('GET /api/dev/outbox with the local outbox (SMTP_URL unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // (How soon it shows depends on the machine's load: no timing is asserted here.)
  it('shows a sent e-mail, without signing in', async () => {
    const sentAt = Date.now();
    await t.deps.mail.send({
      to: 'first@example.com',
      subject: 'Queued',
      text: 'Hello',
      html: '<p>Hello</p>',
    });

    let items: OutboxItem[] = [];
    await vi.waitFor(
      async () => {
        ({ items } = (await getOutbox(t)).body);
        expect(items).toHaveLength(1);
      },
      { timeout: 15_000, interval: 25 },
    );
    expect(items[0]).toEqual({
      id: expect.any(String),
      to: 'first@example.com',
      subject: 'Queued',
      text: 'Hello',
      html: '<p>Hello</p>',
      headers: {},
      createdAt: expect.any(String),
    });
    expect(new Date(items[0]!.createdAt).getTime()).toBeGreaterThan(sentAt - 60_000);
  });

  it('lists the 50 newest first and filters by recipient, ignoring case', async () => {
    const base = Date.parse('2030-01-01T00:00:00Z');
    await t.deps.database.db.insert(mailOutbox).values(
      Array.from({ length: 60 }, (_, index) => ({
        to: index % 2 === 0 ? 'Even@Example.com' : 'odd@example.com',
        subject: `Message ${index}`,
        text: `Text ${index}`,
        html: `<p>${index}</p>`,
        createdAt: new Date(base + index * 1_000),
      })),
    );

    const all = await getOutbox(t);
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(50);
    expect(all.body.items.slice(0, 3).map((item) => item.subject)).toEqual([
      'Message 59',
      'Message 58',
      'Message 57',
    ]);
    const times = all.body.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const even = await getOutbox(t, '?to=even@example.COM');
    expect(even.body.items).toHaveLength(30);
    expect(even.body.items.every((item) => item.to === 'Even@Example.com')).toBe(true);
    expect(even.body.items[0]?.subject).toBe('Message 58');

    expect((await getOutbox(t, '?to=nobody@example.com')).body.items).toEqual([]);
  });

  it('serves one e-mail as a page of its own: inline styles, no scripts, framed by the mailbox only', async () => {
    const html = '<p style="color:#b91c1c">Styled</p><script>parent.alert(1)</script>';
    const [row] = await t.deps.database.db
      .insert(mailOutbox)
      .values({ to: 'styled@example.com', subject: 'Styled', text: 'Styled', html })
      .returning();
    const response = await t.request(`/api/dev/outbox/${row!.id}/html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe(html);
    // The app's own policy would block the e-mail's style attributes; this one allows them and
    // nothing else (a sandbox without scripts), and only the app may frame it.
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox",
    );
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const unknown = await t.request('/api/dev/outbox/00000000-0000-4000-8000-000000000000/html');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await t.request('/api/dev/outbox/not-an-id/html')).status).toBe(400);
  });

  it('answers 400 for an over-long recipient filter', async () => {
    const response = await t.request(`/api/dev/outbox?to=${'a'.repeat(321)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('GET /api/dev/outbox with SMTP configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  });
  afterAll(() => t.close());

  it('answers 404 JSON: the outbox does not exist', async () => {
    const response = await t.request('/api/dev/outbox');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const [row] = await t.deps.database.db
      .insert(mailOutbox)
      .values({ to: 'a@example.com', subject: 'S', text: 'T', html: '<p>H</p>' })
      .returning();
    expect((await t.request(`/api/dev/outbox/${row!.id}/html`)).status).toBe(404);
  });
});

describe('GET /api/dev/outbox with NODE_ENV=production and no SMTP_URL', () => {
  const production = { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' };

  it('answers 404 and hides the outbox from the web app unless DEV_OUTBOX=true', async () => {
    const t = await createTestApp(production);
    try {
      const [row] = await t.deps.database.db
        .insert(mailOutbox)
        .values({ to: 'victim@example.com', subject: 'Reset', text: 'link', html: '<p>link</p>' })
        .returning();
      const response = await t.request('/api/dev/outbox?to=victim@example.com');
      expect(response.status).toBe(404);
      expect((await t.request(`/api/dev/outbox/${row!.id}/html`)).status).toBe(404);
      expect(await response.json()).toEqual({
        error: {
          code: 'NOT_FOUND',
          message: 'The outbox is off in production: set DEV_OUTBOX=true to read e-mails here',
        },
      });
      const config = await t.request('/api/config');
      expect(await config.json()).toMatchObject({ isOutboxMail: false });
    } finally {
      await t.close();
    }
  });

  it('serves it with DEV_OUTBOX=true (a demo deployment)', async () => {
    const t = await createTestApp({ ...production, DEV_OUTBOX: 'true' });
    try {
      await t.deps.database.db
        .insert(mailOutbox)
        .values({ to: 'demo@example.com', subject: 'Your code', text: '123456', html: '<p>123456</p>' });
      const response = await t.request('/api/dev/outbox');
      expect(response.status).toBe(200);
      expect((await response.json()) as { items: OutboxItem[] }).toMatchObject({
        items: [{ to: 'demo@example.com', subject: 'Your code' }],
      });
      expect(await (await t.request('/api/config')).json()).toMatchObject({ isOutboxMail: true });
    } finally {
      await t.close();
    }
  });

  it('can be turned off outside production too (DEV_OUTBOX=false)', async () => {
    const t = await createTestApp({ DEV_OUTBOX: 'false' });
    try {
      expect((await t.request('/api/dev/outbox')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/dev/outbox answers this computer only (loopback clients)', () => {
  const FORBIDDEN_MESSAGE =
    'The outbox is only served to the computer running Partnerly (it holds sign-in codes and reset links): open /dev/mailbox there, on localhost';
  let t: TestApp;
  let behindProxy: TestApp;
  let messageId: string;
  beforeAll(async () => {
    t = await createTestApp();
    behindProxy = await createTestApp({ TRUSTED_PROXY: 'true' });
    for (const app of [t, behindProxy]) {
      const [row] = await app.deps.database.db
        .insert(mailOutbox)
        .values({ to: 'someone@example.com', subject: 'Your code', text: '123456', html: '<p>123456</p>' })
        .returning();
      if (app === t) messageId = row!.id;
    }
  });
  afterAll(async () => {
    await t.close();
    await behindProxy.close();
  });

  /** A request as if over TCP from `peer` (in-process requests have no connection of their own). */
  const fromPeer = (app: TestApp, pathname: string, peer: string, headers: Record<string, string> = {}) =>
    app.app.request(
      new URL(pathname, TEST_ORIGIN).toString(),
      { headers },
      { incoming: { socket: { remoteAddress: peer } } },
    );

  it('serves a browser on the same computer, over IPv4 or IPv6', async () => {
    for (const peer of ['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1']) {
      const response = await fromPeer(t, '/api/dev/outbox', peer);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ items: [{ subject: 'Your code', text: '123456' }] });
    }
  });

  it('refuses any other address with 403 saying why, and /api/config does not offer it there', async () => {
    for (const peer of ['192.168.1.20', '10.0.0.5', '203.0.113.7', '::ffff:192.0.2.1', '2001:db8::1']) {
      const response = await fromPeer(t, '/api/dev/outbox?to=someone@example.com', peer);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE } });
      expect(await (await fromPeer(t, '/api/config', peer)).json()).toMatchObject({ isOutboxMail: false });
      const page = await fromPeer(t, `/api/dev/outbox/${messageId}/html`, peer);
      expect(page.status).toBe(403);
      expect(await page.text()).not.toContain('123456');
    }
    expect(await (await fromPeer(t, '/api/config', '127.0.0.1')).json()).toMatchObject({
      isOutboxMail: true,
    });
  });

  it('refuses a request a proxy forwarded from elsewhere, even though the proxy itself is local', async () => {
    // A tunnel or reverse proxy on this computer (ngrok, Caddy...) without TRUSTED_PROXY.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const value = header === 'forwarded' ? 'for=203.0.113.9' : '203.0.113.9';
      const response = await fromPeer(t, '/api/dev/outbox', '127.0.0.1', { [header]: value });
      expect(response.status).toBe(403);
    }
  });

  it('behind a trusted proxy, goes by the address the proxy forwarded', async () => {
    const remote = await fromPeer(behindProxy, '/api/dev/outbox', '127.0.0.1', {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(remote.status).toBe(403);
    const local = await fromPeer(behindProxy, '/api/dev/outbox', '127.0.0.1', {
      'x-forwarded-for': '203.0.113.9, 127.0.0.1',
    });
    expect(local.status).toBe(200);
  });
});
