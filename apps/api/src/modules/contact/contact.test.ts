import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { waitForMail } from '../../test/mailbox';
import { createTestUser } from '../../test/users';

const TEAM = 'team@partnerly.local';

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy the client address comes from X-Forwarded-For, so tests can vary it.
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

let clientCount = 0;
/** A distinct client address per call unless one is given. */
function postContact(body: unknown, options: { ip?: string; cookie?: string } = {}) {
  clientCount += 1;
  return t.request('/api/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': options.ip ?? `203.0.113.${clientCount}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const rowsFrom = (email: string) =>
  t.deps.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /api/contact', () => {
  it('stores a feature suggestion and e-mails it to the team address', async () => {
    const response = await postContact({
      type: 'feature',
      name: 'Layla Noor',
      email: 'Layla@Example.com',
      company: 'Noor Studio',
      message: 'Please add a calendar export for campaign deadlines.',
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      id: expect.any(String),
      message: "Thank you! Your message has been sent. We'll get back to you soon.",
    });

    const [row] = await rowsFrom('layla@example.com');
    expect(row).toMatchObject({
      id: body.id,
      type: 'feature',
      name: 'Layla Noor',
      company: 'Noor Studio',
      ticketSize: null,
      userId: null,
      clientIp: expect.stringMatching(/^203\.0\.113\./),
    });

    const mail = await waitForMail(t, TEAM, { subject: 'Feature suggestion from Layla Noor' });
    expect(mail.text).toContain('From: Layla Noor <layla@example.com>');
    expect(mail.text).toContain('Company: Noor Studio');
    expect(mail.text).toContain('Please add a calendar export for campaign deadlines.');
  });

  it('keeps the ticket size of an investment inquiry and links a signed-in sender', async () => {
    const user = await createTestUser(t);
    const response = await postContact(
      {
        type: 'investment',
        name: 'Omar <b>Saleh</b>',
        email: 'omar@fund.example',
        company: 'Gulf Ventures',
        ticketSize: 'USD 250,000',
        message: 'We would like to discuss your seed round.',
      },
      { cookie: user.cookie },
    );
    expect(response.status).toBe(201);
    const [row] = await rowsFrom('omar@fund.example');
    expect(row).toMatchObject({ type: 'investment', ticketSize: 'USD 250,000', userId: user.id });

    const mail = await waitForMail(t, TEAM, { subject: /^Investment inquiry from Omar/ });
    expect(mail.text).toContain('Organisation: Gulf Ventures');
    expect(mail.text).toContain('Ticket size: USD 250,000');
    expect(mail.text).toContain(`Partnerly account: ${user.email}`);
    expect(mail.html).not.toContain('<b>Saleh</b>');
  });

  it('treats a message without a type as general and ignores a ticket size outside investment', async () => {
    const response = await postContact({
      name: 'Sara',
      email: 'sara@example.com',
      ticketSize: 'USD 1,000,000',
      message: 'How do payouts to creators work?',
    });
    expect(response.status).toBe(201);
    const [row] = await rowsFrom('sara@example.com');
    expect(row).toMatchObject({ type: 'general', ticketSize: null, company: null });
    await waitForMail(t, TEAM, { subject: 'Contact message from Sara' });
  });

  it('answers bad input with 400 and field messages, storing nothing', async () => {
    const response = await postContact({
      type: 'partnership',
      name: '  ',
      email: 'not-an-email',
      message: 'short',
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(error.fields).toEqual({
      type: ['Please choose a topic from the list'],
      name: ['Name is required'],
      email: ['Please enter a valid email address'],
      message: ['Message must be at least 10 characters'],
    });

    const missing = await postContact({});
    expect((await missing.json()).error.fields).toMatchObject({
      name: ['Name is required'],
      email: ['Email is required'],
      message: ['Message is required'],
    });
    for (const body of ['nonsense', '[]', JSON.stringify({ name: 5, email: [], message: {} })]) {
      expect((await postContact(body)).status).toBe(400);
    }
    const tooLong = await postContact({ name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) });
    expect((await tooLong.json()).error.fields).toEqual({
      message: ['Message must be at most 5000 characters'],
    });
    const withNul = await postContact({
      name: 'A\u0000',
      email: 'a@example.com',
      message: 'Hello there team',
    });
    expect((await withNul.json()).error.fields).toEqual({
      name: ['Contains a character that is not allowed'],
    });
    expect(await rowsFrom('a@example.com')).toHaveLength(0);
  });

  it('allows 5 messages an hour per e-mail address, from any client', async () => {
    const body = { name: 'Flood', email: 'flood@example.com', message: 'Buy followers cheap now!' };
    for (let i = 0; i < 5; i += 1) expect((await postContact(body)).status).toBe(201);
    const throttled = await postContact(body);
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toMatchObject({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: 'You have sent several messages in the last hour. Please try again later.',
      },
    });
    expect(await rowsFrom('flood@example.com')).toHaveLength(5);
  });

  it('allows 5 messages an hour per client address, whatever the e-mail', async () => {
    const ip = '198.51.100.7';
    const send = (i: number) =>
      postContact({ name: 'Bot', email: `bot${i}@example.com`, message: 'Visit my site please!' }, { ip });
    for (let i = 0; i < 5; i += 1) expect((await send(i)).status).toBe(201);
    expect((await send(5)).status).toBe(429);
    // Another client is unaffected.
    const other = await postContact({ name: 'Kind', email: 'kind@example.com', message: 'Lovely product!' });
    expect(other.status).toBe(201);
  });

  it('holds the limit under concurrent posts', async () => {
    const body = { name: 'Rush', email: 'rush@example.com', message: 'Many at once, please.' };
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async () => (await postContact(body)).status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await rowsFrom('rush@example.com')).toHaveLength(5);
  });

  it('counts only the last hour', async () => {
    const email = 'patient@example.com';
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await t.deps.database.db.insert(contactMessages).values(
      Array.from({ length: 5 }, () => ({
        type: 'general' as const,
        name: 'Patient',
        email,
        message: 'An older message',
        createdAt: twoHoursAgo,
      })),
    );
    const response = await postContact({ name: 'Patient', email, message: 'A new question for you' });
    expect(response.status).toBe(201);
  });
});
