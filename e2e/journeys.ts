import type { BrandCampaignResult, MyApplicationResult } from '@partnerly/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { expectToast, makePng } from './fixtures';

// Steps many journeys share: what they arrange through the API (the marketplace's campaigns,
// applications, the demo agent), how they open a page that updates live, and a few steps
// through the screens that several journeys take on the way to what they check.

/** The password of every seeded demo account. */
export const DEMO_PASSWORD = 'Demo1234!';

/** The seeded demo agent (agents cannot sign up publicly; see global-setup.ts). */
const DEMO_AGENT = { email: 'agent@demo.partnerly.local', password: DEMO_PASSWORD, name: 'Avery Agent' };

/** Signs the page's context in with an e-mail and password, through the API (fast set-up). */
export async function signInThroughApi(page: Page, user: { email: string; password: string }): Promise<void> {
  const response = await page.context().request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(inject('baseURL')).origin },
    data: { email: user.email, password: user.password },
  });
  if (!response.ok())
    throw new Error(`${user.email} sign-in failed: ${response.status()} ${await response.text()}`);
}

async function signInAsDemo(page: Page, email: string): Promise<void> {
  await signInThroughApi(page, { email, password: DEMO_PASSWORD });
}

/** Signs the page's context in as the demo agent, through the API. */
export async function signInAsDemoAgent(page: Page): Promise<void> {
  await signInAsDemo(page, DEMO_AGENT.email);
}

/** Signs the page's context in as the demo super admin (not yet past the console's step-up check). */
export async function signInAsDemoSuperAdmin(page: Page): Promise<void> {
  await signInAsDemo(page, 'superadmin@demo.partnerly.local');
}

/** What a published campaign says; the rest of POST /api/campaigns' fields may be given too. */
export interface CampaignFields {
  title: string;
  description: string;
  [field: string]: unknown;
}

/**
 * Publishes a campaign as the page's signed-in brand (it needs a plan); answers its id. A
 * content campaign in Food & Dining, open for applications until 2999, unless `fields` say
 * otherwise (compensation is then monetary, the API's default).
 */
export async function publishCampaign(page: Page, fields: CampaignFields): Promise<string> {
  const response = await page.context().request.post('/api/campaigns', {
    data: { campaignType: 'content', niche: 'Food & Dining', applicationDeadline: '2999-12-31', ...fields },
  });
  if (response.status() !== 201)
    throw new Error(`create answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as BrandCampaignResult).campaign.id;
}

/**
 * Applies as the page's signed-in creator (or agent, with `creatorId`) through the API;
 * answers the application's id.
 */
export async function applyThroughApi(
  page: Page,
  application: { type: 'direct' | 'negotiation'; campaignId: string; [field: string]: unknown },
): Promise<string> {
  const response = await page.context().request.post('/api/applications', { data: application });
  if (response.status() !== 201)
    throw new Error(`apply answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as MyApplicationResult).application.id;
}

/** Approves an application as the page's signed-in brand, through the API. */
/**
 * Approves through the API as the brand signed in on `page`. A paid campaign aimed at the UAE
 * needs `confirmPermitMissing` for a creator without a verified Advertiser Permit (issue 24).
 */
export async function approveThroughApi(
  page: Page,
  applicationId: string,
  options: { confirmPermitMissing?: boolean } = {},
): Promise<void> {
  const response = await page.context().request.post(`/api/applications/${applicationId}/approve`, {
    data: options,
  });
  if (!response.ok()) throw new Error(`approve answered ${response.status()}: ${await response.text()}`);
}

/**
 * Verifies the workspace of the brand signed in on `brandPage` through the API: the owner sends
 * a trade licence (a PNG drawn by the browser), and the demo super admin, signed in on
 * `adminPage` and past the console's step-up check, approves it.
 */
