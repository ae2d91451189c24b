import type { Locator, Page } from 'playwright-core';
import {
  MOBILE,
  createAccount,
  createBrandAccount,
  createBrandWithPlan,
  dismissToasts,
  expect,
  expectToast,
  newUser,
  test,
} from './fixtures';

// Forms do not lose work (issue 13): Escape, the dialog's Back and the browser's Back on a
// Create Campaign form with unsaved changes ask 'Discard changes?' first; Keep editing keeps
// what was typed, Discard closes. The browser's Back closes only the form (the page stays).
// The same guard on the other long forms: the Creator Profile and the brand profile (pages:
// leaving by a link or Back asks, reloading gets the browser's own prompt) and the team
// member and enterprise inquiry dialogs (Escape asks), the brand registration form and the
// onboarding steps (a link asks).
// The refusal toast never covers the form's submit button; a content deadline before the
// application deadline is refused beside its field.

/** The date `days` from today as YYYY-MM-DD (local time, as the date input takes it). */
function isoDayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Two boxes on screen share at least one pixel. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('both must be on screen');
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

/** A brand with a plan on /dashboard, reached from /notifications by a link (Back has somewhere to go in the app). */
async function openDashboardFromNotifications(page: Page): Promise<void> {
  await createBrandWithPlan(page, newUser('Mira', 'Haddad'), 'Haddad Candles');
  await page.goto('/notifications');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  // The new account's welcome toast would take the first Escape (a toast is the top layer).
  await expectToast(page, 'Welcome to Partnerly!');
  await dismissToasts(page);
}

test('a dirty campaign form asks before Escape or Back discards it', async ({ newPage }) => {
  const page = await newPage();
  await openDashboardFromNotifications(page);

  await page.getByRole('button', { name: 'Create Campaign' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
  const title = dialog.getByLabel('Campaign Title', { exact: true });
  await title.fill('Autumn Candle Drop');
  const confirm = page.getByRole('alertdialog', { name: 'Discard changes?' });

  // Escape asks; Keep editing keeps the form and what was typed.
  await page.keyboard.press('Escape');
  await confirm.getByText('You have unsaved changes. If you leave now, they will be lost.').waitFor();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await title.inputValue()).toBe('Autumn Candle Drop');

  // The browser's Back asks as well and stays on the page; Keep editing keeps the text.
  await page.goBack();
  await confirm.waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await title.inputValue()).toBe('Autumn Candle Drop');

  // The × asks; Discard closes the form, and only the form.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await page.getByRole('alertdialog').count()).toBe(0);

  // Back then Discard: the form closes, the dashboard stays, no other dialog opens.
  await page.getByRole('button', { name: 'Create Campaign' }).first().click();
  await title.fill('Winter Candle Drop');
  await page.goBack();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  expect(await page.getByRole('dialog').count()).toBe(0);

  // A form without changes closes at once: Escape and Back ask nothing.
  await page.getByRole('button', { name: 'Create Campaign' }).first().click();
  await title.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Create Campaign' }).first().click();
  await title.waitFor();
  await page.goBack();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  expect(await confirm.count()).toBe(0);
});

test('a content deadline before the application deadline is refused beside its field; the toast leaves the submit button free', async ({
  newPage,
}) => {
  const page = await newPage();
  await openDashboardFromNotifications(page);
  await page.getByRole('button', { name: 'Create Campaign' }).first().click();
  const form = page
    .getByRole('dialog', { name: 'Create Campaign' })
    .getByRole('form', { name: 'Create Campaign' });
  await form.getByLabel('Campaign Title', { exact: true }).fill('Candle Night');
  await form.getByLabel('Description', { exact: true }).fill('Light our new candle at dinner.');
  await form.getByLabel('Campaign Type', { exact: true }).selectOption({ label: 'Content Creation' });
  await form.getByLabel('Niche', { exact: true }).selectOption('Home & Garden');
  await form.getByLabel('Minimum Budget', { exact: true }).fill('300');
  await form.getByLabel('Maximum Budget', { exact: true }).fill('600');
  await form.getByLabel('Application Deadline', { exact: true }).fill(isoDayFromToday(10));
  const contentDeadline = form.getByLabel('Content Deadline', { exact: true });
  await contentDeadline.fill(isoDayFromToday(5));
  const submit = form.getByRole('button', { name: 'Create Campaign' });
  await submit.click();

  await expectToast(page, 'Please fix the errors in the form');
  await form.getByText('Content deadline cannot be before the application deadline').waitFor();
  expect(await contentDeadline.getAttribute('aria-invalid')).toBe('true');
  const toast = page.locator('.toast-root[data-state="open"]').first();
  await toast.waitFor();
  expect(await overlaps(toast, submit)).toBe(false);
  // At 375 px too.
  await page.setViewportSize(MOBILE);
  await submit.click();
  await expectToast(page, 'Please fix the errors in the form');
  await toast.waitFor();
  expect(await overlaps(toast, submit)).toBe(false);

  // On or after the application deadline is fine: the campaign is published.
  await contentDeadline.fill(isoDayFromToday(12));
  await submit.click();
  await expectToast(page, 'Campaign successfully published and now visible to all users');
  await form.waitFor({ state: 'detached' });
});

