import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';

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
  });
});

describe('GET /api/dev/outbox with NODE_ENV=production and no SMTP_URL', () => {
  const production = { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' };

  it('answers 404 and hides the outbox from the web app unless DEV_OUTBOX=true', async () => {
    const t = await createTestApp(production);
    try {
      await t.deps.database.db
        .insert(mailOutbox)
        .values({ to: 'victim@example.com', subject: 'Reset', text: 'link', html: '<p>link</p>' });
      const response = await t.request('/api/dev/outbox?to=victim@example.com');
      expect(response.status).toBe(404);
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
