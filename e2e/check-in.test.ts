import { violationsOfOpenPage } from './axe';
import {
  MOBILE,
  createAccount,
  createBrandWithPlan,
  expect,
  expectToast,
  horizontalOverflow,
  newUser,
  screenshot,
  test,
} from './fixtures';
import {
  applyThroughApi,
  approveThroughApi,
  expectNotReloaded,
  markDocument,
  openLive,
  publishCampaign,
  verifyBrandThroughApi,
} from './journeys';

// Issue 20's typed-code journey: a verified brand's onsite campaign with point rewards; the
// creator it approved opens her event pass and reads the code under the QR image; the brand's
// staff, on a phone at the door, type the code, see who it belongs to and award the points; the
// creator's open Points Tracker shows 15 points and her open pass says 'Checked in', both
// without a reload.

test('a verified brand checks in an approved creator by typed code; her Points Tracker shows 15 live', async ({
  newPage,
}) => {
  const title = `Dune Brunch Launch ${Date.now().toString(36)}`;
  const brandPage = await newPage({ viewport: MOBILE });
  await createBrandWithPlan(brandPage, newUser('Hana', 'Saleh'), 'Sandstone Dates');
  await verifyBrandThroughApi(brandPage, await newPage());
  const campaignId = await publishCampaign(brandPage, {
    title,
    description: 'Brunch among the dunes: taste our new date pastries and share the morning.',
    campaignType: 'onsite',
    platforms: ['instagram'],
    budgetMin: 500,
    budgetMax: 1500,
    location: 'Al Qudra Desert Camp, Dubai',
    targetCountries: ['AE'],
    targetCities: ['Dubai'],
    pointRewardEnabled: true,
  });

  const creatorPage = await newPage();
  await createAccount(creatorPage, newUser('Yara', 'Mansour'));
  // A paid UAE campaign: the brand confirms approving a creator without an Advertiser Permit.
  await approveThroughApi(brandPage, await applyThroughApi(creatorPage, { type: 'direct', campaignId }), {
    confirmPermitMissing: true,
  });

  // The creator opens her pass from the approved application's card and reads its code.
  await openLive(creatorPage, '/my-applications?tab=approved');
  const card = creatorPage.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Event pass' }).click();
  const dialog = creatorPage.getByRole('dialog', { name: 'Event pass' });
  await dialog.getByText('Checking in at the event earns 15 points.').waitFor();
  await dialog.getByText('Sandstone Dates').waitFor();
  await dialog.getByText('Al Qudra Desert Camp, Dubai').waitFor();
  const qr = dialog.getByRole('img', { name: 'QR code of your event pass' });
  // The QR image really shows (an SVG drawn from a blob: address the page's policy allows).
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const code = (await dialog.locator('code').innerText()).trim();
  expect(code).toMatch(new RegExp(`^ONSITE_${campaignId}_\\d+$`));
  expect(await violationsOfOpenPage(creatorPage, 'event pass dialog')).toEqual([]);
  await screenshot(creatorPage, 'creator-event-pass');

  // The pass stays open in one tab; the Points Tracker in another, reached from the navigation.
  const pointsPage = await creatorPage.context().newPage();
  const pointsPageErrors: string[] = [];
  pointsPage.on('pageerror', (error) => pointsPageErrors.push(error.message));
  await openLive(pointsPage, '/dashboard');
  await pointsPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Points' }).click();
  await pointsPage.getByRole('heading', { level: 1, name: 'Points Tracker' }).waitFor();
  const balance = pointsPage.getByRole('region', { name: 'Your balance' });
  await balance.getByText('0 points').waitFor();
  await pointsPage.getByText('No points yet.', { exact: false }).waitFor();
  await markDocument(pointsPage);
  await markDocument(creatorPage);

  // The brand's staff at the door, on a phone: the campaign's Check-in, the typed code, Validate.
  await brandPage.goto('/dashboard?tab=campaigns');
  await brandPage.getByRole('link', { name: `Check-in for ${title}` }).click();
  await brandPage.getByRole('heading', { level: 1, name: title }).waitFor();
  await brandPage.getByLabel('Pass code').fill(code);
  await brandPage.getByRole('button', { name: 'Validate' }).click();
  const result = brandPage.getByRole('region', { name: 'Validation result' });
  await result.getByRole('heading', { name: 'Yara Mansour' }).waitFor();
  await result.getByText('Valid', { exact: true }).waitFor();
  await result.getByRole('button', { name: 'Award 15 points' }).click();
  await expectToast(brandPage, 'Points awarded successfully!');
  await result.getByText('Already scanned').waitFor();
  expect(await horizontalOverflow(brandPage)).toBeLessThanOrEqual(0);

  // The creator's open pages follow without a reload: 15 points, and the pass checked in.
  await balance.getByText('15 points').waitFor();
  const history = pointsPage.getByRole('list', { name: 'Points history' });
  await history.getByText(title).waitFor();
  await history.getByText('Sandstone Dates').waitFor();
  await history.getByText('+15 points').waitFor();
  await expectNotReloaded(pointsPage);
  await screenshot(pointsPage, 'creator-points-tracker');
  await dialog.getByText('Checked in', { exact: true }).waitFor();
  await dialog.getByText('+15 points earned').waitFor();
  expect(await qr.count()).toBe(0);
  await expectNotReloaded(creatorPage);

  // The creator home's Points Tracker card says the same.
  await pointsPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const tracker = pointsPage.getByRole('list', { name: 'Latest check-ins' });
  await tracker.getByText(title).waitFor();
  await pointsPage.getByText('15 points', { exact: true }).waitFor();
  await pointsPage.close();
  expect(pointsPageErrors).toEqual([]);

  // The campaign's card in the feed holds her pass too, checked in.
  await creatorPage.goto(`/campaigns?q=${encodeURIComponent(title)}`);
  const feedCard = creatorPage.getByRole('article', { name: title });
  await feedCard.getByRole('button', { name: 'Event pass' }).click();
  const feedPass = creatorPage.getByRole('dialog', { name: 'Event pass' });
  await feedPass.getByText('Checked in', { exact: true }).waitFor();
  expect(await feedPass.locator('code').innerText()).toBe(code);
});
