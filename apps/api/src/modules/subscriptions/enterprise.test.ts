import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseInquiries, enterpriseLimitRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, giveSubscription } from '../../test/factories/brand';
import { mailsMatching, postJson } from './subscriptions.fixtures';

const SALES = 'sales@partnerly.local';

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy the client address comes from X-Forwarded-For, so tests can vary it.
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

let clientCount = 0;
/** An inquiry from a distinct client address per call unless one is given. */
function postInquiry(body: unknown, ip = `203.0.113.${(clientCount += 1)}`) {
  return t.request('/api/subscriptions/enterprise-inquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

const inquiry = {
  companyName: 'Big Retail LLC',
  contactName: 'Mona Ali',
  email: 'Mona@BigRetail.example',
  phone: '+971 50 123 4567',
  teamSize: '50-100',
  requirements: 'Forty stores, 200 QR codes a month',
  additionalInfo: 'We start in March',
};

const inquiriesFrom = (email: string) =>
  t.deps.database.db.select().from(enterpriseInquiries).where(eq(enterpriseInquiries.email, email));

describe('enterprise inquiry', () => {
  it('validates company, e-mail and requirements with field messages', async () => {
    const response = await postJson(t, '/api/subscriptions/enterprise-inquiries', {
      companyName: ' ',
      email: 'not-an-email',
      phone: 'call me',
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields).toMatchObject({
      companyName: ['Company name is required'],
      email: ['Please enter a valid email address'],
      requirements: ['Requirements are required'],
      phone: ['Please enter a valid phone number'],
    });
    for (const body of ['nonsense', JSON.stringify([]), JSON.stringify({ ...inquiry, companyName: 5 })]) {
      const bad = await t.request('/api/subscriptions/enterprise-inquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(bad.status).toBe(400);
    }
  });

  it('is stored and e-mailed to sales, from a visitor during registration', async () => {
    const response = await postJson(t, '/api/subscriptions/enterprise-inquiries', inquiry);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: "Your enterprise inquiry has been sent. We'll contact you within 24 hours.",
    });
    const [row] = await t.deps.database.db
      .select()
      .from(enterpriseInquiries)
      .where(eq(enterpriseInquiries.email, 'mona@bigretail.example'));
    expect(row).toMatchObject({ companyName: 'Big Retail LLC', teamSize: '50-100', userId: null });
    const [mail] = await mailsMatching(t, SALES, /^Enterprise inquiry: Big Retail LLC$/);
    expect(mail!.text).toContain('Forty stores, 200 QR codes a month');
    expect(mail!.text).toContain('+971 50 123 4567');
  });

  it('links a signed-in brand and escapes the e-mail HTML', async () => {
    const brand = await createBrand(t);
    const response = await postJson(
      t,
      '/api/subscriptions/enterprise-inquiries',
      { companyName: '<b>Acme</b>', email: brand.email, requirements: 'More codes' },
      brand.cookie,
    );
    expect(response.status).toBe(201);
    const [row] = await t.deps.database.db
      .select()
      .from(enterpriseInquiries)
      .where(eq(enterpriseInquiries.userId, brand.id));
    expect(row).toBeDefined();
    const [mail] = await mailsMatching(t, SALES, /<b>Acme<\/b>/);
    expect(mail!.html).not.toContain('<b>Acme</b>');
    expect(mail!.text).toContain(`Partnerly account: ${brand.email}`);
  });
});

describe('enterprise limit request', () => {
  const request = {
    requestedQrLimit: 60,
    requestedRedemptionLimit: 500,
    businessJustification: 'Seasonal campaign in 40 stores',
    campaignVolumeEstimate: '20 campaigns a month',
  };

  it('is for enterprise brands; others are told to upgrade', async () => {
    expect((await postJson(t, '/api/subscriptions/limit-requests', request)).status).toBe(401);
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'premium' });
    const response = await postJson(t, '/api/subscriptions/limit-requests', request, brand.cookie);
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toMatch(/Enterprise plan/);
  });

  it('requires justification and volume, and values not below the current limits', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'enterprise' });
    const missing = await postJson(
      t,
      '/api/subscriptions/limit-requests',
      { requestedQrLimit: 'many' },
      brand.cookie,
    );
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toMatchObject({
      businessJustification: ['Business justification is required'],
      campaignVolumeEstimate: ['Expected campaign volume is required'],
      requestedQrLimit: ['Requested QR code limit must be a number'],
    });
    const below = await postJson(
      t,
      '/api/subscriptions/limit-requests',
      { ...request, requestedQrLimit: 10, requestedRedemptionLimit: 299 },
      brand.cookie,
    );
    expect(below.status).toBe(400);
    expect((await below.json()).error.fields).toEqual({
      requestedQrLimit: ['Requested QR code limit must be at least 30'],
      requestedRedemptionLimit: ['Requested redemptions per code must be at least 300'],
    });
  });

  it('is stored for review and e-mailed to sales', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'enterprise' });
    const response = await postJson(t, '/api/subscriptions/limit-requests', request, brand.cookie);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: 'Your request has been submitted! Our team will review it within 24 hours.',
    });
    const [row] = await t.deps.database.db
      .select()
      .from(enterpriseLimitRequests)
      .where(eq(enterpriseLimitRequests.workspaceId, brand.id));
    expect(row).toMatchObject({ currentPlan: 'enterprise', requestedQrLimit: 60, status: 'pending' });
    const escaped = brand.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(await mailsMatching(t, SALES, new RegExp(`^Limit increase request: ${escaped}$`))).toHaveLength(1);
  });
});

// Last: the e-mails these send would queue ahead of the other tests' mail.
describe('enterprise inquiry limits', () => {
  it('limits repeated inquiries from one address, from any client', async () => {
    const body = { ...inquiry, email: 'flood@example.com' };
    for (let i = 0; i < 5; i += 1) expect((await postInquiry(body)).status).toBe(201);
    const refused = await postInquiry({ ...body, email: 'FLOOD@example.com' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: 'You have sent several inquiries already. We will contact you within 24 hours.',
      },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_500);
    expect(await inquiriesFrom('flood@example.com')).toHaveLength(5);
  });

  it('limits inquiries from one client, whatever the address', async () => {
    const ip = '198.51.100.23';
    const send = (i: number) => postInquiry({ ...inquiry, email: `buyer${i}@example.com` }, ip);
    for (let i = 0; i < 10; i += 1) expect((await send(i)).status).toBe(201);
    const refused = await send(10);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('TOO_MANY_REQUESTS');
    expect(await inquiriesFrom('buyer10@example.com')).toHaveLength(0);
    // Another client, and the refused address from elsewhere, are unaffected.
    expect((await postInquiry({ ...inquiry, email: 'buyer10@example.com' })).status).toBe(201);
  });

  it('holds the per-address limit under concurrent requests', async () => {
    const body = { ...inquiry, email: 'rush@example.com' };
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async () => (await postInquiry(body)).status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await inquiriesFrom('rush@example.com')).toHaveLength(5);
  });
});