export async function verifyBrandThroughApi(brandPage: Page, adminPage: Page): Promise<void> {
  const brand = brandPage.context().request;
  const upload = await brand.post('/api/uploads', {
    multipart: {
      purpose: 'verification-document',
      file: { name: 'licence.png', mimeType: 'image/png', buffer: await makePng(brandPage, 400, 300) },
    },
  });
  if (upload.status() !== 201) throw new Error(`upload answered ${upload.status()}: ${await upload.text()}`);
  const requested = await brand.post('/api/verification-requests', {
    data: {
      kind: 'business',
      tradeLicenceNumber: `TL-${Date.now()}`,
      documentUploadId: ((await upload.json()) as { id: string }).id,
    },
  });
  if (requested.status() !== 201)
    throw new Error(`verification request answered ${requested.status()}: ${await requested.text()}`);
  const { id } = (await requested.json()) as { id: string };

  await signInAsDemoSuperAdmin(adminPage);
  const admin = adminPage.context().request;
  const elevated = await admin.post('/api/admin/elevation', {
    data: { method: 'password', password: DEMO_PASSWORD },
  });
  if (!elevated.ok()) throw new Error(`step-up answered ${elevated.status()}: ${await elevated.text()}`);
  const approved = await admin.post(`/api/admin/verifications/${id}/approve`);
  if (!approved.ok()) throw new Error(`approval answered ${approved.status()}: ${await approved.text()}`);
}

/**
 * Opens `path` and waits until the page's event stream is connected: changes made elsewhere
 * reach the page from here on.
 */
export async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

/** Marks the page's document, so `expectNotReloaded` can prove the page was never reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }));
}

/** The document `markDocument` marked is still the one shown (changes arrived without a reload). */
export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(
    true,
  );
}

/**
 * In the open Enterprise inquiry form: checks what it was prefilled with from the account,
 * describes the requirements and sends it (the 'Inquiry Sent' toast is the caller's to await).
 */
export async function sendEnterpriseInquiry(
  form: Locator,
  prefilled: { companyName: string; contactName?: string; email?: string },
  requirements: string,
): Promise<void> {
  await expect.poll(() => form.getByLabel('Company name').inputValue()).toBe(prefilled.companyName);
  if (prefilled.contactName !== undefined) {
    await expect.poll(() => form.getByLabel('Contact name').inputValue()).toBe(prefilled.contactName);
  }
  if (prefilled.email !== undefined) {
    await expect.poll(() => form.getByLabel('Email').inputValue()).toBe(prefilled.email);
  }
  await form.getByLabel('Requirements').fill(requirements);
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
}

/**
 * On the creator's profile tab: picks a PNG drawn by the browser as the photo, saves it in
 * the crop dialog and waits for the upload's toast.
 */
export async function uploadCreatorPhoto(page: Page, size = 400): Promise<void> {
  await page.getByTestId('creator-photo-file-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await makePng(page, size, size),
  });
  const crop = page.getByRole('dialog', { name: 'Adjust Photo' });
  await crop.getByRole('img', { name: 'Image to crop' }).waitFor();
  await crop.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Profile image uploaded successfully');
}

/**
 * On /profile?tab=account: Delete Account asks twice. Cancel on the first question closes
 * it; asked again, Continue opens the final confirmation, answered here with 'Delete My
 * Account' still to press.
 */
export async function openFinalDeleteConfirmation(page: Page): Promise<Locator> {
  await page.goto('/profile?tab=account');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const first = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await first.getByRole('button', { name: 'Cancel' }).click();
  await first.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await first.getByRole('button', { name: 'Continue' }).click();
  const final = page.getByRole('alertdialog', { name: 'Final Confirmation' });
  await final.waitFor();
  return final;
}

/** A creator's home (issue 21): /dashboard sends creators to the creator dashboard and its greeting. */
export async function waitForCreatorDashboard(page: Page, firstName: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/creator-dashboard');
  await page.getByRole('heading', { level: 1, name: 'Creator Dashboard' }).waitFor();
  await page.getByText(`Welcome, ${firstName}!`, { exact: true }).waitFor();
}
