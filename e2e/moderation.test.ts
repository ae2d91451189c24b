import { CONTENT_REPORT_MESSAGES, MODERATION_MESSAGES } from '@partnerly/contracts';
import { MOBILE, expect, expectToast, horizontalOverflow, screenshot, test } from './fixtures';
import { DEMO_PASSWORD, signInAsDemoSuperAdmin } from './journeys';

// Moderation (issue 19 item 5): a visitor reports a public creator page from its own small
// bundle (the form loads on the first click), and the super admin finds the report in the
// console's queue and dismisses it (the demo's pages stay up for the other journeys).

const DEMO_SHARE_CODE = 'CaseyUAE';
const DETAILS = `Copied photos, seen ${Date.now()}`;

test('a signed-out visitor reports a creator page and the super admin dismisses it from the queue', async ({
  newPage,
}) => {
  const visitor = await newPage({ viewport: MOBILE });
  await visitor.goto(`/creator/${DEMO_SHARE_CODE}`);
  await visitor.getByRole('heading', { level: 1, name: 'Casey Creator' }).waitFor();
  await visitor.getByRole('button', { name: 'Report this page' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Report this page' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await dialog.getByText(CONTENT_REPORT_MESSAGES.reasonRequired).waitFor();
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await dialog.getByText(CONTENT_REPORT_MESSAGES.detailsRequired).waitFor();
  await dialog.getByLabel('Details').fill(DETAILS);
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  const sent = visitor.getByRole('dialog', { name: CONTENT_REPORT_MESSAGES.sent });
  await sent.getByRole('status').getByText(CONTENT_REPORT_MESSAGES.sentDetail).waitFor();
  expect(await horizontalOverflow(visitor)).toBe(0);
  await sent.getByRole('button', { name: 'Close' }).click();
  await sent.waitFor({ state: 'hidden' });
  // Focus goes back to the link that opened it.
  expect(await visitor.evaluate(() => document.activeElement?.textContent)).toBe('Report this page');

  const admin = await newPage();
  await signInAsDemoSuperAdmin(admin);
  await admin.goto('/admin/reports');
  await admin.getByLabel('Your password', { exact: true }).fill(DEMO_PASSWORD);
  await admin.getByRole('button', { name: 'Unlock Admin Console' }).click();
  const reports = admin.getByRole('list', { name: 'Reports' });
  const report = reports.getByRole('listitem').filter({ hasText: DETAILS });
  await report.waitFor();
  await report.getByRole('heading', { name: /Casey Creator's public page/ }).waitFor();
  await report.getByText('A visitor who was not signed in').waitFor();
  await report.getByRole('button', { name: 'Dismiss' }).click();
  const dismiss = admin.getByRole('dialog', { name: 'Dismiss Report' });
  await dismiss.getByLabel('Note (optional)').fill('Her own photos');
  await dismiss.getByRole('button', { name: 'Dismiss Report' }).click();
  await expectToast(admin, MODERATION_MESSAGES.reportDismissed);
  // The queue shows open reports: the dismissed one leaves it.
  await report.waitFor({ state: 'detached' });

  // The page stays up.
  await visitor.reload();
  await visitor.getByRole('heading', { level: 1, name: 'Casey Creator' }).waitFor();

  // Admins see every campaign with its brand in the Campaigns tab.
  await admin.getByRole('link', { name: 'Campaigns' }).click();
  // Other journeys publish 'Cardamom Cold Brew …' and 'Cold Brew Summer' at the same time.
  await admin.getByRole('searchbox', { name: 'Search campaigns' }).fill('Cold Brew Tasting Night');
  await admin.getByText('Page 1 of 1 · 1 campaign', { exact: true }).waitFor();
  await admin.getByRole('row', { name: /Cold Brew Tasting Night.*Oasis Coffee Roasters/ }).waitFor();

  // At 375 px the tabs are cards, without sideways scrolling.
  await admin.setViewportSize(MOBILE);
  await admin.getByRole('link', { name: 'Reports' }).click();
  await admin.getByRole('list', { name: 'Reports' }).getByRole('listitem').first().waitFor();
  expect(await horizontalOverflow(admin)).toBe(0);
  await screenshot(admin, 'moderation-reports-mobile');
  await admin.getByRole('link', { name: 'Enterprise' }).click();
  await admin.getByRole('list', { name: 'Limit requests' }).getByText('Oasis Coffee Roasters').waitFor();
  expect(await horizontalOverflow(admin)).toBe(0);
  await screenshot(admin, 'enterprise-mobile');
});
