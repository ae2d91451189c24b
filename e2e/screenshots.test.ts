import { DESKTOP, MOBILE, createAccount, newUser, screenshot, test } from './fixtures';

// Screenshots of the main screens for people to look at (test-results/ is git-ignored).
const SIZES = { desktop: DESKTOP, mobile: MOBILE } as const;

for (const [sizeName, viewport] of Object.entries(SIZES)) {
  test(`screens at ${sizeName} width`, async ({ newPage }) => {
    const page = await newPage({ viewport });
    await page.goto('/');
    await page.getByRole('heading', { name: /Where brands and creators/ }).waitFor();
    await screenshot(page, `landing-${sizeName}`);

    await page.goto('/get-started');
    await page.getByRole('heading', { name: 'Choose your account type' }).waitFor();
    await screenshot(page, `get-started-${sizeName}`);

    await page.goto('/auth?userType=brand');
    await page.getByRole('form', { name: 'Sign up' }).waitFor();
    await screenshot(page, `auth-${sizeName}`);

    const user = newUser('Maya', 'Haddad');
    await createAccount(page, user);
    // A creator's /dashboard is the creator dashboard (issue 21).
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Creator Dashboard' }).waitFor();
    await page.getByText('Welcome, Maya!').waitFor();
    await screenshot(page, `dashboard-${sizeName}`);

    await page.goto('/calendar');
    await page.getByRole('region', { name: 'Upcoming Events' }).waitFor();
    await page.getByText('Nothing scheduled today.', { exact: false }).waitFor();
    await screenshot(page, `calendar-${sizeName}`);
    await page.goto('/creator-dashboard');
    await page.getByRole('heading', { name: 'Creator Dashboard' }).waitFor();

    // The account menu: the avatar menu on desktop, the collapsible menu on mobile.
    if (sizeName === 'desktop') {
      await page.getByRole('button', { name: 'Account menu for Maya Haddad' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    }
    await screenshot(page, `dashboard-menu-${sizeName}`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await screenshot(page, `dashboard-dark-${sizeName}`);
  });
}
