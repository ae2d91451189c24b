import type { Page } from 'playwright-core';
import {
  createAccount,
  createBrandWithPlan,
  expect,
  expectToast,
  makePng,
  MOBILE,
  newUser,
  screenshot,
  test,
} from './fixtures';
import { violationsOfOpenPage } from './axe';
import {
  applyThroughApi,
  DEMO_PASSWORD,
  expectNotReloaded,
  markDocument,
  openLive,
  publishCampaign,
  signInAsDemoSuperAdmin,
} from './journeys';

// Issue 19's dispute journey: a creator opens a dispute on their approved application in the
// browser; the super admin passes the console's step-up check, marks it investigating and
// resolves it; the creator follows each step live on My Applications, and the brand finds the
// resolution on the application in its Applications dialog.

const RESOLUTION = 'The brand paid the AED 1,500 payout on 12 May; the creator confirmed it arrived.';

/** A brand with a plan and a campaign, and a creator whose application to it the brand approved. */
async function approvedApplication(brandPage: Page, creatorPage: Page, title: string) {
  await createBrandWithPlan(brandPage, newUser('Hana', 'Saleh'), 'Sandstone Dates');
  const campaignId = await publishCampaign(brandPage, {
    title,
    description: 'Three reels about our date-filled pastries for Eid.',
    platforms: ['instagram'],
    budgetMin: 800,
    budgetMax: 2000,
  });
  await createAccount(creatorPage, newUser('Yara', 'Mansour'));
  const applicationId = await applyThroughApi(creatorPage, { type: 'direct', campaignId });
  const approved = await brandPage.context().request.post(`/api/applications/${applicationId}/approve`, {
    data: {},
  });
  expect(approved.status()).toBe(200);
  return { campaignId, applicationId };
}

