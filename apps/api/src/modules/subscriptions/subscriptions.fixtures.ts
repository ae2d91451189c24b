import type { TestApp } from '../../test/create-test-app';
import { mailsTo } from '../../test/mailbox';
import type { PaymentView } from './payments/payment-view';
import type { TestUser } from '../../test/users';

// Request helpers shared by the subscriptions tests.

export function postJson(t: TestApp, pathname: string, body: unknown, cookie?: string) {
  return t.request(pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export function getAs(t: TestApp, pathname: string, user?: TestUser) {
  return t.request(pathname, { headers: user ? { cookie: user.cookie } : {} });
}

export async function startCheckout(
  t: TestApp,
  user: TestUser,
  planId: string,
  idempotencyKey?: string,
): Promise<{ status: number; body: PaymentView & { error?: { code: string; message: string } } }> {
  const response = await postJson(t, '/api/payments/checkout', { planId, idempotencyKey }, user.cookie);
  return { status: response.status, body: await response.json() };
}

/** Presses a button on the sandbox checkout page; resolves with where the browser is sent. */
export async function pressSandboxButton(
  t: TestApp,
  checkoutUrl: string,
  action: 'pay' | 'cancel' | 'decline',
) {
  const { pathname } = new URL(checkoutUrl);
  const response = await t.request(`${pathname}/${action}`, { method: 'POST' });
  if (response.status !== 303)
    throw new Error(`sandbox ${action} answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location')!);
}

/** Checkout then Pay in the sandbox: the brand's plan is active afterwards. */
export async function subscribeInSandbox(t: TestApp, user: TestUser, planId: string) {
  const { status, body } = await startCheckout(t, user, planId);
  if (status !== 201 || !body.url) throw new Error(`checkout answered ${status}: ${JSON.stringify(body)}`);
  await pressSandboxButton(t, body.url, 'pay');
  return body;
}

export async function getLimits(t: TestApp, user: TestUser) {
  const response = await getAs(t, '/api/subscriptions/me/limits', user);
  if (response.status !== 200) throw new Error(`limits answered ${response.status}`);
  return response.json();
}

/**
 * E-mails to `to` whose subject matches, once at least `count` arrived (delivery is queued),
 * plus a short settle so an extra duplicate would show up too.
 */
export async function mailsMatching(t: TestApp, to: string, subject: RegExp, count = 1) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const matching = (await mailsTo(t, to)).filter((mail) => subject.test(mail.subject));
    if (matching.length >= count) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return (await mailsTo(t, to)).filter((mail) => subject.test(mail.subject));
    }
    if (Date.now() > deadline) return matching;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
