import type { Page } from 'playwright-core';
import {
  createBrandWithPlan,
  expect,
  expectToast,
  horizontalOverflow,
  makePng,
  MOBILE,
  newUser,
  screenshot,
  signUpThroughApi,
  test,
} from './fixtures';
import { applyThroughApi, expectNotReloaded, markDocument, openLive, publishCampaign } from './journeys';

// The brand's Submissions tab and review modal (issue 15, brand side): a creator's content
// arrives live, the brand opens it from the campaign's menu, sees the link and the
// screenshot, and requests a revision (feedback required). The creator acts through the API.

/** Uploads a PNG drawn by the browser as the page's signed-in user; answers the upload's id. */
async function uploadScreenshot(page: Page): Promise<string> {
  const response = await page.context().request.post('/api/uploads', {
    multipart: {
      purpose: 'content',
      file: { name: 'reel.png', mimeType: 'image/png', buffer: await makePng(page, 320, 568) },
    },
  });
  if (response.status() !== 201)
    throw new Error(`upload answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Submits content as the page's signed-in creator through POST /api/submissions. */
async function submitThroughApi(page: Page, content: Record<string, unknown>): Promise<void> {
  const response = await page.context().request.post('/api/submissions', { data: content });
  if (response.status() !== 201)
    throw new Error(`submit answered ${response.status()}: ${await response.text()}`);
}

test('a brand reviews a submission: content arrives live, a revision needs feedback, then is requested', async ({
  newPage,
}) => {
  const page = await newPage();
  await createBrandWithPlan(page, newUser('Layla', 'Nasser'), 'Saffron Roasters');
  const title = 'Saffron Latte Mornings';
  const campaignId = await publishCampaign(page, {
    title,
    description: 'Film our new saffron latte in your morning routine.',
    compensationType: 'monetary',
    budgetMin: 800,
    budgetMax: 2000,
    platforms: ['instagram'],
  });

  // A creator applies; the brand approves through the API.
  const creator = await newPage();
  await signUpThroughApi(creator, newUser('Mira', 'Haddad'), { userType: 'creator' });
  const applicationId = await applyThroughApi(creator, { type: 'direct', campaignId });
  const approved = await page.context().request.post(`/api/applications/${applicationId}/approve`);
  expect(approved.status()).toBe(200);

  // From the campaign's menu to its queue, still empty.
  await openLive(page, '/dashboard?tab=campaigns');
  const campaignCard = page.getByRole('article', { name: title });
  await campaignCard.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'View Submissions' }).click();
  await page.waitForURL(
    (url) => url.searchParams.get('tab') === 'submissions' && url.searchParams.get('campaign') === campaignId,
  );
  await page.getByRole('heading', { level: 1, name: 'Submissions' }).waitFor();
  await page.getByText('No submissions yet').waitFor();
  expect(await page.getByLabel('Campaign', { exact: true }).inputValue()).toBe(campaignId);

  // The creator submits a reel with a screenshot; it appears without a reload.
  await markDocument(page);
  const screenshotId = await uploadScreenshot(creator);
  await submitThroughApi(creator, {
    applicationId,
    platform: 'instagram',
    contentUrl: 'https://www.instagram.com/reel/saffron-latte',
    contentType: 'reel',
    caption: 'Slow mornings start with a saffron latte',
    screenshotUploadIds: [screenshotId],
    metrics: { views: 12000, likes: 800, comments: 45, shares: 12 },
  });
  const row = page.getByRole('article', { name: 'Mira Haddad, Instagram' });
  await row.waitFor();
  await expectNotReloaded(page);
  await row.getByText('Awaiting Review', { exact: true }).waitFor();
  await row.getByText(`${title} · Instagram · Reel`).waitFor();
  await row.getByText('Slow mornings start with a saffron latte').waitFor();
  await row.getByText('12,000 views · 800 likes · 45 comments · 12 shares').waitFor();
  const link = row.getByRole('link', { name: /instagram\.com\/reel\/saffron-latte/ });
  expect(await link.getAttribute('href')).toBe('https://www.instagram.com/reel/saffron-latte');
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toContain('noopener');
  await screenshot(page, 'brand-submissions-desktop');

  // The review modal shows the content and the screenshot, which loads.
  await row.getByRole('button', { name: /^Review/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Review Submission' });
  await dialog.waitFor();
  const thumbnail = dialog.getByRole('img', { name: /^Screenshot 1 of 1 by Mira Haddad/ });
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await dialog.getByRole('link', { name: /^Screenshot 1 of 1/ }).getAttribute('href')).toBe(
    `/api/uploads/${screenshotId}`,
  );

  // Request Revision without feedback: the field says what is missing, nothing is sent.
  const feedback = dialog.getByLabel('Feedback for the creator');
  await dialog.getByRole('button', { name: 'Request Revision' }).click();
  await dialog.getByText('Please give feedback for the creator').waitFor();
  expect(await feedback.getAttribute('aria-invalid')).toBe('true');
  await screenshot(page, 'brand-submissions-review-feedback-required');

  await feedback.fill('Please show the cup in the first two seconds.');
  await dialog.getByLabel('Manual input requested').check();
  await dialog.getByRole('button', { name: 'Request Revision' }).click();
  await expectToast(page, 'Submission Reviewed');
  await dialog.waitFor({ state: 'detached' });
  await row.getByText('Revision Requested', { exact: true }).waitFor();
  await row.getByText('Please show the cup in the first two seconds.').waitFor();
  expect(await row.getByRole('button', { name: /^Review/ }).count()).toBe(0);

  // The status filter: awaiting review is now empty, revision requested holds it.
  await page.getByLabel('Status', { exact: true }).selectOption('awaiting');
  await page.getByText('Nothing awaiting review').waitFor();
  await page.getByLabel('Status', { exact: true }).selectOption('revision_requested');
  await row.waitFor();

  // Every campaign's queue, on a phone.
  await page.getByLabel('Campaign', { exact: true }).selectOption('');
  await page.waitForURL((url) => !url.searchParams.has('campaign'));
  await page.setViewportSize(MOBILE);
  await row.waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'brand-submissions-mobile');
});
