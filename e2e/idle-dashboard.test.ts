import { createBrandAccount, expect, expectToast, newUser, payPlanInSandbox, test } from './fixtures';
import { IDLE_CHECK_MS, watchNetwork } from './network';

// Quality bar: zero polling requests while a dashboard sits idle. The original polled every
// 30 s; this dashboard sits idle for longer than that (on the page's clock, moved on by the
// test: every timer due in those 31 s fires), then a change still arrives live over the one
// open event stream.

test('an idle brand dashboard sends no requests for 31 s and still gets changes live', async ({
  newPage,
}) => {
  const page = await newPage();
  const brand = newUser('Ida', 'Idle');
  await createBrandAccount(page, brand, 'Idle Goods');
  const network = await watchNetwork(page);
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Welcome, Ida!' }).waitFor();
  await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

  // Once the first loads are over, every request the page makes is recorded while 31 s pass.
  await network.settled();
  await network.letTimePass(IDLE_CHECK_MS);
  expect(network.requestsSinceSettled()).toEqual([]);

  // The stream is still open: a payment's notification shows without a reload, pushed (the
  // page did not ask for notifications; how fast is measured by `npm run bench:realtime`).
  await payPlanInSandbox(page, 'basic');
  await expectToast(page, 'Payment Successful!');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
  expect(network.requestsSinceSettled().filter((request) => request.includes(' /api/notifications'))).toEqual(
    [],
  );
});
