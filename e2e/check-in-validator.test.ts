import { tmpdir } from 'node:os';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import {
  CHECK_IN_MESSAGES,
  type EventCheckInList,
  type EventPass,
  type PointsSummary,
} from '@partnerly/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { violationsOfOpenPage } from './axe';
import { launchBrowser } from './browser';
import { writeFakeCameraVideo } from './fake-camera';
import {
  MOBILE,
  createAccount,
  createBrandWithPlan,
  expect,
  expectToast,
  horizontalOverflow,
  newUser,
  screenshot,
  test as base,
  type TestUser,
} from './fixtures';
import {
  applyThroughApi,
  approveThroughApi,
  openLive,
  publishCampaign,
  signInThroughApi,
  verifyBrandThroughApi,
} from './journeys';

// Issue 20 items 2 and 5: the brand's check-in validator at the door. A verified brand's
// on-site event with point rewards has two approved creators, each with a personal pass.
// The camera path is real: Chromium's fake capture device plays a video of the first pass's
// QR code (e2e/fake-camera.ts), the page decodes it and the brand awards the 15 points. On a
// phone without camera access the page says why, and a typed code still validates; a
// colleague's check-in at another door shows live.

/** The fake camera's video: blank until the camera test writes its pass into it (read at camera start). */
const CAMERA_VIDEO = path.join(tmpdir(), `partnerly-e2e-camera-${process.pid}.y4m`);

