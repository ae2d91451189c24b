import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's WCAG 2.1 A and AA rules on a page as it is, for the accessibility journey and
// for journeys that check the dialogs they open.

const axeScript = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** The findings on the page as it is now (a dialog or menu may be open); `label` names it. */
export async function violationsOfOpenPage(page: Page, label: string): Promise<string[]> {
  // Evaluated, not added as a <script> tag: the app's CSP blocks inline scripts.
  await page.evaluate(await axeScript);
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
      `${label}: ${violation.impact ?? 'minor'} ${violation.id} (${violation.help}) at ` +
      violation.nodes.map((node) => node.target.join(' ')).join(', '),
  );
}
