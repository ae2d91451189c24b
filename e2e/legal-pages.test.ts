import { MOBILE, expect, horizontalOverflow, screenshot, test } from './fixtures';

test('the Terms of Service and Privacy Policy are real pages, linked from the landing footer', async ({
  newPage,
}) => {
  const page = await newPage({ viewport: MOBILE });
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Legal and contact' });
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await page.waitForURL((url) => url.pathname === '/terms');
  await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
  await expect.poll(() => page.title()).toBe('Terms of Service · Partnerly');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: 'Brand plans and payments' }).click();
  await page.getByRole('heading', { name: '6. Brand plans and payments' }).waitFor();
  await page.getByText(/Basic 320 AED and Premium 530 AED/).waitFor();
  await page.getByText(/governed by the laws of the United Arab Emirates/).waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'terms-mobile');

  // Each document links to the other.
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).last().click();
  await page.waitForURL((url) => url.pathname === '/privacy');
  await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
  await expect.poll(() => page.title()).toBe('Privacy Policy · Partnerly');
  await page.getByRole('heading', { name: '2. What we collect' }).waitFor();
  await page.getByText(/we never see or store your full card number/).waitFor();
  // What the code does (issue 24 item 3): every cookie by name, visitors who are not members,
  // deletion, rights under the PDPL; the support address and file storage from /api/config.
  const policy = page.getByRole('main');
  for (const cookie of [
    'partnerly.session_token',
    'partnerly.sign_up',
    'partnerly_visitor',
    'partnerly_device',
  ]) {
    await policy.getByText(cookie, { exact: true }).waitFor();
  }
  await page.getByRole('heading', { name: '3. Visitors and shoppers who are not members' }).waitFor();
  await page.getByRole('heading', { name: '9. Deleting your account' }).waitFor();
  await policy.getByText(/Federal Decree-Law No\. 45 of 2021/).waitFor();
  await policy.getByText(/one click on the unsubscribe link in every marketing e-mail/).waitFor();
  await policy.getByText(/kept on our own server, with the database/).waitFor();
  expect(await policy.getByText(/commissions/).count()).toBe(0);
  expect(
    await policy.getByRole('link', { name: 'support@partnerly.local' }).first().getAttribute('href'),
  ).toBe('mailto:support@partnerly.local');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'privacy-mobile');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page
    .getByRole('navigation', { name: 'Legal and contact' })
    .getByRole('link', { name: 'Privacy Policy' })
    .waitFor();
});

test('the onboarding terms checkbox links to the Terms and the Privacy Policy in a new tab', async ({
  newPage,
}) => {
  const page = await newPage();
  await page.goto('/onboarding?userType=creator');
  const account = page.getByRole('form', { name: 'Create your account' });
  const box = account.getByRole('checkbox', { name: /^I agree to the Partnerly Terms of Service/ });
  await box.waitFor();
  const terms = account.getByRole('link', { name: /Terms of Service/ });
  const privacy = account.getByRole('link', { name: /Privacy Policy/ });
  expect(await terms.getAttribute('href')).toBe('/terms');
  expect(await privacy.getAttribute('href')).toBe('/privacy');

  const [tab] = await Promise.all([page.context().waitForEvent('page'), privacy.click()]);
  await tab.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
  // The wizard stays where it was, the box still unticked.
  expect(await box.isChecked()).toBe(false);
  // The page is dated by the version a sign-up records.
  await tab.getByText('Last updated 27 November 2026').waitFor();
  expect(new URL(page.url()).pathname).toBe('/onboarding');
});
