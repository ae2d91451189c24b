import type { Page } from 'playwright-core';
import { createAccount, createBrandWithPlan, expect, expectToast, newUser, test } from './fixtures';
import { applyThroughApi, openLive, publishCampaign } from './journeys';

// Issue 13 'Applications that make sense' and issue 26's apply form: a direct application's
// own message, 'Applied' in the feed, the rate warning on both sides, the notification that
// opens the brand's dialog on its tab, the New badge that stays cleared, the agreed rate as
// the headline, and withdrawing a pending application.

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function brandWithCampaign(page: Page, title: string, tag: string): Promise<string> {
  await createBrandWithPlan(page, newUser('Layla', 'Nasser'), 'Saffron Roasters');
  return publishCampaign(page, {
    title,
    description: `Film our new flavour ${tag} in your morning routine.`,
    platforms: ['instagram'],
    budgetMin: 800,
    budgetMax: 2000,
  });
}

test('a direct message, Applied in the feed, and the notification that opens the brand’s dialog', async ({
  newPage,
}) => {
  const tag = `zs${Date.now().toString(36)}`;
  const title = `Rose Latte ${tag}`;
  const brandPage = await newPage();
  const campaignId = await brandWithCampaign(brandPage, title, tag);

  // The creator applies directly with a message of their own.
  const creatorPage = await newPage();
  await createAccount(creatorPage, newUser('Mira', 'Haddad'));
  await creatorPage.goto(`/campaigns?q=${tag}`);
  await card(creatorPage, title)
    .getByRole('button', { name: `Apply to ${title}` })
    .click();
  const dialog = creatorPage.getByRole('dialog', { name: `Apply to ${title}` });
  await dialog.getByLabel('Message (optional)').fill('  I film latte art every morning.  ');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expectToast(creatorPage, 'Application Submitted!');
  await dialog.waitFor({ state: 'detached' });

  // The card now says Applied; its button shows the application.
  const feedCard = card(creatorPage, title);
  await feedCard.getByText('Applied', { exact: true }).first().waitFor();
  expect(await feedCard.getByRole('button', { name: `Apply to ${title}` }).count()).toBe(0);
  await feedCard.getByRole('button', { name: `Applied: your application to ${title}` }).click();
  await dialog.getByText('You have already applied to this campaign').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // The brand opens the notification: the dashboard's dialog of the campaign, on Pending.
  await openLive(brandPage, '/dashboard');
  await brandPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await brandPage.getByRole('button', { name: /^New application/ }).click();
  await brandPage.waitForURL(
    (url) =>
      url.searchParams.get('applications') === campaignId &&
      url.searchParams.get('applicationsTab') === 'pending',
  );
  const brandDialog = brandPage.getByRole('dialog', { name: `Applications for "${title}"` });
  const application = brandDialog.getByRole('article', { name: 'Mira Haddad' });
  await application.getByText('I film latte art every morning.').waitFor();
  await application.getByText('New', { exact: true }).waitFor();
  expect(await brandDialog.getByRole('tab', { name: 'Pending (1)' }).getAttribute('aria-selected')).toBe(
    'true',
  );

  // Another creator applies while the dialog is open: their card arrives marked New, and
  // the dialog marks it viewed.
  const otherPage = await newPage();
  await createAccount(otherPage, newUser('Sami', 'Aziz'));
  const markedAgain = brandPage.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/applications/campaigns/${campaignId}/viewed` &&
      response.request().method() === 'POST',
  );
  await applyThroughApi(otherPage, { type: 'direct', campaignId });
  await brandDialog.getByRole('article', { name: 'Sami Aziz' }).getByText('New', { exact: true }).waitFor();
  expect((await markedAgain).status()).toBe(200);

  // Seen once, neither is new any more: the viewed state is on the server.
  await brandDialog.getByRole('button', { name: 'Close' }).first().click();
  await brandDialog.waitFor({ state: 'detached' });
  await brandPage.goto(`/dashboard?tab=campaigns&applications=${campaignId}`);
  await brandDialog.getByRole('article', { name: 'Mira Haddad' }).waitFor();
  await brandDialog.getByRole('article', { name: 'Sami Aziz' }).waitFor();
  await brandDialog.getByText('I film latte art every morning.').waitFor();
  expect(await brandDialog.getByText('New', { exact: true }).count()).toBe(0);
});

test('a rate far above the budget is warned about on both sides; the agreed rate leads the cards', async ({
  newPage,
}) => {
  const tag = `zw${Date.now().toString(36)}`;
  const title = `Pistachio Brew ${tag}`;
  const brandPage = await newPage();
  const campaignId = await brandWithCampaign(brandPage, title, tag);

  const creatorPage = await newPage();
  await createAccount(creatorPage, newUser('Omar', 'Saleh'));
  await creatorPage.goto(`/campaigns?q=${tag}`);
  await card(creatorPage, title)
    .getByRole('button', { name: `Apply to ${title}` })
    .click();
  const dialog = creatorPage.getByRole('dialog', { name: `Apply to ${title}` });
  await dialog.getByRole('tab', { name: 'Negotiate Rate' }).click();
  await dialog.getByLabel('Pitch message').fill('Three reels a week for a month.');
  const rate = dialog.getByLabel('Proposed rate (AED)');

  // Above the ceiling: refused beside the field.
  await rate.fill('2000000');
  await dialog.getByRole('button', { name: 'Send Negotiation Request' }).click();
  await dialog.getByText('Rate must be at most AED 1,000,000').waitFor();

  // Far above the budget (AED 800 - 2,000): a warning, not a refusal.
  await rate.fill('4500');
  await dialog.getByText("AED 4,500 is more than twice the campaign's budget maximum (AED 2,000).").waitFor();
  await rate.fill('1900');
  await expect.poll(() => dialog.getByText(/twice the campaign's budget/).count()).toBe(0);
  await rate.fill('4500');
  await dialog.getByRole('button', { name: 'Send Negotiation Request' }).click();
  await expectToast(creatorPage, 'Negotiation Request Sent!');

  // The brand sees the same warning on the card, then approves at the creator's rate.
  await openLive(brandPage, `/dashboard?tab=campaigns&applications=${campaignId}`);
  const brandDialog = brandPage.getByRole('dialog', { name: `Applications for "${title}"` });
  const application = brandDialog.getByRole('article', { name: 'Omar Saleh' });
  await application
    .getByText("AED 4,500 is more than twice the campaign's budget maximum (AED 2,000).")
    .waitFor();
  await application.getByText('Quoted Rate', { exact: true }).waitFor();
  // A counter offer far below the budget is warned about as it is typed.
  await application.getByRole('button', { name: 'Counter Offer' }).click();
  const counterForm = application.getByRole('form', { name: 'Counter Offer' });
  await counterForm.getByLabel('Counter offer amount (AED)').fill('300');
  await counterForm.getByText("AED 300 is less than half the campaign's budget minimum (AED 800).").waitFor();
  await counterForm.getByRole('button', { name: 'Cancel' }).click();
  await counterForm.waitFor({ state: 'detached' });
  await application.getByRole('button', { name: 'Accept Proposal' }).click();
  await brandDialog.getByRole('tab', { name: 'Approved (1)' }).click();
  await application.getByText('Agreed Rate', { exact: true }).waitFor();
  expect(await application.getByText('Quoted Rate', { exact: true }).count()).toBe(0);
  expect(await application.getByText(/twice the campaign's budget/).count()).toBe(0);

  // The creator's card leads with the agreed rate too.
  await creatorPage.goto('/my-applications?tab=approved');
  const mine = card(creatorPage, title);
  await mine.getByText('Agreed Rate', { exact: true }).waitFor();
  await mine.getByText('AED 4,500').first().waitFor();
});

test('a creator withdraws a pending application after confirming; the brand is told', async ({ newPage }) => {
  const tag = `zx${Date.now().toString(36)}`;
  const title = `Honey Cortado ${tag}`;
  const brandPage = await newPage();
  const campaignId = await brandWithCampaign(brandPage, title, tag);
  const creatorPage = await newPage();
  await createAccount(creatorPage, newUser('Dana', 'Fares'));
  await applyThroughApi(creatorPage, { type: 'direct', campaignId });

  await openLive(creatorPage, '/my-applications');
  const mine = card(creatorPage, title);
  const withdraw = mine.getByRole('button', { name: `Withdraw application to ${title}` });
  // Keeping it changes nothing.
  await withdraw.click();
  const confirm = creatorPage.getByRole('alertdialog', { name: 'Withdraw this application?' });
  await confirm.getByRole('button', { name: 'Keep Application' }).click();
  await confirm.waitFor({ state: 'detached' });
  await mine.getByText('Pending', { exact: true }).waitFor();

  await withdraw.click();
  await confirm.getByRole('button', { name: 'Withdraw Application' }).click();
  await expectToast(creatorPage, 'Application withdrawn');
  await mine.getByText('Withdrawn', { exact: true }).waitFor();
  await mine.getByText('You withdrew this application.').waitFor();
  expect(await withdraw.count()).toBe(0);

  // The brand's bell has the notice; its dialog no longer lists the application.
  await openLive(brandPage, '/dashboard');
  await brandPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await brandPage.getByRole('button', { name: /^Application withdrawn/ }).click();
  const brandDialog = brandPage.getByRole('dialog', { name: `Applications for "${title}"` });
  await brandDialog.getByText('No applications yet').waitFor();
});
