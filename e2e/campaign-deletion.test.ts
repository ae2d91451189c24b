import type { Page } from 'playwright-core';
import {
  createAccount,
  createBrandWithPlan,
  dismissToasts,
  expect,
  expectToast,
  newUser,
  test,
} from './fixtures';
import { applyThroughApi, openLive, publishCampaign } from './journeys';

// Issue 13 item 1, nothing agreed is ever silently lost: the Delete dialog says what
// happens to whom (the server's counts); a campaign with an approved creator cannot be
// deleted and the dialog offers Close instead; a deleted campaign's pending applicants are told.

const campaignCard = (page: Page, title: string) => page.getByRole('article', { name: title });

async function openDelete(page: Page, title: string) {
  await campaignCard(page, title)
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  return page.getByRole('alertdialog');
}

test('Delete tells who is affected, refuses agreed work and offers Close, and the applicant is told', async ({
  newPage,
}) => {
  const page = await newPage();
  await createBrandWithPlan(page, newUser('Huda', 'Saeed'), 'Saeed Kitchen', 'premium');
  const kept = await publishCampaign(page, {
    title: 'Rooftop Brunch',
    description: 'Film our weekend brunch.',
    budgetMin: 300,
    budgetMax: 600,
  });
  const withdrawn = await publishCampaign(page, {
    title: 'Night Market',
    description: 'Film our night stall.',
    budgetMin: 300,
    budgetMax: 600,
  });

  const creatorPage = await newPage();
  await createAccount(creatorPage, newUser('Mira', 'Haddad'));
  const keptApplication = await applyThroughApi(creatorPage, { type: 'direct', campaignId: kept });
  await applyThroughApi(creatorPage, { type: 'direct', campaignId: withdrawn });

  await openLive(page, '/dashboard?tab=campaigns');
  await campaignCard(page, 'Rooftop Brunch').waitFor();
  await expectToast(page, 'Welcome to Partnerly!');
  await dismissToasts(page);

  // Only a pending applicant: the dialog says she will be told.
  let dialog = await openDelete(page, 'Rooftop Brunch');
  await dialog.getByText('1 pending applicant will be told the campaign was withdrawn.').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Approved, her deal blocks deletion: the dialog explains and offers Close instead.
  const approved = await page.context().request.post(`/api/applications/${keptApplication}/approve`);
  expect(approved.status()).toBe(200);
  dialog = await openDelete(page, 'Rooftop Brunch');
  await dialog.getByRole('heading', { name: 'This Campaign Cannot Be Deleted' }).waitFor();
  await dialog
    .getByText(/1 creator has approved or in-progress work on it\. Close the campaign instead/)
    .waitFor();
  expect(await dialog.getByRole('button', { name: 'Delete Campaign' }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'Close Campaign' }).click();
  await expectToast(page, 'Campaign closed - no longer accepting applications');
  await campaignCard(page, 'Rooftop Brunch')
    .getByText('Campaign closed - not accepting applications')
    .waitFor();

  // The other campaign goes; its pending applicant is told in her notifications.
  dialog = await openDelete(page, 'Night Market');
  await dialog.getByText('1 pending applicant will be told the campaign was withdrawn.').waitFor();
  await dialog.getByRole('button', { name: 'Delete Campaign' }).click();
  await expectToast(page, 'Campaign deleted');
  await campaignCard(page, 'Night Market').waitFor({ state: 'detached' });

  const mine = await (await creatorPage.context().request.get('/api/applications/mine')).json();
  expect(mine.applications.map((item: { status: string }) => item.status)).toEqual(['approved']);
  await creatorPage.goto('/notifications');
  await creatorPage
    .getByText('The brand withdrew "Night Market", so your application to it is closed.', { exact: false })
    .first()
    .waitFor();
});
