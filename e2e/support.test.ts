import { SUPPORT_MESSAGES } from '@partnerly/contracts';
import { MOBILE, createAccount, expect, expectToast, newUser, test } from './fixtures';

// Help & Feedback (issue 19 item 7): the floating Help button of signed-in pages.

test('a creator sends a bug report from the Help button and finds it under My requests', async ({
  newPage,
}) => {
  const page = await newPage({ viewport: MOBILE });
  const help = page.getByRole('button', { name: 'Help', exact: true });

  // Visitors have no Help button.
  await page.goto('/pricing');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await help.count()).toBe(0);

  await createAccount(page, newUser('Hana', 'Saleh'));
  await page.goto('/dashboard');
  await help.waitFor();
  // At 375 px it sits in the bottom corner, clear of the top bar and its menu button.
  const box = (await help.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(MOBILE.height);
  const menu = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
  expect(box.y).toBeGreaterThan(menu.y + menu.height);

  // Keyboard: focus the button and open the dialog with Enter.
  await help.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Help & Feedback' });
  const submit = dialog.getByRole('button', { name: 'Submit Request' });
  await submit.waitFor();
  expect(await submit.isDisabled()).toBe(true);
  await dialog.getByLabel('Request type').selectOption('bug_report');
  await dialog.getByLabel('Subject').fill('Screenshot upload stays at 0%');
  expect(await submit.isDisabled()).toBe(true);
  await dialog.getByLabel('Message').fill('On my phone the results screenshot never finishes uploading.');
  await submit.click();

  await expectToast(page, SUPPORT_MESSAGES.submittedTitle, { description: SUPPORT_MESSAGES.submitted });
  const mine = dialog.getByRole('list', { name: 'My requests' });
  await mine.getByText('Screenshot upload stays at 0%').waitFor();
  await mine.getByText('Open', { exact: true }).waitFor();
});
