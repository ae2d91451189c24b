import { createBrandAccount, expect, newUser, payPlanInSandbox, test, toastTitled } from './fixtures';

// Quality bar: zero polling requests while a dashboard sits idle. The original polled every
// 30 s; this dashboard sits idle for longer than that, then a change still arrives live
// over the one open event stream.
const IDLE_MS = 31_000;

test('an idle brand dashboard sends no requests for 31 s and still gets changes live', async ({
  newPage,
}) => {
  const page = await newPage();
  const brand = newUser('Ida', 'Idle');
  await createBrandAccount(page, brand, 'Idle Goods');
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Welcome, Ida!' }).waitFor();
  expect((await stream).status()).toBe(200);
  await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

  // After the first loads settle, every request the page makes is recorded.
  await page.waitForTimeout(1_000);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
  await page.waitForTimeout(IDLE_MS);
  expect(requests).toEqual([]);

  // The stream is still open: a payment's notification shows without a reload.
  await payPlanInSandbox(page, 'basic');
  await toastTitled(page, 'Payment Successful!').waitFor({ timeout: 2_000 });
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 2_000 });
}, 90_000);
