import {
  ACCOUNT_SUSPENDED_CODE,
  ADMIN_USERS_MESSAGES,
  accountSuspendedMessage,
  type AdminUser,
  type AdminUserList,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, profiles, userActionsLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createElevatedAdmin } from '../../test/factories/admin';
import { mailsTo, waitForMail } from '../../test/mailbox';
import { createTestUser, sessionCookieOf, type TestUser } from '../../test/users';
import { TRUSTED_PROXY_ENV, me, postJson, signIn } from '../auth/auth.fixtures';

const SUPPORT = 'help@partnerly.example';

let t: TestApp;
let superAdmin: TestUser;

const call = (user: TestUser, path: string, body?: unknown) =>
  t.request(path, {
    method: 'POST',
    headers: {
      cookie: user.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const suspend = (userId: string, reason: unknown) =>
  call(superAdmin, `/api/admin/users/${userId}/suspend`, { reason });
const reinstate = (userId: string) => call(superAdmin, `/api/admin/users/${userId}/reinstate`);

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } })
    .error;

const sessionsOf = (userId: string) =>
  t.deps.database.db.select().from(authSessions).where(eq(authSessions.userId, userId));

beforeAll(async () => {
  t = await createTestApp({ ...TRUSTED_PROXY_ENV, SUPPORT_EMAIL: SUPPORT });
  superAdmin = await createElevatedAdmin(t);
});
afterAll(() => t.close());

describe('suspending an account', () => {
  it('ends its sessions, refuses its password until reinstated, and tells the user why', async () => {
    const user = await createTestUser(t, { firstName: 'Sara' });
    const secondCookie = sessionCookieOf(await signIn(t, user.email, user.password))!;
    expect((await me(t, user.cookie)).status).toBe(200);

    const response = await suspend(user.id, '  Posting fake follower counts  ');
    expect(response.status).toBe(200);
    const suspended = (await response.json()) as AdminUser;
    expect(suspended.suspendedAt).not.toBeNull();
    expect(suspended.suspensionReason).toBe('Posting fake follower counts');

    // Sessions ended: every cookie the user had answers 401.
    expect(await sessionsOf(user.id)).toEqual([]);
    expect((await me(t, user.cookie)).status).toBe(401);
    expect((await me(t, secondCookie)).status).toBe(401);

    // The right password is refused with the reason to call support; a wrong one says nothing more.
    const refused = await signIn(t, user.email, user.password);
    expect(refused.status).toBe(403);
    expect(sessionCookieOf(refused)).toBeUndefined();
    const refusal = await errorOf(refused);
    expect(refusal).toEqual({ code: ACCOUNT_SUSPENDED_CODE, message: accountSuspendedMessage(SUPPORT) });
    expect(refusal.message).toContain(SUPPORT);
    expect((await signIn(t, user.email, 'wrong-password')).status).toBe(401);
    expect(await sessionsOf(user.id)).toEqual([]);

    const mail = await waitForMail(t, user.email, { subject: 'Your Partnerly account has been suspended' });
    expect(mail.text).toContain('Hi Sara,');
    expect(mail.text).toContain('Reason: Posting fake follower counts');
    expect(mail.text).toContain(SUPPORT);

    const listed = (await (
      await t.request(`/api/admin/users?status=suspended&search=${encodeURIComponent(user.email)}`, {
        headers: { cookie: superAdmin.cookie },
      })
    ).json()) as AdminUserList;
    expect(listed.users.map((row) => row.id)).toEqual([user.id]);

    const again = await suspend(user.id, 'Twice');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(ADMIN_USERS_MESSAGES.alreadySuspended);

    expect((await reinstate(user.id)).status).toBe(200);
    const back = await signIn(t, user.email, user.password);
    expect(back.status).toBe(200);
    expect((await me(t, sessionCookieOf(back))).status).toBe(200);
    const reinstated = await waitForMail(t, user.email, {
      subject: 'Your Partnerly account is active again',
    });
    expect(reinstated.text).toContain('http://localhost:3000/auth?tab=signin');

    const audit = await t.deps.database.db
      .select()
      .from(userActionsLog)
      .where(eq(userActionsLog.targetUserId, user.id))
      .orderBy(userActionsLog.createdAt);
    expect(audit.map((row) => [row.adminId, row.actionType, row.actionDetails.reason])).toEqual([
      [superAdmin.id, 'suspended', 'Posting fake follower counts'],
      [superAdmin.id, 'reinstated', 'Posting fake follower counts'],
    ]);

    const notSuspended = await reinstate(user.id);
    expect(notSuspended.status).toBe(409);
    expect((await errorOf(notSuspended)).message).toBe(ADMIN_USERS_MESSAGES.notSuspended);
  });

  it('refuses an e-mail sign-in code while suspended', async () => {
    const user = await createTestUser(t);
    expect((await suspend(user.id, 'Spam')).status).toBe(200);
    const before = (await mailsTo(t, user.email)).at(-1);
    await postJson(t, '/api/auth/email-otp/send-verification-otp', { email: user.email, type: 'sign-in' });
    const mail = await waitForMail(t, user.email, { subject: /sign-in code/, newerThan: before });
    const otp = /(\d{6})$/.exec(mail.subject)![1]!;
    const response = await postJson(t, '/api/auth/sign-in/email-otp', { email: user.email, otp });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe(accountSuspendedMessage(SUPPORT));
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('does not honour a session stored after the suspension (a sign-in racing it)', async () => {
    const user = await createTestUser(t);
    await t.deps.database.db
      .update(profiles)
      .set({ suspendedAt: new Date(), suspensionReason: 'Raced' })
      .where(eq(profiles.id, user.id));
    expect(await sessionsOf(user.id)).toHaveLength(1);
    expect((await me(t, user.cookie)).status).toBe(401);
  });

  it('needs a reason, and a super admin cannot suspend themselves', async () => {
    const user = await createTestUser(t);
    const blank = await suspend(user.id, '   ');
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).fields?.reason).toEqual([ADMIN_USERS_MESSAGES.reasonRequired]);

    const self = await suspend(superAdmin.id, 'Testing');
    expect(self.status).toBe(400);
    expect((await errorOf(self)).message).toBe(ADMIN_USERS_MESSAGES.cannotSuspendSelf);
    const [profile] = await t.deps.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile!.suspendedAt).toBeNull();
    const audit = t.deps.database.db.select().from(userActionsLog);
    expect(await audit.where(eq(userActionsLog.targetUserId, user.id))).toEqual([]);
  });

  it('locks a suspended admin out of the console', async () => {
    const admin = await createElevatedAdmin(t, 'admin');
    expect((await suspend(admin.id, 'Leaked data')).status).toBe(200);
    const response = await t.request('/api/admin/users', { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(401);
  });
});