test('a creator opens a dispute, the super admin investigates and resolves it, both sides see it', async ({
  newPage,
}) => {
  const title = `Eid Pastry Reels ${Date.now().toString(36)}`;
  const brandPage = await newPage();
  const creatorPage = await newPage();
  const { campaignId } = await approvedApplication(brandPage, creatorPage, title);

  // The creator opens the dispute from the application's card, with a screenshot as evidence.
  await openLive(creatorPage, '/my-applications?tab=approved');
  await markDocument(creatorPage);
  const mine = creatorPage.getByRole('article', { name: title });
  await mine.getByRole('button', { name: 'Open Dispute' }).click();
  const dialog = creatorPage.getByRole('dialog', { name: 'Open Dispute' });
  await dialog.getByRole('button', { name: 'Open Dispute' }).click();
  await dialog.getByText('Choose what the dispute is about').waitFor();
  await dialog.getByText('Describe what went wrong', { exact: true }).waitFor();
  await dialog.getByLabel('What is it about?').selectOption('payment');
  await dialog
    .getByLabel('What went wrong?')
    .fill('My content went live three weeks ago and the agreed payout has not arrived.');
  await dialog.getByLabel('Evidence files to attach').setInputFiles({
    name: 'bank-statement.png',
    mimeType: 'image/png',
    buffer: await makePng(creatorPage, 320, 200),
  });
  await dialog.getByRole('list', { name: 'Evidence files' }).getByText('Attached').waitFor();
  expect(await violationsOfOpenPage(creatorPage, 'Open Dispute dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Open Dispute' }).click();
  await expectToast(creatorPage, 'Dispute Opened');
  await dialog.waitFor({ state: 'detached' });
  const dispute = mine.getByRole('region', { name: 'Dispute' });
  await dispute.getByText('Payment dispute').waitFor();
  await dispute.getByText('Open', { exact: true }).waitFor();
  await dispute.getByRole('link', { name: 'Evidence 1' }).waitFor();
  expect(await mine.getByRole('button', { name: 'Open Dispute' }).count()).toBe(0);

  // The super admin unlocks the console with their password and finds it first in Disputes.
  const adminPage = await newPage();
  await signInAsDemoSuperAdmin(adminPage);
  await adminPage.goto('/admin/disputes');
  await adminPage.getByRole('heading', { level: 1, name: 'Admin Access' }).waitFor();
  await adminPage.getByLabel('Your password', { exact: true }).fill(DEMO_PASSWORD);
  await adminPage.getByRole('button', { name: 'Unlock Admin Console' }).click();
  await adminPage.getByRole('heading', { level: 1, name: 'Admin Console' }).waitFor();
  const row = adminPage.getByRole('article', { name: `Payment dispute · ${title}` });
  await row.getByText('Yara Mansour (Creator)').waitFor();
  await row.getByText('Hana Saleh (Brand)').waitFor();
  await row.getByRole('button', { name: 'View details' }).click();
  const detail = adminPage.getByRole('dialog', { name: 'Payment dispute' });
  await detail.getByText('My content went live three weeks ago').waitFor();
  expect(await violationsOfOpenPage(adminPage, 'dispute detail')).toEqual([]);
  // The evidence opens for the admin (and for nobody else but its owner: API tests).
  const evidence = detail.getByRole('link', { name: 'Evidence 1 (image)' });
  const evidenceUrl = await evidence.getAttribute('href');
  expect((await adminPage.context().request.get(evidenceUrl!)).headers()['content-type']).toBe('image/png');
  expect((await brandPage.context().request.get(evidenceUrl!)).status()).toBe(403);

  await detail.getByRole('button', { name: 'Mark Investigating' }).click();
  await expectToast(adminPage, 'Dispute Marked Investigating');
  await detail.getByText('Investigating', { exact: true }).waitFor();
  await detail.getByText('Marked investigating by Sam Super').waitFor();
  // The creator's open page follows.
  await dispute.getByText('Investigating', { exact: true }).waitFor();

  await detail.getByRole('button', { name: 'Resolve Dispute' }).click();
  const resolve = adminPage.getByRole('dialog', { name: 'Resolve Dispute' });
  await resolve.getByLabel('Outcome').selectOption('in_favour_of_initiator');
  await resolve.getByLabel('Resolution note').fill(RESOLUTION);
  await screenshot(adminPage, 'admin-dispute-resolve');
  await resolve.getByRole('button', { name: 'Resolve Dispute' }).click();
  await expectToast(adminPage, 'Dispute Resolved');
  await resolve.waitFor({ state: 'detached' });
  await detail.getByText('Resolved', { exact: true }).waitFor();
  expect(await detail.getByRole('button', { name: 'Mark Investigating' }).count()).toBe(0);
  expect(await detail.getByRole('button', { name: 'Resolve Dispute' }).count()).toBe(0);

  // The creator sees the resolution arrive without reloading.
  await dispute.getByText('Resolved', { exact: true }).waitFor();
  await dispute.getByText(RESOLUTION).waitFor();
  await dispute.getByText('Outcome: In favour of the side that opened it').waitFor();
  await expectNotReloaded(creatorPage);

  // The brand finds it on the application in its Applications dialog, at phone width too.
  await brandPage.setViewportSize(MOBILE);
  await brandPage.goto(`/dashboard?tab=campaigns&applications=${campaignId}&applicationsTab=approved`);
  const brandDialog = brandPage.getByRole('dialog', { name: `Applications for "${title}"` });
  const application = brandDialog.getByRole('article', { name: 'Yara Mansour' });
  const seenByBrand = application.getByRole('region', { name: 'Dispute' });
  await seenByBrand.getByText('Resolved', { exact: true }).waitFor();
  await seenByBrand.getByText(RESOLUTION).waitFor();
  await seenByBrand.getByText('1 evidence file shared with the Partnerly team.').waitFor();
  // Resolved: either side may open a new one.
  await application.getByRole('button', { name: 'Open Dispute' }).waitFor();
  expect(await violationsOfOpenPage(brandPage, 'resolved dispute on the application')).toEqual([]);
  await screenshot(brandPage, 'brand-application-dispute-mobile');
});