/** The page would get the browser's own 'Leave site?' prompt on reload or closing the tab. */
function wouldPromptOnUnload(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

test('a dirty creator profile asks before a link or Back leaves the page', async ({ newPage }) => {
  const page = await newPage();
  await createAccount(page, newUser('Salma', 'Idris'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  const openProfile = async () => {
    await nav.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
  };
  // Reached by a link from /campaigns: the browser's Back stays inside the app.
  await page.goto('/campaigns');
  await openProfile();
  const form = page.getByRole('form', { name: 'Creator profile' });
  const bio = form.getByLabel('Bio');
  await bio.waitFor();
  expect(await wouldPromptOnUnload(page)).toBe(false);
  await bio.fill('Desert hikes and sunrise reels.');
  const confirm = page.getByRole('alertdialog', { name: 'Discard changes?' });
  const browse = nav.getByRole('link', { name: 'Browse Campaigns' });

  // A link asks; Keep editing stays on the page with the text as typed.
  await browse.click();
  await confirm.getByText('You have unsaved changes. If you leave now, they will be lost.').waitFor();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/profile');
  expect(await bio.inputValue()).toBe('Desert hikes and sunrise reels.');
  // Reloading or closing the tab gets the browser's own prompt.
  expect(await wouldPromptOnUnload(page)).toBe(true);

  // The browser's Back asks too; Keep editing stays, Discard goes back.
  await page.goBack();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/profile');
  expect(await bio.inputValue()).toBe('Desert hikes and sunrise reels.');
  await page.goBack();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await page.waitForURL((url) => url.pathname === '/campaigns');
  await confirm.waitFor({ state: 'detached' });

  // Discard after a link goes where the link leads.
  await openProfile();
  await bio.fill('Sunsets over the dunes.');
  await browse.click();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await page.waitForURL((url) => url.pathname === '/campaigns');
  await confirm.waitFor({ state: 'detached' });

  // Saved changes leave freely.
  await openProfile();
  await form.getByLabel('Main Content Category').selectOption({ label: 'Travel' });
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile updated successfully');
  expect(await wouldPromptOnUnload(page)).toBe(false);
  await browse.click();
  await page.waitForURL((url) => url.pathname === '/campaigns');
  await confirm.waitFor({ state: 'detached' });
});

test('a brand profile being edited, the Edit Brand Profile and Enterprise Plan Inquiry dialogs ask before discarding', async ({
  newPage,
}) => {
  const page = await newPage();
  await createBrandAccount(page, newUser('Rania', 'Khoury'), 'Khoury Dates');
  const created = await page.context().request.post('/api/brand-profiles', {
    data: { profileName: 'Khoury Dates' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/profile?tab=profile');
  await page.getByRole('heading', { name: 'Khoury Dates', level: 2 }).waitFor();
  const confirm = page.getByRole('alertdialog', { name: 'Discard changes?' });

  // The Edit Brand Profile dialog: Escape asks; Keep editing keeps the text; Discard closes it.
  await page.getByRole('button', { name: /^Switch brand profile/ }).click();
  await page.getByRole('menuitem', { name: 'Manage Profiles' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Brand Profiles' });
  await manage.getByRole('listitem', { name: 'Khoury Dates' }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Brand Profile' });
  const phone = edit.getByLabel('Phone');
  await phone.fill('+971 50 123 4567');
  await page.keyboard.press('Escape');
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await phone.inputValue()).toBe('+971 50 123 4567');
  await page.keyboard.press('Escape');
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await edit.waitFor({ state: 'detached' });
  await manage.getByRole('button', { name: 'Close', exact: true }).click();
  await manage.waitFor({ state: 'detached' });

  // The profile page being edited: a link asks; Discard follows it.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Bio').fill('Dates from our family farm.');
  expect(await wouldPromptOnUnload(page)).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await page.getByLabel('Bio').inputValue()).toBe('Dates from our family farm.');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');

  // The Enterprise Plan Inquiry dialog (it takes the Account Settings dialog's place) asks too.
  await page.goto('/profile?tab=account');
  await page.getByRole('button', { name: 'Account Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Account Settings' });
  await settings.getByRole('button', { name: 'Enterprise Plan Inquiry' }).click();
  const inquiry = page.getByRole('dialog', { name: 'Enterprise Plan Inquiry' });
  await inquiry.getByLabel('Requirements').fill('Forty stores.');
  await page.keyboard.press('Escape');
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await inquiry.getByLabel('Requirements').inputValue()).toBe('Forty stores.');
  await page.keyboard.press('Escape');
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await inquiry.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/profile');
  expect(await page.getByRole('dialog').count()).toBe(0);
});

test('the brand registration and onboarding account forms ask before a link leaves them', async ({
  newPage,
}) => {
  const page = await newPage();
  const confirm = page.getByRole('alertdialog', { name: 'Discard changes?' });
  const pricing = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' });

  await page.goto('/brand-registration');
  const registration = page.getByRole('form', { name: 'Brand registration' });
  const company = registration.getByLabel('Company name', { exact: true });
  await company.fill('Saffron Lane');
  await pricing.click();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/brand-registration');
  expect(await company.inputValue()).toBe('Saffron Lane');
  await pricing.click();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await page.waitForURL((url) => url.pathname === '/pricing');

  // The onboarding's first step, before anything is sent.
  await page.goto('/onboarding?userType=creator');
  const account = page.getByRole('form', { name: 'Create your account' });
  await account.getByLabel('First name', { exact: true }).fill('Huda');
  await pricing.click();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await account.getByLabel('First name', { exact: true }).inputValue()).toBe('Huda');
  await pricing.click();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await page.waitForURL((url) => url.pathname === '/pricing');
});
