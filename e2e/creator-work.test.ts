import type { Page } from 'playwright-core';
import {
  DESKTOP,
  MOBILE,
  createAccount,
  createBrandWithPlan,
  horizontalOverflow,
  expect,
  expectToast,
  makePng,
  newUser,
  screenshot,
  test,
  unrouteWhenAnswered,
} from './fixtures';
import {
  applyThroughApi,
  expectNotReloaded,
  markDocument,
  publishCampaign,
  waitForCreatorDashboard,
} from './journeys';

// Creator work (issue 15): a creator whose application the brand approved opens My Work from
// the navigation, goes to the campaign work panel and submits content for one of the
// campaign's platforms with a screenshot; a failed submission keeps what was typed. Someone
// else's application shows the not-found message.

const NOT_FOUND = "Campaign not found or you don't have access to it.";

/** Approves the application as the page's signed-in brand, through the API. */
async function approve(brandPage: Page, applicationId: string): Promise<void> {
  const response = await brandPage.context().request.post(`/api/applications/${applicationId}/approve`);
  if (!response.ok()) throw new Error(`approve answered ${response.status()}: ${await response.text()}`);
}

/** The brand sends the campaign's only submission back with `feedback`, through the API. */
async function requestRevision(brandPage: Page, campaignId: string, feedback: string): Promise<void> {
  const request = brandPage.context().request;
  const list = await request.get(`/api/submissions/campaigns/${campaignId}`);
  const [submission] = ((await list.json()) as { submissions: { id: string }[] }).submissions;
  const response = await request.post(`/api/submissions/${submission!.id}/review`, {
    data: { action: 'revision', feedback },
  });
  if (!response.ok()) throw new Error(`review answered ${response.status()}: ${await response.text()}`);
}

