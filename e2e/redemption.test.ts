import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { PrivateCode } from '@partnerly/contracts';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import {
  createBrandWithPlan,
  expect,
  expectToast,
  horizontalOverflow,
  makePng,
  MOBILE,
  newUser,
  screenshot,
  test,
} from './fixtures';

// Issue 18's browser journey on the public page /r/{code}: a brand makes a code with 2 uses;
// visitor A redeems it (success dialog, confetti) and is turned away the second time, visitor B
// redeems the last use, visitor C finds 'Maximum Uses Reached'; a page left open follows every
// use live. Each visitor is a browser context of its own (own cookies: own device). Also the
// page's small first load, 375 px without sideways scrolling, no accessibility findings, and
// the outcomes of a bad link, an unknown code and a deactivated one.

const axeScript = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(await axeScript);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(context: Document, options: object): Promise<{ violations: { id: string; help: string }[] }>;
      };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
  });
}

/** The gzipped size of every script the page loaded (what a visitor downloads first). */
function recordScripts(page: Page): () => Promise<number> {
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(response.body().then((body) => gzipSync(body).length));
    }
  });
  return async () => (await Promise.all(bodies)).reduce((sum, size) => sum + size, 0);
}

interface CodeFields {
  campaignName: string;
  discountDescription: string;
  maxUses: number;
  expirationDate?: string;
  businessLocation?: string;
  googleMapsUrl?: string;
  logoUploadId?: string;
}

/** A brand with a plan that includes QR codes creates one through the API (what its form posts). */
async function brandCreatesCode(brandPage: Page, fields: CodeFields): Promise<PrivateCode> {
  const response = await brandPage.context().request.post('/api/private-codes', { data: fields });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PrivateCode;
}

/** A brand, its profile (the name the page shows) and a plan with QR codes, through the API. */
async function brandWithProfile(brandPage: Page, companyName: string): Promise<void> {
  await createBrandWithPlan(brandPage, newUser('Layla', 'Haddad'), companyName, 'basic');
  const profile = await brandPage.context().request.post('/api/brand-profiles', {
    data: { profileName: companyName },
  });
  expect(profile.status()).toBe(201);
}

