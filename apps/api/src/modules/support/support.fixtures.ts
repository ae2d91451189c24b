import type { CreateSupportRequestInput, SupportRequest } from '@partnerly/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';

/** Calls the API as `user` (signed out when null), with a JSON body when given. */
export function call(t: TestApp, user: TestUser | null, method: string, path: string, body?: unknown) {
  return t.request(path, {
    method,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Sends a Help & Feedback request as `user`; expects 201. */
export async function sendSupportRequest(
  t: TestApp,
  user: TestUser,
  input: Partial<CreateSupportRequestInput> = {},
): Promise<SupportRequest> {
  const response = await call(t, user, 'POST', '/api/support-requests', {
    requestType: 'help',
    subject: 'How do payouts work?',
    message: 'When does the brand pay me after my results are approved?',
    ...input,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as SupportRequest;
}