test('a creator submits content with a screenshot from My Work, sees it awaiting the brand, then the revision request live', async ({
  newPage,
}) => {
  const title = `Cardamom Cold Brew ${Date.now().toString(36)}`;
  const brandPage = await newPage();
  await createBrandWithPlan(brandPage, newUser('Layla', 'Nasser'), 'Saffron Roasters');
  const campaignId = await publishCampaign(brandPage, {
    title,
    description: 'Film our cold brew in your morning routine.',
    brief: 'Natural light, the bottle in the first second.',
    platforms: ['instagram', 'tiktok'],
    budgetMin: 800,
    budgetMax: 2000,
  });

  const page = await newPage();
  await createAccount(page, newUser('Mira', 'Haddad'));
  const applicationId = await applyThroughApi(page, { type: 'direct', campaignId });
  await approve(brandPage, applicationId);
  // Another creator's approved application to the same campaign.
  const otherPage = await newPage();
  await createAccount(otherPage, newUser('Omar', 'Khan'));
  const foreignId = await applyThroughApi(otherPage, { type: 'direct', campaignId });
  await approve(brandPage, foreignId);

  // My Work from the navigation: one active project, not started.
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Work', exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: 'My Work' }).waitFor();
  const card = page.getByRole('article', { name: title });
  await card.getByText('Not started', { exact: true }).waitFor();
  await card.getByText('Saffron Roasters').waitFor();
  expect(await card.getByRole('listitem').filter({ hasText: 'Instagram' }).textContent()).toContain(
    'Not Submitted',
  );
  await screenshot(page, 'creator-work-not-started');

  // Submit Content opens the campaign work panel on its Submit Content tab.
  await card.getByRole('link', { name: 'Submit Content' }).click();
  await page.waitForURL(
    (url) =>
      url.pathname === '/dashboard' &&
      url.searchParams.get('tab') === 'campaign-work' &&
      url.searchParams.get('campaign') === campaignId,
  );
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const form = page.getByRole('form', { name: 'Submit Content' });
  await form.waitFor();

  // Nothing chosen: the form says what is missing, next to each field.
  await form.getByRole('button', { name: 'Submit Content' }).click();
  await form.getByText("Choose one of the campaign's platforms").waitFor();
  await form.getByText('Please enter a valid content URL (http or https)').waitFor();

  await form.getByLabel('Platform').selectOption({ label: 'Instagram' });
  await form.getByLabel('Content URL').fill('https://www.instagram.com/p/coldbrew1');
  await form.getByLabel('Content type').selectOption({ label: 'Reel' });
  await form.getByLabel('Caption (optional)').fill('Morning cold brew ritual');
  await form.getByLabel('Screenshots').setInputFiles({
    name: 'insights.png',
    mimeType: 'image/png',
    buffer: await makePng(page, 120, 200),
  });
  await form.getByRole('img', { name: 'insights.png' }).waitFor();
  await form.getByText('Uploaded', { exact: true }).waitFor();
  await form.getByLabel('Views').fill('1200');
  await form.getByLabel('Likes').fill('85');

  // A failed submission says so and keeps everything typed.
  await page.route('**/api/submissions', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Internal error' } } })
      : route.fallback(),
  );
  await form.getByRole('button', { name: 'Submit Content' }).click();
  await expectToast(page, 'Submission Failed', {
    description: 'Failed to submit content. Please try again.',
  });
  await unrouteWhenAnswered(page);
  expect(await form.getByLabel('Content URL').inputValue()).toBe('https://www.instagram.com/p/coldbrew1');
  expect(await form.getByLabel('Views').inputValue()).toBe('1200');
  await form.getByRole('img', { name: 'insights.png' }).waitFor();

  await form.getByRole('button', { name: 'Submit Content' }).click();
  await expectToast(page, 'Content Submitted');

  // Instagram now awaits the brand's review; TikTok is the one platform left to submit.
  const platforms = page.getByRole('region', { name: 'Platforms' });
  await expect
    .poll(() => platforms.getByRole('listitem').filter({ hasText: 'Instagram' }).textContent())
    .toContain('Awaiting Brand Review');
  const progress = page.getByRole('region', { name: 'Progress' });
  await progress.getByText('Awaiting Brand Review').waitFor();
  expect(await progress.locator('[aria-current="step"]').textContent()).toContain('Pre-Approval');
  await expect
    .poll(() => form.getByLabel('Platform').locator('option').allTextContents())
    .toEqual(['Select a platform', 'TikTok']);
  expect(await form.getByLabel('Content URL').inputValue()).toBe('');
  expect(await form.getByLabel('Content type').inputValue()).toBe('');
  await screenshot(page, 'campaign-work-submitted');

  // The brand asks for a revision: the creator sees it and the feedback without reloading.
  await markDocument(page);
  await requestRevision(brandPage, campaignId, 'Show the bottle in the first second, please.');
  await expect
    .poll(() => platforms.getByRole('listitem').filter({ hasText: 'Instagram' }).textContent())
    .toContain('Revision Requested');
  await platforms.getByText('Show the bottle in the first second, please.').waitFor();
  await form.getByLabel('Platform').selectOption({ label: 'Instagram' });
  await form.getByText('The brand asked for a revision').waitFor();
  await expectNotReloaded(page);

  // At phone width the panel fits the screen.
  await page.setViewportSize(MOBILE);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'campaign-work-revision-mobile');
  await page.setViewportSize(DESKTOP);

  // Analytics shows the figures entered, per platform.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const row = page.getByRole('row', { name: /Instagram/ });
  expect(await row.textContent()).toContain('1,200');

  // Back leaves the panel for the dashboard itself: the creator's, /creator-dashboard.
  await page.getByRole('button', { name: 'Back' }).click();
  await waitForCreatorDashboard(page, 'Mira');
  expect(new URL(page.url()).search).toBe('');

  // My Applications leads to the same panel from the approved application.
  await page.goto('/my-applications');
  const applicationLink = page
    .getByRole('article', { name: title })
    .getByRole('link', { name: 'Submit Content' });
  expect(await applicationLink.getAttribute('href')).toBe(
    `/dashboard?tab=campaign-work&campaign=${campaignId}&application=${applicationId}`,
  );

  // My Work counts the submission and shows the project in progress.
  await page.goto('/creator-work');
  await card.getByText('In progress', { exact: true }).waitFor();
  await page.getByRole('tab', { name: 'All Submissions' }).click();
  await page.getByRole('list', { name: 'All submissions' }).getByText(title).waitFor();

  // Another creator's application: not this creator's to see.
  await page.goto(`/dashboard?tab=campaign-work&campaign=${campaignId}&application=${foreignId}`);
  await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
});
