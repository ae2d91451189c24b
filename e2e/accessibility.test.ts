import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  MOBILE,
  createAccount,
  createBrandAccount,
  expect,
  newUser,
  test,
  type NewPageOptions,
} from './fixtures';

// axe-core's WCAG 2.1 A and AA rules on the main screens of each role, in both themes and
// at phone width. A finding fails the test with the rule, its impact and the elements.

const axeScript = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ content: await axeScript });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    };
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations;
  });
  return violations.map(
    (violation) =>
      `${path}: ${violation.impact ?? 'minor'} ${violation.id} (${violation.help}) at ` +
      violation.nodes.map((node) => node.target.join(' ')).join(', '),
  );
}

const PUBLIC_PAGES = ['/', '/get-started', '/auth?type=creator', '/auth?type=brand', '/terms', '/contact'];
const CREATOR_PAGES = ['/dashboard', '/campaigns', '/my-applications', '/profile', '/settings'];
const BRAND_PAGES = ['/dashboard', '/campaigns', '/subscription', '/profile', '/settings'];

const LAYOUTS: [string, NewPageOptions][] = [
  ['desktop, light theme', { viewport: DESKTOP, colorScheme: 'light' }],
  ['desktop, dark theme', { viewport: DESKTOP, colorScheme: 'dark' }],
  ['phone, light theme', { viewport: MOBILE, colorScheme: 'light' }],
];

test.for(LAYOUTS)('no WCAG 2.1 AA findings on the main screens (%s)', async ([, options], { newPage }) => {
  const findings: string[] = [];
  const visitor = await newPage(options);
  for (const path of PUBLIC_PAGES) findings.push(...(await violationsOn(visitor, path)));

  const creator = await newPage(options);
  await createAccount(creator, newUser('Nour', 'Saleh'));
  for (const path of CREATOR_PAGES) findings.push(...(await violationsOn(creator, path)));

  const brand = await newPage(options);
  await createBrandAccount(brand, newUser('Omar', 'Farouk'), 'Cedar Roasters');
  for (const path of BRAND_PAGES) findings.push(...(await violationsOn(brand, path)));

  expect(findings).toEqual([]);
});
