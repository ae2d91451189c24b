import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
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
// approved. Issue 16 carries the same journey on: the creator submits the final results; the
// brand sees the engagement rate the formula gives, approves with a payout and marks it paid;
// the creator sees 'Paid' live; both CSV downloads hold that row. Both sides work in their own
// browser, through the screens only.

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

async function downloadedText(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

test('content from approval to paid: submit, revision live, approved, results, payout approved and paid, CSVs', async ({
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

  // Issue 16: the creator reports the final results with a screenshot as evidence.
  await creator.getByRole('tab', { name: 'Analytics' }).click();
  const results = creator.getByRole('form', { name: 'Final Results' });
  await results.getByLabel('Content URL').fill('https://www.instagram.com/reel/date-season-2');
  // (840 + 60) / 12,000 × 100 = 7.50%: the rate the brand must see.
  for (const [label, value] of [
    ['Views', '12000'],
    ['Likes', '840'],
    ['Comments', '60'],
    ['Shares (optional)', '25'],
  ] as const) {
    await results.getByLabel(label, { exact: true }).fill(value);
  }
  await results.getByLabel('Screenshots').setInputFiles({
    name: 'insights.png',
    mimeType: 'image/png',
    buffer: await makePng(creator, 180, 320),
  });
  await results.getByText('Uploaded', { exact: true }).waitFor();
  await results.getByRole('button', { name: 'Submit Results' }).click();
  await expectToast(creator, 'Results Submitted');
  await creator.getByText('Results Under Review').first().waitFor();

  // The brand opens the campaign's report: the rate is the formula's, and it approves with a payout.
  await markDocument(creator);
  await brand.goto(`/dashboard?tab=submissions&report=${campaignId}`);
  const report = brand.getByRole('dialog', { name: 'Campaign Report' });
  const rana = report.getByRole('article', { name: 'Rana Aziz' });
  expect(await rana.getByRole('meter', { name: 'Engagement rate' }).getAttribute('aria-valuetext')).toMatch(
    /^7\.50%/,
  );
  await rana.getByText('7.50%', { exact: true }).waitFor();
  await rana.getByRole('button', { name: "Approve Rana Aziz's results" }).click();
  const approve = rana.getByRole('form', { name: "Approve Rana Aziz's results" });
  await approve.getByLabel('Payout amount (AED)').fill('1750.50');
  await approve.getByRole('button', { name: 'Approve Results' }).click();
  await expectToast(brand, 'Results Approved');

  // The report's Export Report downloads the campaign's CSV, named after its title, with her row.
  const reportCsv = await downloadedText(brand, () =>
    report.getByRole('button', { name: 'Export Report' }).click(),
  );
  expect(reportCsv.name).toBe(`${title.replaceAll(' ', '_')}_submissions.csv`);
  expect(reportCsv.text).toContain('Rana Aziz');
  expect(reportCsv.text).toContain('https://www.instagram.com/reel/date-season-2');
  // From her results the brand adds her to its network; My Network lists her with that campaign.
  await rana.getByRole('button', { name: 'Add to network' }).click();
  await expectToast(brand, 'Added to your network');
  await rana.getByRole('button', { name: 'In your network' }).waitFor();
  await report.getByRole('button', { name: 'Close' }).click();
  await report.waitFor({ state: 'detached' });

  // The creator sees the campaign completed and the payout approved, live.
  await creator.getByText('Campaign Completed!').first().waitFor();
  const payout = creator.getByRole('region', { name: 'Payout' });
  await payout.getByText('Approved', { exact: true }).waitFor();
  await expectNotReloaded(creator);

  await brand.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Network' }).click();
  await brand.getByRole('heading', { level: 1, name: 'My Network' }).waitFor();
  await brand.getByRole('article', { name: 'Rana Aziz' }).waitFor();

  // The brand marks the payout paid from its Payouts tab; the creator sees 'Paid' live.
  await brand.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payouts' }).click();
  await brand.getByRole('button', { name: /^Mark .* to Rana Aziz as paid$/ }).click();
  const markPaid = brand.getByRole('dialog', { name: 'Mark as Paid' });
  await markPaid.getByLabel('Reference (optional)').fill('TRX-20931');
  await markPaid.getByRole('button', { name: 'Mark as Paid' }).click();
  await expectToast(brand, 'Payout Marked as Paid');
  await payout.getByText('Paid', { exact: true }).waitFor();
  await payout.getByText('TRX-20931').waitFor();
  await expectNotReloaded(creator);
  await screenshot(creator, 'content-journey-paid');

  // The payout history downloads as CSV with that row, on both sides.
  const brandCsv = await downloadedText(brand, () =>
    brand.getByRole('button', { name: 'Download CSV' }).click(),
  );
  expect(brandCsv.name).toMatch(/^partnerly_payouts_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(brandCsv.text).toMatch(
    new RegExp(`${title},Palm Grove Dates,Rana Aziz,1750\\.50,Paid,\\d{4}-\\d{2}-\\d{2},TRX-20931`),
  );
  await creator.goto('/creator-work?tab=payouts');
  const creatorCsv = await downloadedText(creator, () =>
    creator.getByRole('button', { name: 'Download CSV' }).click(),
  );
  expect(creatorCsv.text).toContain('Rana Aziz,1750.50,Paid');
});
