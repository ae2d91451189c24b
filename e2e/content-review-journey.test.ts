import type { Page } from 'playwright-core';
import {
  createAccount,
  createBrandWithPlan,
  expect,
  expectToast,
  makePng,
  newUser,
  screenshot,
  test,
} from './fixtures';
import { applyThroughApi, expectNotReloaded, markDocument, openLive, publishCampaign } from './journeys';

// Issue 15, done when: a brand approves an application; the creator submits a content link
// with a screenshot; the brand requests a revision with feedback, which the creator sees
// live; the creator resubmits; the brand approves; the creator's tracker shows the content
// approved. Both sides work in their own browser, through the screens only.

const FEEDBACK = 'Please say it is an ad in the first line of the caption.';

async function submitInstagram(page: Page, url: string, caption: string, withScreenshot: boolean) {
  const form = page.getByRole('form', { name: 'Submit Content' });
  await form.getByLabel('Platform').selectOption({ label: 'Instagram' });
  await form.getByLabel('Content URL').fill(url);
  await form.getByLabel('Content type').selectOption({ label: 'Reel' });
  await form.getByLabel('Caption (optional)').fill(caption);
  if (withScreenshot) {
    await form.getByLabel('Screenshots').setInputFiles({
      name: 'reel.png',
      mimeType: 'image/png',
      buffer: await makePng(page, 180, 320),
    });
    await form.getByText('Uploaded', { exact: true }).waitFor();
  }
  await form.getByRole('button', { name: 'Submit Content' }).click();
  await expectToast(page, 'Content Submitted');
}

async function review(brand: Page, action: 'Approve' | 'Request Revision', feedback?: string) {
  const row = brand.getByRole('article', { name: 'Rana Aziz, Instagram' });
  await row.getByText('Awaiting Review', { exact: true }).waitFor();
  await row.getByRole('button', { name: /^Review/ }).click();
  const dialog = brand.getByRole('dialog', { name: 'Review Submission' });
  if (feedback) await dialog.getByLabel('Feedback for the creator').fill(feedback);
  await dialog.getByRole('button', { name: action }).click();
  await expectToast(brand, 'Submission Reviewed');
  await dialog.waitFor({ state: 'detached' });
}

test('content from approval to approved: submit, revision requested live, resubmit, approved', async ({
  newPage,
}) => {
  const brand = await newPage();
  await createBrandWithPlan(brand, newUser('Huda', 'Karim'), 'Palm Grove Dates');
  const title = `Date Season Reels ${Date.now().toString(36)}`;
  const campaignId = await publishCampaign(brand, {
    title,
    description: 'Show our Medjool dates at your table this season.',
    platforms: ['instagram'],
    budgetMin: 1000,
    budgetMax: 2500,
  });
  const creator = await newPage();
  await createAccount(creator, newUser('Rana', 'Aziz'));
  await applyThroughApi(creator, { type: 'direct', campaignId });

  // The brand approves from the campaign's applications, keeping the content deadline.
  await openLive(brand, `/dashboard?tab=campaigns&applications=${campaignId}`);
  const applications = brand.getByRole('dialog', { name: `Applications for "${title}"` });
  await applications
    .getByRole('article', { name: 'Rana Aziz' })
    .getByRole('button', { name: 'Approve' })
    .click();
  const confirm = brand.getByRole('alertdialog', { name: 'Approve Rana Aziz?' });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expectToast(brand, 'Application approved successfully');
  await confirm.waitFor({ state: 'detached' });
  await applications.getByRole('button', { name: 'Close' }).click();
  await applications.waitFor({ state: 'detached' });

  // The creator finds the project in My Work and submits a link with a screenshot.
  await openLive(creator, '/creator-work');
  const card = creator.getByRole('article', { name: title });
  await card.getByRole('link', { name: 'Submit Content' }).click();
  await creator.getByRole('heading', { level: 1, name: title }).waitFor();
  await submitInstagram(creator, 'https://www.instagram.com/reel/date-season-1', 'Dates at iftar', true);

  // The brand reviews it from the Submissions tab and asks for a revision.
  await brand.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Submissions' }).click();
  await brand.getByRole('heading', { level: 1, name: 'Submissions' }).waitFor();
  await markDocument(creator);
  await review(brand, 'Request Revision', FEEDBACK);

  // The creator sees the request and the feedback without reloading, and resubmits.
  const platforms = creator.getByRole('region', { name: 'Platforms' });
  const instagram = platforms.getByRole('listitem').filter({ hasText: 'Instagram' });
  await expect.poll(() => instagram.textContent()).toContain('Revision Requested');
  await platforms.getByText(FEEDBACK).waitFor();
  await expectNotReloaded(creator);
  await screenshot(creator, 'content-journey-revision-requested');
  await submitInstagram(creator, 'https://www.instagram.com/reel/date-season-2', '#ad Dates at iftar', false);
  await expect.poll(() => instagram.textContent()).toContain('Awaiting Brand Review');

  // The resubmission is back in the brand's queue (live), and the brand approves it.
  await markDocument(creator);
  await review(brand, 'Approve');
  await brand
    .getByRole('article', { name: 'Rana Aziz, Instagram' })
    .getByText('Approved', { exact: true })
    .waitFor();

  // The creator's tracker moves to Approved, live.
  const progress = creator.getByRole('region', { name: 'Progress' });
  await expect.poll(() => progress.locator('[aria-current="step"]').textContent()).toContain('Approved');
  await expect.poll(() => instagram.textContent()).toContain('Approved');
  await expectNotReloaded(creator);
  await screenshot(creator, 'content-journey-approved');
});
