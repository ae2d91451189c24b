import type { Page } from 'playwright-core';
import { createAccount, createBrandAccount, expect, newUser, test } from './fixtures';

test('/reset-password opens the recovery card of /auth with the link token', async ({ newPage }) => {
  const page = await newPage();
  await page.goto('/reset-password?token=abc123');
  await page.waitForURL((url) => url.pathname === '/auth');
  const params = new URL(page.url()).searchParams;
  expect(params.get('type')).toBe('recovery');
  expect(params.get('token')).toBe('abc123');
  await page.getByText('Set a New Password', { exact: true }).first().waitFor();
  await page.getByLabel('New password', { exact: true }).waitFor();
});

/** Visits every internal link reachable from `start` (to `depth` clicks) and returns the ones showing Not found. */
async function crawl(
  page: Page,
  start: string[],
  depth: number,
): Promise<{ visited: string[]; broken: string[] }> {
  const visited = new Set<string>();
  const broken: string[] = [];
  const from = new Map(start.map((target) => [target, 'the start']));
  let frontier = start;
  for (let level = 0; level <= depth && frontier.length > 0; level += 1) {
    const next: string[] = [];
    for (const target of frontier) {
      if (visited.has(target)) continue;
      visited.add(target);
      await page.goto(target);
      // Lazy pages and redirects settle once the main content shows a heading.
      await page.getByRole('main').getByRole('heading').first().waitFor();
      const isNotFound = (await page.getByRole('heading', { name: 'Not found', exact: true }).count()) > 0;
      if (isNotFound) broken.push(`${target} (linked from ${from.get(target)})`);
      const hrefs = await page.$$eval('a[href^="/"]', (links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
      for (const href of hrefs) {
        const url = new URL(href, 'http://x');
        // Public short-code and creator pages need real codes; the dev mailbox is a tool.
        if (/^\/(r|creator|dev)\//.test(url.pathname) || url.pathname.startsWith('/api/')) continue;
        const link = `${url.pathname}${url.search}`;
        if (!from.has(link)) from.set(link, target);
        next.push(link);
      }
    }
    frontier = [...new Set(next)];
  }
  return { visited: [...visited], broken };
}

test('no link on the signed-out pages leads to a missing page', async ({ newPage }) => {
  const page = await newPage();
  const { visited, broken } = await crawl(page, ['/'], 2);
  expect(visited).toEqual(
    expect.arrayContaining(['/', '/get-started', '/terms', '/privacy', '/contact?type=feature']),
  );
  expect(broken).toEqual([]);
});

test('no link a signed-in creator or brand sees leads to a missing page', async ({ newPage }) => {
  const creator = await newPage();
  await createAccount(creator, newUser('Lina', 'Haddad'));
  const creatorCrawl = await crawl(creator, ['/creator-dashboard', '/profile', '/notifications'], 1);
  expect(creatorCrawl.broken).toEqual([]);

  const brand = await newPage();
  await createBrandAccount(brand, newUser('Omar', 'Farouk'), 'Farouk Trading');
  const brandCrawl = await crawl(brand, ['/dashboard', '/profile', '/notifications'], 1);
  expect(brandCrawl.broken).toEqual([]);
});
