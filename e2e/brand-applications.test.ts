import {
  createBrandWithPlan,
  expect,
  expectToast,
  MOBILE,
  newUser,
  screenshot,
  signUpThroughApi,
  test,
} from './fixtures';
import { applyThroughApi, expectNotReloaded, markDocument, openLive, publishCampaign } from './journeys';

// The brand's Applications dialog (issue 7, brand side): counts and tabs, 'New' badges,
// creator details, Approve, a counter offer (amount required), and the creator's answer
// arriving live. The creators act through the API; the two-browser journey is elsewhere.

/** A paid campaign in Food & Dining, open until 2999. */
const paidCampaign = (title: string) => ({
  title,
  description: 'Film our new saffron latte in your morning routine.',
  compensationType: 'monetary',
  budgetMin: 800,
  budgetMax: 2000,
  contentDeadline: '2999-12-31',
});

const isViewedCall = (campaignId: string) => (response: { url(): string; request(): { method(): string } }) =>
  new URL(response.url()).pathname === `/api/applications/campaigns/${campaignId}/viewed` &&
  response.request().method() === 'POST';

test('a brand reviews applications: approves one, counters the other, and sees the answer live', async ({
  newPage,
}) => {
  const page = await newPage();
  await createBrandWithPlan(page, newUser('Layla', 'Nasser'), 'Saffron Roasters');
  const title = 'Saffron Latte Mornings';
  const campaignId = await publishCampaign(page, paidCampaign(title));

  // Two creators apply: Mira directly, Omar with a rate of AED 1,500.
  const mira = await newPage();
  // A creator with a profile the brand can read (bio, location, followers).
  await signUpThroughApi(mira, newUser('Mira', 'Haddad'), {
    userType: 'creator',
    bio: 'Slow mornings and specialty coffee in Dubai.',
    location: 'Dubai, UAE',
    contentCategories: ['food'],
    followerCounts: { instagram: 12_500, tiktok: 3_200 },
  });
  await applyThroughApi(mira, { type: 'direct', campaignId });
  const omar = await newPage();
  await signUpThroughApi(omar, newUser('Omar', 'Saleh'), {
    userType: 'creator',
    bio: 'Coffee reels from Abu Dhabi.',
    location: 'Abu Dhabi',
    contentCategories: ['food'],
    followerCounts: { youtube: 48_000 },
  });
  const omarApplication = await applyThroughApi(omar, {
    type: 'negotiation',
    campaignId,
    pitch: 'I film a calm morning routine with your latte as the star.',
    proposedRate: 1500,
    deliverables: 'One reel and three stories',
  });

  // View Applications from the campaign's action menu; opening it marks them viewed once.
  await openLive(page, '/dashboard?tab=campaigns');
  const campaignCard = page.getByRole('article', { name: title });
  await campaignCard.getByText('2 applications').waitFor();
  await campaignCard.getByRole('button', { name: `Actions for ${title}` }).click();
  const viewed = page.waitForResponse(isViewedCall(campaignId));
  await page.getByRole('menuitem', { name: 'View Applications' }).click();
  const dialog = page.getByRole('dialog', { name: `Applications for "${title}"` });
  await dialog.waitFor();
  expect((await viewed).status()).toBe(200);
  await page.waitForURL((url) => url.searchParams.get('applications') === campaignId);
  await dialog.getByText('2 total', { exact: true }).waitFor();
  const tabs = dialog.getByRole('tablist', { name: 'Applications by status' });
  await expect
    .poll(() => tabs.getByRole('tab').allTextContents())
    .toEqual(['Pending (2)', 'Approved (0)', 'Rejected (0)']);

  // Both are new: the badges stay while the dialog is open.
  const miraCard = dialog.getByRole('article', { name: 'Mira Haddad' });
  const omarCard = dialog.getByRole('article', { name: 'Omar Saleh' });
  await miraCard.getByText('New', { exact: true }).waitFor();
  await omarCard.getByText('New', { exact: true }).waitFor();
  await miraCard.getByText('Direct application - Creator interested in collaborating').waitFor();
  await miraCard.getByText('Instagram 12.5K · TikTok 3.2K').waitFor();
  await miraCard.getByText('Food', { exact: true }).waitFor();
  await omarCard.getByText('AED 1,500', { exact: true }).first().waitFor();
  await omarCard.getByText('Creator proposed').waitFor();
  await omarCard.getByText('One reel and three stories').waitFor();

  // The name expands the creator's details (by keyboard too).
  const miraName = miraCard.getByRole('button', { name: /^Mira Haddad/ });
  expect(await miraName.getAttribute('aria-expanded')).toBe('false');
  await miraName.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => miraName.getAttribute('aria-expanded')).toBe('true');
  await miraCard.getByText('Slow mornings and specialty coffee in Dubai.').waitFor();
  await miraCard.getByText('Dubai, UAE').waitFor();
  await miraCard.getByRole('row', { name: /Instagram 12.5K/ }).waitFor();
  await miraCard.getByRole('table').scrollIntoViewIfNeeded();
  await screenshot(page, 'brand-applications-dialog-desktop');

  // Approve the direct application with an earlier submission deadline than the campaign's:
  // it moves to the Approved tab, and Mira's application carries the date.
  await miraCard.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = page.getByRole('alertdialog', { name: 'Approve Mira Haddad?' });
  const deadline = approveDialog.getByLabel('Submission deadline (optional)');
  expect(await deadline.inputValue()).toBe('2999-12-31');
  await approveDialog
    .getByText("Leave it empty to use the campaign's content deadline (31 Dec 2999).", {
      exact: false,
    })
    .waitFor();
  await deadline.fill('2999-06-30');
  await screenshot(page, 'brand-applications-approve-dialog-desktop');
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Application approved successfully');
  await approveDialog.waitFor({ state: 'detached' });
  const miraApplications = await (await mira.context().request.get('/api/applications/mine')).json();
  expect(miraApplications.applications[0].submissionDeadline).toBe('2999-06-30');
  await tabs.getByRole('tab', { name: 'Approved (1)' }).waitFor();
  await tabs.getByRole('tab', { name: 'Pending (1)' }).waitFor();
  await tabs.getByRole('tab', { name: 'Approved (1)' }).click();
  await miraCard.getByText('Approved', { exact: true }).waitFor();
  expect(await miraCard.getByRole('button', { name: 'Approve' }).count()).toBe(0);
  await tabs.getByRole('tab', { name: 'Rejected (0)' }).click();
  await dialog.getByText('No rejected applications').waitFor();
  await tabs.getByRole('tab', { name: 'Pending (1)' }).click();

  // Counter the negotiation: the amount is required.
  await omarCard.getByRole('button', { name: 'Counter Offer' }).click();
  const counterForm = omarCard.getByRole('form', { name: 'Counter Offer' });
  await counterForm.getByRole('button', { name: 'Send Counter Offer' }).click();
  await counterForm.getByText('Please provide a counter offer amount').waitFor();
  await expectToast(page, 'Missing Information');
  await screenshot(page, 'brand-applications-counter-offer-desktop');
  await counterForm.getByLabel('Counter offer amount (AED)').fill('1200');
  await counterForm.getByLabel('Message (optional)').fill('Could you do a reel and two stories?');
  await counterForm.getByRole('button', { name: 'Send Counter Offer' }).click();
  await expectToast(page, 'Counter Offer Sent');
  await counterForm.waitFor({ state: 'detached' });
  await omarCard.getByText('You countered').waitFor();
  await omarCard.getByText('Could you do a reel and two stories?').waitFor();
  await omarCard.getByText('Waiting for the creator to answer your counter offer.').waitFor();
  expect(await omarCard.getByRole('button', { name: 'Accept Proposal' }).count()).toBe(0);
  expect(await omarCard.getByRole('button', { name: 'Approve' }).count()).toBe(0);

  // The creator accepts the counter elsewhere; the open dialog follows without a reload.
  await markDocument(page);
  const accepted = await omar
    .context()
    .request.post(`/api/applications/${omarApplication}/negotiation/accept`);
  expect(accepted.status()).toBe(200);
  await omarCard.getByText(/Agreed rate: AED 1,200\. The creator accepted your counter offer\./).waitFor();
  await omarCard.getByText('Negotiation Completed').waitFor();
  await expectNotReloaded(page);

  await omarCard.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('alertdialog', { name: 'Approve Omar Saleh?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expectToast(page, 'Application approved successfully');
  await tabs.getByRole('tab', { name: 'Approved (2)' }).waitFor();
  await dialog.getByText('No pending applications').waitFor();

  // Closing removes the param; the notification link opens it again, nothing new by now.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL((url) => !url.searchParams.has('applications'));
  expect(new URL(page.url()).searchParams.get('tab')).toBe('campaigns');
  await openLive(page, `/dashboard?tab=campaigns&applications=${campaignId}`);
  await dialog.getByText('2 total', { exact: true }).waitFor();
  await tabs.getByRole('tab', { name: 'Approved (2)' }).click();
  await dialog.getByRole('article', { name: 'Omar Saleh' }).waitFor();
  expect(await dialog.getByText('New', { exact: true }).count()).toBe(0);
});

test('a notification link opens the dialog of a campaign without applications on a phone', async ({
  newPage,
}) => {
  const page = await newPage({ viewport: MOBILE });
  await createBrandWithPlan(page, newUser('Yousef', 'Karam'), 'Karam Eyewear');
  const title = 'Desert Shades Drive';
  const campaignId = await publishCampaign(page, paidCampaign(title));

  await openLive(page, `/dashboard?tab=campaigns&applications=${campaignId}`);
  const dialog = page.getByRole('dialog', { name: `Applications for "${title}"` });
  await dialog.getByText('0 total', { exact: true }).waitFor();
  await dialog.getByText('No applications yet').waitFor();
  await screenshot(page, 'brand-applications-empty-mobile');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL((url) => !url.searchParams.has('applications'));
  await page.getByRole('article', { name: title }).waitFor();
});
