import { randomUUID } from 'node:crypto';
import { expect, vi } from 'vitest';
import type { UserEvent } from '../../integrations/events/event-bus';
import type { TestApp } from '../../test/create-test-app';
import { EVENTUALLY } from '../../test/eventually';
import { waitForMail } from '../../test/mailbox';
import { sessionCookieOf } from '../../test/users';

const MARKER_TYPE = 'test.marker';

export interface TestUser {
  id: string;
  email: string;
  /** The session cookie to send as the `cookie` header. */
  cookie: string;
}

const postJson = (t: TestApp, pathname: string, body: unknown) =>
  t.request(pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Signs up over HTTP and confirms the address with the e-mailed code, which signs in. */
export async function signUp(t: TestApp, email: string, name = 'Test User'): Promise<TestUser> {
  const response = await postJson(t, '/api/auth/sign-up/email', {
    email,
    password: 'secret123',
    name,
    acceptedTerms: true,
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const mail = await waitForMail(t, email, { subject: /^Your Partnerly confirmation code: \d{6}$/ });
  const otp = /(\d{6})$/.exec(mail.subject)![1]!;
  const confirmed = await postJson(t, '/api/auth/email-otp/verify-email', { email, otp });
  const cookie = sessionCookieOf(confirmed);
  if (!cookie) throw new Error(`confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  return { id: body.user.id, email, cookie };
}

/** Calls the API as the user; a body is sent as JSON. */
export function as(t: TestApp, user: TestUser | null) {
  return (method: string, pathname: string, body?: unknown) =>
    t.request(pathname, {
      method,
      headers: {
        ...(user ? { cookie: user.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
}

/**
 * Records the events published to the user from now on. The bus may deliver asynchronously
 * (PostgreSQL LISTEN/NOTIFY), so start and settle() each round-trip a marker event: what is
 * recorded is exactly what was published in between.
 */
export async function recordEvents(t: TestApp, userId: string) {
  const events: UserEvent[] = [];
  let lastMarker: string | undefined;
  const stop = t.deps.events.subscribe(userId, (event) => {
    if (event.type === MARKER_TYPE) lastMarker = event.data as string;
    else events.push(event);
  });
  async function roundTrip(): Promise<void> {
    const marker = randomUUID();
    await t.deps.events.publish(userId, { type: MARKER_TYPE, data: marker });
    await vi.waitFor(() => expect(lastMarker).toBe(marker), EVENTUALLY);
  }
  await roundTrip();
  events.length = 0;
  return {
    events,
    /** Waits until everything published so far has been delivered, then stops recording. */
    settle: async () => {
      await roundTrip();
      stop();
    },
  };
}