// This file's one browser has a fake camera. No --use-fake-ui-for-media-stream: a page gets the
// camera only where the test grants the permission, so a context without it is refused.
const test = base.extend<{ browser: Browser }>({
  browser: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await writeFakeCameraVideo(CAMERA_VIDEO, null);
      const browser = await launchBrowser({
        extraArgs: [
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${CAMERA_VIDEO}`,
        ],
      });
      await use(browser);
      await browser.close();
      await rm(CAMERA_VIDEO, { force: true });
    },
    { scope: 'file' },
  ],
});

interface Guest {
  user: TestUser;
  name: string;
  code: string;
}

interface CheckInEvent {
  brand: TestUser;
  campaignId: string;
  title: string;
  /** The camera test's guest, then the typed one's. */
  guests: [Guest, Guest];
}

async function arrangeEvent(newPage: () => Promise<Page>): Promise<CheckInEvent> {
  const brandPage = await newPage();
  const brand = newUser('Huda', 'Rahman');
  await createBrandWithPlan(brandPage, brand, 'Souk Nights');
  await verifyBrandThroughApi(brandPage, await newPage());
  const title = `Souk Nights Opening ${Date.now()}`;
  const campaignId = await publishCampaign(brandPage, {
    title,
    description: 'Opening night of the night market: come by, get checked in, earn points.',
    campaignType: 'onsite',
    location: 'Dubai Design District',
    targetCountries: ['AE'],
    targetCities: ['Dubai'],
    budgetMin: 500,
    budgetMax: 1500,
    pointRewardEnabled: true,
  });
  const approveGuest = async (firstName: string, lastName: string): Promise<Guest> => {
    const page = await newPage();
    const user = newUser(firstName, lastName);
    await createAccount(page, user);
    // A paid UAE campaign: the brand confirms approving a creator without an Advertiser Permit.
    await approveThroughApi(brandPage, await applyThroughApi(page, { type: 'direct', campaignId }), {
      confirmPermitMissing: true,
    });
    const pass = await page.context().request.get(`/api/campaigns/${campaignId}/event-pass`);
    if (!pass.ok()) throw new Error(`event pass answered ${pass.status()}: ${await pass.text()}`);
    return { user, name: `${firstName} ${lastName}`, code: ((await pass.json()) as EventPass).code };
  };
  return {
    brand,
    campaignId,
    title,
    guests: [await approveGuest('Rania', 'Aziz'), await approveGuest('Omar', 'Khalil')],
  };
}

// Made by the first test that needs it; the accounts stay on the server for the next.
let arranged: Promise<CheckInEvent> | undefined;
const theEvent = (newPage: () => Promise<Page>) => (arranged ??= arrangeEvent(newPage));

/** Records the page's Content-Security-Policy violations (WebAssembly needs 'wasm-unsafe-eval'). */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const { reportCspViolation } = window as unknown as { reportCspViolation: (text: string) => void };
      reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

const resultCard = (page: Page) => page.getByRole('region', { name: 'Validation result' });

// It arranges the event for the file too, and decodes video frames in WebAssembly: on a CPU four
// times slower (E2E_CPU_THROTTLE=4) it took about 115 s, so its hang detector waits longer.
test(
  'a verified brand scans a creator’s pass with the camera and awards 15 points; the camera stays on for the next guest',
  {
    timeout: 240_000,
  },
  async ({ newPage, baseURL }) => {
    const event = await theEvent(newPage);
    const [guest] = event.guests;
    await writeFakeCameraVideo(CAMERA_VIDEO, guest.code);

    const page = await newPage();
    const violations = await recordCspViolations(page);
    await page.context().grantPermissions(['camera'], { origin: baseURL });
    await signInThroughApi(page, event.brand);

    // From the event's card in My Campaigns.
    await openLive(page, '/dashboard?tab=campaigns');
    await page
      .getByRole('article', { name: event.title })
      .getByRole('link', { name: `Check-in for ${event.title}` })
      .click();
    await page.waitForURL(`**/campaigns/${event.campaignId}/check-in`);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    await page.getByText('0 of 2 checked in').waitFor();

    // Linux Chromium has no native BarcodeDetector: what decodes the frames here is the
    // WebAssembly decoder (barcode-detector / ZXing), served by the app itself.
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    await page.getByRole('button', { name: 'Scan with Camera' }).click();
    const card = resultCard(page);
    await card.getByRole('heading', { name: guest.name }).waitFor();
    expect(await page.getByLabel('Pass code').inputValue()).toBe(guest.code);
    await card.getByText('Valid', { exact: true }).waitFor();
    await screenshot(page, 'check-in-validator-scanned');

    await card.getByRole('button', { name: 'Award 15 points' }).click();
    await expectToast(page, CHECK_IN_MESSAGES.awarded);
    await card.getByText(CHECK_IN_MESSAGES.alreadyScanned).waitFor();
    await card.getByText('15 points awarded', { exact: false }).waitFor();
    await page.getByText('1 of 2 checked in').waitFor();
    await page
      .getByRole('list', { name: 'Recent check-ins' })
      .getByRole('listitem')
      .filter({ hasText: guest.name })
      .getByText('+15 points')
      .waitFor();

    // The camera stayed on: Scan next decodes again, and the same pass is now already scanned.
    const decodedAgain = page.waitForRequest((request) => request.url().endsWith('/check-ins/validate'));
    await card.getByRole('button', { name: 'Scan next' }).click();
    await decodedAgain;
    await card.getByText(CHECK_IN_MESSAGES.alreadyScanned).waitFor();
    expect(await card.getByRole('button', { name: 'Award 15 points' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Stop camera' }).click();
    await page.getByRole('button', { name: 'Scan with Camera' }).waitFor();
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.srcObject)).toBeNull();
    expect(violations).toEqual([]);

    // The creator's balance.
    const creatorPage = await newPage();
    await signInThroughApi(creatorPage, guest.user);
    const points = await creatorPage.context().request.get('/api/points');
    expect(((await points.json()) as PointsSummary).balance).toBe(15);
  },
);

test('on a phone at the door: no sideways scroll, a refused camera says so, typed codes validate, a colleague’s check-in shows live', async ({
  newPage,
}) => {
  const event = await theEvent(newPage);
  const [, guest] = event.guests;
  const colleague = await newPage();
  await signInThroughApi(colleague, event.brand);
  const list = await colleague.context().request.get(`/api/campaigns/${event.campaignId}/check-ins`);
  const before = ((await list.json()) as EventCheckInList).checkIns.length;

  // No camera permission in this context.
  const page = await newPage({ viewport: MOBILE });
  await signInThroughApi(page, event.brand);
  await openLive(page, `/campaigns/${event.campaignId}/check-in`);
  await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
  await page.getByText(`${before} of 2 checked in`).waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // Validate and the camera button: in sight, at the bottom, large enough for a thumb.
  for (const name of ['Validate', 'Scan with Camera']) {
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    expect(box.height, name).toBeGreaterThanOrEqual(44);
    expect(box.y + box.height, name).toBeLessThanOrEqual(MOBILE.height);
    expect(box.y, name).toBeGreaterThan(MOBILE.height / 2);
  }
  expect(await violationsOfOpenPage(page, 'check-in validator at 375 px')).toEqual([]);

  await page.getByRole('button', { name: 'Scan with Camera' }).click();
  await page.getByRole('alert').filter({ hasText: CHECK_IN_MESSAGES.cameraDenied }).waitFor();

  // A code that is no pass of this event, then the guest's pass, typed (Enter sends it).
  const input = page.getByLabel('Pass code');
  await input.fill(`ONSITE_${event.campaignId}_1`);
  await input.press('Enter');
  const card = resultCard(page);
  await card.getByText(CHECK_IN_MESSAGES.invalidCode).waitFor();
  // From the keyboard: the card's button has the focus, Enter answers it (Scan next), and the
  // focus is back in the emptied code field.
  const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
  await expect.poll(() => isFocused(card.getByRole('button', { name: 'Scan next' }))).toBe(true);
  await page.keyboard.press('Enter');
  await card.waitFor({ state: 'detached' });
  expect(await input.inputValue()).toBe('');
  expect(await isFocused(input)).toBe(true);
  await input.fill(guest.code);
  await page.getByRole('button', { name: 'Validate' }).click();
  await card.getByRole('heading', { name: guest.name }).waitFor();
  await card.getByText('Valid', { exact: true }).waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOfOpenPage(page, 'check-in validator with a result at 375 px')).toEqual([]);
  await screenshot(page, 'check-in-validator-mobile');

  // A colleague at another door checks the guest in first: the count goes up here live, and
  // Award then finds the guest already scanned.
  const checkedIn = await colleague.context().request.post(`/api/campaigns/${event.campaignId}/check-ins`, {
    data: { code: guest.code },
  });
  expect(checkedIn.status()).toBe(201);
  await page.getByText(`${before + 1} of 2 checked in`).waitFor();
  await card.getByRole('button', { name: 'Award 15 points' }).click();
  await card.getByText(CHECK_IN_MESSAGES.alreadyScanned).waitFor();
  await card.getByText('15 points awarded', { exact: false }).waitFor();
});
