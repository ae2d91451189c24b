import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { MyAffiliateCodes, ShareLinkChange, ShareLinkResponse } from '@partnerly/contracts';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import {
  createAccount,
  expect,
  expectToast,
  MOBILE,
  newUser,
  payPlanInSandbox,
  screenshot,
  signUpThroughApi,
  test,
} from './fixtures';
import { applyThroughApi, publishCampaign } from './journeys';

// Issue 17 items 3 and 6: the public page /creator/{shareCode} for a signed-out visitor:
// 'Creator Not Found', 'No Active Codes', the grid with Copy Code and Shop Now (both counted,
// the view too), its small first-load JavaScript, and no accessibility findings. Shop Now's
// brand address is this app itself, so the test never leaves the computer.

const axeScript = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The brand's website: this app's pricing page by address (a website needs a dotted host). */
const shopUrl = () => {
  const url = new URL(inject('baseURL'));
  return `${url.protocol}//127.0.0.1:${url.port}/pricing`;
};

async function createShareLink(page: Page): Promise<string> {
  const response = await page.context().request.post('/api/share-link');
  expect(response.status()).toBe(201);
  return ((await response.json()) as ShareLinkChange).shareLink.shareCode;
}

/** A creator with the code an approval gave her, her page signed in; the brand's page signed in. */
async function creatorWithApprovedCode(brandPage: Page, creatorPage: Page) {
  await signUpThroughApi(brandPage, newUser('Dana', 'Brand'), {
    userType: 'brand',
    companyName: 'Dune Coffee Co.',
    websiteUrl: shopUrl(),
  });
  await payPlanInSandbox(brandPage, 'basic');
  const campaignId = await publishCampaign(brandPage, {
    title: 'Cold Brew Summer',
    description: 'Reels about our cold brew, filmed at home.',
    budgetMin: 500,
    budgetMax: 1500,
  });
  const creator = newUser('Rania', 'Saeed');
  await createAccount(creatorPage, creator);
  const applicationId = await applyThroughApi(creatorPage, { type: 'direct', campaignId });
  expect(
    (await brandPage.context().request.post(`/api/applications/${applicationId}/approve`)).status(),
  ).toBe(200);
  const { codes } = (await (
    await creatorPage.context().request.get('/api/my-codes')
  ).json()) as MyAffiliateCodes;
  return { creator, code: codes[0]!.code };
}

