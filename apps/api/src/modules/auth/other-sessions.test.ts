import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser } from '../../test/users';
import { TRUSTED_PROXY_ENV, me, postJson, signedInCookie } from './auth.fixtures';

// 'Sign out of other sessions' on the account tab uses better-auth's endpoint as exposed
// under /api/auth.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
});
afterAll(() => t.close());

const revokeOthers = (cookie?: string) => postJson(t, '/api/auth/revoke-other-sessions', {}, { cookie });

describe('POST /api/auth/revoke-other-sessions', () => {
  it('ends every session of the user except the caller’s', async () => {
    const user = await createTestUser(t, { email: 'many-browsers@example.com' });
    const laptop = await signedInCookie(t, user.email, user.password);
    const phone = await signedInCookie(t, user.email, user.password);
    const someoneElse = await createTestUser(t, { email: 'bystander@example.com' });

    const response = await revokeOthers(user.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });

    expect((await me(t, user.cookie)).status).toBe(200);
    expect((await me(t, laptop)).status).toBe(401);
    expect((await me(t, phone)).status).toBe(401);
    expect((await me(t, someoneElse.cookie)).status).toBe(200);
  });

  it('needs a session, answered in the API error shape', async () => {
    const response = await revokeOthers();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: expect.any(String) } });
  });
});
