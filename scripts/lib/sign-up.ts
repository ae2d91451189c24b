import { setTimeout as sleep } from 'node:timers/promises';

// What a person does to get an account: sign up, then type the code from the confirmation
// e-mail, which signs them in. The benchmarks read the code from the local outbox (their
// servers run without SMTP, on this computer).

const CODE_SUBJECT = /^Your Partnerly confirmation code: (\d{6})$/;
const MAIL_TIMEOUT_MS = 30_000;

export interface SignedUpAccount {
  id: string;
  /** The session cookie (`name=value`) to send as the `cookie` header. */
  cookie: string;
}

const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((value) => value.split(';')[0]!);

async function confirmationCode(baseUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    if (!response.ok) throw new Error(`Outbox answered ${response.status}: ${await response.text()}`);
    const { items } = (await response.json()) as { items: { subject: string }[] };
    const code = items.map((item) => CODE_SUBJECT.exec(item.subject)?.[1]).find(Boolean);
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`No confirmation code reached ${email} within ${MAIL_TIMEOUT_MS / 1000} s`);
}

/**
 * Signs up with `body` (e-mail, password, profile fields; the Terms of Service and Privacy
 * Policy box ticked) and confirms the address.
 */
export async function signUpConfirmed(
  baseUrl: string,
  origin: string,
  body: { email: string; password: string } & Record<string, unknown>,
): Promise<SignedUpAccount> {
  const post = (path: string, payload: unknown, cookies: string[] = []) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie: cookies.join('; ') },
      body: JSON.stringify(payload),
    });
  const signUp = await post('/api/auth/sign-up/email', { acceptedTerms: true, ...body });
  if (!signUp.ok) throw new Error(`Sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const code = await confirmationCode(baseUrl, body.email);
  // The sign-up's own cookie marks this as the browser that signed up (its password stays).
  const confirmed = await post(
    '/api/auth/email-otp/verify-email',
    { email: body.email, otp: code },
    cookiesOf(signUp),
  );
  if (!confirmed.ok) throw new Error(`Confirmation answered ${confirmed.status}: ${await confirmed.text()}`);
  const cookie = cookiesOf(confirmed).find(
    (value) => value.includes('session_token=') && !value.endsWith('='),
  );
  if (!cookie) throw new Error('The confirmation set no session cookie');
  const { user } = (await confirmed.json()) as { user: { id: string } };
  return { id: user.id, cookie };
}