/** A stat card's figure: the value beside its label. */
const statValue = (page: Page, label: string) =>
  page
    .locator('div', { has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .first();

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

test('a visitor sees Creator Not Found for an unknown or deactivated link', async ({ newPage }) => {
  const visitor = await newPage({ viewport: MOBILE });
  const response = await visitor.goto('/creator/Nope1234');
  expect(response?.status()).toBe(404);
  await expect.poll(() => visitor.title()).toBe('Creator Not Found | Partnerly');
  await visitor.getByRole('heading', { level: 1, name: 'Creator Not Found' }).waitFor();

  const creatorPage = await newPage();
  await createAccount(creatorPage, newUser('Hana', 'Off'));
  const shareCode = await createShareLink(creatorPage);
  expect(
    (await creatorPage.context().request.patch('/api/share-link', { data: { isActive: false } })).ok(),
  ).toBe(true);
  await visitor.goto(`/creator/${shareCode}`);
  await visitor.getByRole('heading', { level: 1, name: 'Creator Not Found' }).waitFor();
  await visitor.getByRole('link', { name: 'Go to Partnerly' }).waitFor();
});

test("a creator's page without codes says No Active Codes", async ({ newPage }) => {
  const creatorPage = await newPage();
  await createAccount(creatorPage, newUser('Noura', 'Empty'));
  const shareCode = await createShareLink(creatorPage);
  const visitor = await newPage({ viewport: MOBILE });
  await visitor.goto(`/creator/${shareCode}`);
  await visitor.getByRole('heading', { level: 1, name: 'Noura Empty' }).waitFor();
  await visitor.getByRole('heading', { name: 'No Active Codes' }).waitFor();
  expect(await visitor.title()).toBe('Noura Empty | Partnerly');
});

test('a creator shares her page; a signed-out visitor copies a code and presses Shop Now; both analytics count it live', async ({
  newPage,
}) => {
  const brandPage = await newPage();
  const creatorPage = await newPage();
  const { code } = await creatorWithApprovedCode(brandPage, creatorPage);

  // The creator activates her share link in the Affiliate Hub.
  await creatorPage.goto('/affiliate-hub?tab=share-links');
  await creatorPage.getByRole('button', { name: 'Create Share Link' }).click();
  await expectToast(creatorPage, 'Share link created!');
  const shareUrl = await creatorPage.getByLabel('Your share link').inputValue();
  const shareCode = new URL(shareUrl).pathname.split('/').at(-1)!;
  // Her Analytics and the brand's Affiliate Analytics stay open: the counts arrive live.
  await creatorPage.getByRole('tab', { name: 'Analytics' }).click();
  await creatorPage.getByRole('heading', { name: 'No Analytics Yet' }).waitFor();
  await brandPage.goto('/dashboard?tab=affiliate-analytics');
  const brandRow = brandPage
    .getByRole('region', { name: 'Affiliate codes' })
    .getByRole('row')
    .filter({ hasText: code });
  await brandRow.getByText('Rania Saeed').waitFor();

  const visitor = await newPage({ viewport: MOBILE });
  const firstLoadJs = recordScripts(visitor);
  const views = visitor.waitForResponse((response) =>
    response.url().endsWith(`/api/creator-pages/${shareCode}/views`),
  );
  const html = await visitor.goto(`/creator/${shareCode}`);
  // The server names the creator for link previews, before any script runs.
  const source = await html!.text();
  expect(source).toContain('<meta property="og:title" content="Rania Saeed | Partnerly" />');
  expect(source).toContain(`<meta property="og:url" content="${inject('baseURL')}/creator/${shareCode}" />`);

  await visitor.getByRole('heading', { level: 1, name: 'Rania Saeed' }).waitFor();
  const card = visitor.getByRole('listitem').filter({ hasText: 'Dune Coffee Co.' });
  await card.getByText('Cold Brew Summer').waitFor();
  expect((await views).status()).toBe(202);
  expect(await (await views).json()).toEqual({ counted: 1, isPageViewCounted: true });

  const copied = visitor.waitForResponse((response) => response.url().endsWith('/api/affiliate-events'));
  await card.getByRole('button', { name: /Copy Code/ }).click();
  await expectToast(visitor, 'Code copied to clipboard!');
  expect(await (await copied).json()).toEqual({ counted: 1 });

  // Shop Now opens a tab through the redirect, which counts the click and leads to the brand.
  const shop = visitor.context().waitForEvent('page');
  const click = visitor
    .context()
    .waitForEvent('response', (response) => new URL(response.url()).pathname.startsWith('/api/go/'));
  await card.getByRole('link', { name: /Shop Now/ }).click();
  expect((await click).status()).toBe(302);
  expect((await click).headers().location).toBe(shopUrl());
  await (await shop).waitForURL(shopUrl());
  await screenshot(visitor, 'creator-page-mobile');

  // The creator's Analytics, not reloaded: 1 view, 1 copy, 1 click.
  for (const label of ['Total Views', 'Total Copies', 'Total Clicks']) {
    await expect.poll(() => statValue(creatorPage, label).textContent(), { timeout: 15_000 }).toBe('1');
  }
  // The brand's row, not reloaded either: views, copies, clicks.
  await expect
    .poll(async () => (await brandRow.locator('td').allTextContents()).slice(2, 5), { timeout: 15_000 })
    .toEqual(['1', '1', '1']);

  // The visit is on the creator's Share Links tab.
  const link = await creatorPage.context().request.get('/api/share-link');
  expect(((await link.json()) as ShareLinkResponse).shareLink?.viewCount).toBe(1);

  expect(await firstLoadJs()).toBeLessThanOrEqual(100 * 1024);
  expect(await axeViolations(visitor)).toEqual([]);
});