/** Uploads a logo drawn by the browser as the page's signed-in brand; answers the upload's id. */
async function uploadLogo(page: Page): Promise<string> {
  const response = await page.context().request.post('/api/uploads', {
    multipart: {
      purpose: 'logo',
      file: { name: 'logo.png', mimeType: 'image/png', buffer: await makePng(page, 300, 300) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * An expiry under a day away: today in the UAE (the code works until 23:59:59 there). In the
 * UAE day's last 10 minutes, tomorrow instead, so the code cannot expire during the test; the
 * chip then shows the date without the warning.
 */
function expiryUnderADay(): { date: string; isUnderADay: boolean } {
  const uaeNow = new Date(Date.now() + 4 * HOUR_MS);
  const minutesLeft = 24 * 60 - (uaeNow.getUTCHours() * 60 + uaeNow.getUTCMinutes());
  if (minutesLeft > 10) return { date: uaeNow.toISOString().slice(0, 10), isUnderADay: true };
  return { date: new Date(uaeNow.getTime() + 24 * HOUR_MS).toISOString().slice(0, 10), isUnderADay: false };
}

const redeemButton = (page: Page) => page.getByRole('button', { name: 'Redeem This Discount' });
const usesLeft = (page: Page, text: string) => page.getByText(text, { exact: true });

async function redeem(page: Page): Promise<void> {
  await redeemButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Discount redeemed!' });
  await dialog.waitFor();
}

test('a bad link and an unknown code each say so, under the logo-only top bar', async ({ newPage }) => {
  const visitor = await newPage({ viewport: MOBILE });
  expect((await visitor.goto('/r/ABC123'))?.status()).toBe(404);
  await visitor.getByRole('heading', { level: 1, name: 'Invalid redemption link' }).waitFor();
  expect(await visitor.getByRole('banner').getByRole('link').count()).toBe(1);
  await visitor.getByRole('banner').getByRole('link', { name: 'Partnerly home' }).waitFor();

  expect((await visitor.goto('/r/NOPE-AAAAAA'))?.status()).toBe(404);
  await visitor
    .getByRole('heading', { level: 1, name: 'This redemption code is not valid or has expired' })
    .waitFor();
  await visitor.getByRole('link', { name: 'Go to Partnerly' }).waitFor();
});

test('a code with 2 uses: A redeems and is turned away after, B takes the last, C finds none; an open page follows live', async ({
  newPage,
}) => {
  const brandPage = await newPage();
  await brandWithProfile(brandPage, 'Dune Coffee Co.');
  const expiry = expiryUnderADay();
  const code = await brandCreatesCode(brandPage, {
    campaignName: 'Spring Treats',
    discountDescription: '20% off any pastry with a coffee',
    maxUses: 2,
    expirationDate: expiry.date,
    logoUploadId: await uploadLogo(brandPage),
    businessLocation: 'Dune Coffee, Jumeirah Beach Road',
    googleMapsUrl: 'https://maps.google.com/?q=Jumeirah+Beach+Road',
  });
  const path = `/r/${code.code}`;
  expect(code.shareUrl).toBe(`${inject('baseURL')}${path}`);

  // The brand keeps its QR Codes tab open: Recent Redemptions follows every attempt live.
  await brandPage.goto('/dashboard?tab=private-referrals');
  await brandPage.getByText('No redemptions yet').waitFor();
  const recent = brandPage.getByRole('list', { name: 'Recent redemptions' });
  const recentBadges = async (label: 'Success' | 'Failed') =>
    (await recent.count()) === 0 ? 0 : recent.getByText(label, { exact: true }).count();

  // A page left open the whole time (someone who scanned the code and has not pressed yet).
  const watcher = await newPage({ viewport: MOBILE });
  await watcher.goto(path);
  await usesLeft(watcher, '2 of 2 left').waitFor();

  // Visitor A, on a phone.
  const visitorA = await newPage({ viewport: MOBILE });
  const firstLoadJs = recordScripts(visitorA);
  const html = await visitorA.goto(path);
  // The server names the discount for link previews, before any script runs.
  expect(await html!.text()).toMatch(
    /<meta property="og:title" content="20% off any pastry with a coffee at Dune Coffee Co\." \/>/,
  );
  await visitorA.getByRole('heading', { level: 1, name: 'Spring Treats' }).waitFor();
  await visitorA.getByText('Dune Coffee Co.', { exact: true }).waitFor();
  await visitorA.getByText('20% off any pastry with a coffee').waitFor();
  await usesLeft(visitorA, '2 of 2 left').waitFor();
  // Under a day left: the expiry chip warns.
  await visitorA.getByText(expiry.isUnderADay ? /^Expires in \d+ (hour|minute)s?$/ : /^Expires \S/).waitFor();
  expect(await firstLoadJs()).toBeLessThanOrEqual(100 * 1024);
  expect(await horizontalOverflow(visitorA)).toBeLessThanOrEqual(0);

  // The logo opens large, and Escape brings the visitor back to it.
  const logoButton = visitorA.getByRole('button', { name: 'Enlarge the Dune Coffee Co. logo' });
  await logoButton.click();
  const zoom = visitorA.getByRole('dialog', { name: 'Dune Coffee Co.' });
  await zoom.getByRole('img', { name: 'Dune Coffee Co. logo' }).waitFor();
  await visitorA.keyboard.press('Escape');
  await zoom.waitFor({ state: 'hidden' });
  expect(await logoButton.evaluate((button) => button === document.activeElement)).toBe(true);

  // Get Directions opens the brand's map link in a new tab; the reminder is the code's .ics.
  const directions = visitorA.getByRole('link', { name: /Get Directions/ });
  expect(await directions.getAttribute('href')).toBe('https://maps.google.com/?q=Jumeirah+Beach+Road');
  expect(await directions.getAttribute('target')).toBe('_blank');
  expect(await directions.getAttribute('rel')).toContain('noopener');
  const reminder = visitorA.getByRole('link', { name: /Add a reminder/ });
  expect(await reminder.getAttribute('href')).toBe(`/api/redeem/${code.code}/reminder.ics`);
  const ics = await visitorA.context().request.get(`/api/redeem/${code.code}/reminder.ics`);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('BEGIN:VEVENT');
  expect(await visitorA.getByRole('button', { name: /Wallet/ }).count()).toBe(0);

  // The Details accordion holds the terms.
  await visitorA.getByText('Details', { exact: true }).click();
  await visitorA.getByText('One redemption per device').waitFor();
  await visitorA.getByText('Dune Coffee, Jumeirah Beach Road').waitFor();

  // Share with a friend: no share sheet in this browser, so the link is copied.
  await visitorA
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseURL') });
  await visitorA.getByRole('button', { name: 'Share with a friend' }).click();
  await expectToast(visitorA, 'Link copied');
  expect(await visitorA.evaluate(() => navigator.clipboard.readText())).toBe(`${inject('baseURL')}${path}`);
  expect(await axeViolations(visitorA)).toEqual([]);

  // A redeems: the success dialog with confetti; the open page follows without a reload.
  await redeem(visitorA);
  const dialog = visitorA.getByRole('dialog', { name: 'Discount redeemed!' });
  await dialog.getByText('1 of 2 left').waitFor();
  await expect
    .poll(() => visitorA.locator('dialog canvas').getAttribute('data-confetti'))
    .toMatch(/playing|done/);
  await screenshot(visitorA, 'redemption-success-mobile');
  await usesLeft(watcher, '1 of 2 left').waitFor();
  await expect.poll(() => recentBadges('Success')).toBe(1);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await visitorA.getByText('This device has already redeemed this code').waitFor();
  expect(await visitorA.getByRole('button', { name: 'Already redeemed' }).isDisabled()).toBe(true);

  // A again, after a reload: turned away from the start, and by the server when asked directly.
  await visitorA.reload();
  await visitorA.getByText('This device has already redeemed this code').waitFor();
  expect(await redeemButton(visitorA).count()).toBe(0);
  const again = await visitorA.evaluate(async (redeemPath) => {
    const response = await fetch(redeemPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fingerprint: 'AnotherFingerprint_0123456789abc' }),
    });
    return { status: response.status, body: (await response.json()) as { error: { message: string } } };
  }, `/api/redeem/${code.code}`);
  expect(again.status).toBe(409);
  expect(again.body.error.message).toBe('This device has already redeemed this code');
  await expect.poll(() => recentBadges('Failed')).toBe(1);

  // Visitor B takes the last use; the open pages (the watcher's, A's) turn exhausted live.
  const visitorB = await newPage({ viewport: MOBILE });
  await visitorB.goto(path);
  await usesLeft(visitorB, '1 of 2 left').waitFor();
  await redeem(visitorB);
  await visitorB.getByRole('dialog').getByText('0 of 2 left').waitFor();
  await visitorB.getByRole('button', { name: 'Done' }).click();
  await visitorB.getByRole('heading', { level: 1, name: 'Maximum Uses Reached' }).waitFor();
  await visitorB.getByText('Your redemption on this device went through.').waitFor();
  await watcher.getByRole('heading', { level: 1, name: 'Maximum Uses Reached' }).waitFor();
  await visitorA.getByRole('heading', { level: 1, name: 'Maximum Uses Reached' }).waitFor();

  await expect.poll(() => recentBadges('Success')).toBe(2);
  await recent.getByText(code.code).first().waitFor();

  // Visitor C, arriving now, finds none left.
  const visitorC = await newPage({ viewport: MOBILE });
  await visitorC.goto(path);
  await visitorC.getByRole('heading', { level: 1, name: 'Maximum Uses Reached' }).waitFor();
  expect(await redeemButton(visitorC).count()).toBe(0);
  await screenshot(visitorC, 'redemption-exhausted-mobile');

  // The brand's own view of the code: 2 redeemed, none left.
  const overview = await brandPage.context().request.get('/api/private-codes');
  const listed = ((await overview.json()) as { codes: PrivateCode[] }).codes.find(
    (item) => item.id === code.id,
  );
  expect(listed).toMatchObject({ remainingUses: 0, redemptions: 2 });
});

test('a code turned off while its page is open says so at once, and on the next visit', async ({
  newPage,
}) => {
  const brandPage = await newPage();
  await brandWithProfile(brandPage, 'Falcon Optics');
  const code = await brandCreatesCode(brandPage, {
    campaignName: 'Eye Test Week',
    discountDescription: 'A free eye test with any frame',
    maxUses: 10,
  });
  const visitor = await newPage({ viewport: MOBILE });
  await visitor.goto(`/r/${code.code}`);
  await usesLeft(visitor, '10 of 10 left').waitFor();
  // No expiry: no expiry chip and no reminder; no map link: no directions.
  expect(await visitor.getByRole('link', { name: /Add a reminder/ }).count()).toBe(0);
  expect(await visitor.getByRole('link', { name: /Get Directions/ }).count()).toBe(0);

  const off = await brandPage.context().request.patch(`/api/private-codes/${code.id}`, {
    data: { status: 'inactive' },
  });
  expect(off.ok()).toBe(true);
  await visitor.getByRole('alert').getByText('This code is no longer available for redemption').waitFor();
  expect(await visitor.getByRole('button', { name: 'Not available' }).isDisabled()).toBe(true);

  await visitor.reload();
  await visitor.getByRole('heading', { level: 1, name: 'This code is no longer active' }).waitFor();
});
