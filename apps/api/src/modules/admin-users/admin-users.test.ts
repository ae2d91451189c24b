import { randomBytes } from 'node:crypto';
import {
  ADMIN_USERS_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  INVALID_EMAIL,
  accessDeniedMessage,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserList,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, profiles, userActionsLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createElevatedAdmin } from '../../test/factories/admin';
import { waitForMail } from '../../test/mailbox';
import { createTestUser, type TestUser } from '../../test/users';
import { findMembership } from '../workspaces/membership';
import { me, signIn } from '../auth/auth.fixtures';

let t: TestApp;
let superAdmin: TestUser;

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: {
      cookie: user.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const list = async (admin: TestUser, query: string) => {
  const response = await call(admin, 'GET', `/api/admin/users?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminUserList;
};

const edit = (admin: TestUser, userId: string, body: unknown) =>
  call(admin, 'PATCH', `/api/admin/users/${userId}`, body);

const detail = async (admin: TestUser, userId: string) => {
  const response = await call(admin, 'GET', `/api/admin/users/${userId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminUserDetail;
};

const auditRows = (userId: string) =>
  t.deps.database.db.select().from(userActionsLog).where(eq(userActionsLog.targetUserId, userId));

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } })
    .error;

/** A word no other test's accounts contain, for searches that must find exactly ours. */
const uniqueWord = () => `Zq${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await createElevatedAdmin(t);
});
afterAll(() => t.close());

describe('the user list', () => {
  it('searches name, e-mail and company case-insensitively', async () => {
    const word = uniqueWord();
    const byName = await createTestUser(t, { firstName: `Lina${word}`, lastName: 'Haddad' });
    const byEmail = await createTestUser(t, { email: `${word.toLowerCase()}@example.com` });
    const byCompany = await createTestUser(t, { userType: 'brand', companyName: `${word} Trading LLC` });
    await createTestUser(t, { firstName: 'Someone', lastName: 'Else' });

    const found = await list(superAdmin, `search=${word.toUpperCase()}`);
    expect(found.total).toBe(3);
    expect(found.users.map((user) => user.id).sort()).toEqual([byName.id, byEmail.id, byCompany.id].sort());
    const fullName = await list(superAdmin, `search=${encodeURIComponent(`lina${word} haddad`)}`);
    expect(fullName.users.map((user) => user.id)).toEqual([byName.id]);
    // LIKE's wildcards are searched as themselves.
    expect((await list(superAdmin, 'search=%25')).total).toBe(0);

    const row = found.users.find((user) => user.id === byCompany.id)!;
    expect(row).toMatchObject({
      userType: 'brand',
      companyName: `${word} Trading LLC`,
      email: byCompany.email,
      verificationStatus: 'unverified',
      isVerified: false,
      suspendedAt: null,
    });
  });

  it('filters by user type, status and verification status', async () => {
    const word = uniqueWord();
    const creator = await createTestUser(t, { lastName: word });
    const brand = await createTestUser(t, { userType: 'brand', lastName: word });
    const suspended = await createTestUser(t, { lastName: word });
    await t.deps.database.db
      .update(profiles)
      .set({ suspendedAt: new Date(), suspensionReason: 'Spam', verificationStatus: 'verified' })
      .where(eq(profiles.id, suspended.id));

    const ids = async (query: string) =>
      (await list(superAdmin, `search=${word}&${query}`)).users.map((user) => user.id).sort();
    expect(await ids('userType=brand')).toEqual([brand.id]);
    expect(await ids('userType=creator')).toEqual([creator.id, suspended.id].sort());
    expect(await ids('status=suspended')).toEqual([suspended.id]);
    expect(await ids('status=active')).toEqual([creator.id, brand.id].sort());
    expect(await ids('verificationStatus=verified')).toEqual([suspended.id]);
    // Blank parameters are no filter.
    expect(await ids('userType=&status=')).toHaveLength(3);

    const bad = await call(superAdmin, 'GET', '/api/admin/users?userType=wizard&page=0');
    expect(bad.status).toBe(400);
    const { fields } = await errorOf(bad);
    expect(fields?.userType).toEqual([ADMIN_USERS_MESSAGES.unknownUserType]);
    expect(fields?.page).toEqual(['Page must be at least 1']);
  });

  it('pages 25 at a time, newest first, with the total', async () => {
    const word = uniqueWord();
    const created: TestUser[] = [];
    for (let index = 0; index < ADMIN_USERS_PAGE_SIZE + 2; index++) {
      created.push(await createTestUser(t, { lastName: `${word}${index}` }));
    }
    const first = await list(superAdmin, `search=${word}`);
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.users).toHaveLength(25);
    expect(first.users[0]!.id).toBe(created.at(-1)!.id);
    const second = await list(superAdmin, `search=${word}&page=2`);
    expect(second.users.map((user) => user.id)).toEqual([created[1]!.id, created[0]!.id]);
    expect((await list(superAdmin, `search=${word}&page=3`)).users).toEqual([]);
  });

  it('is open to admins, who cannot change accounts', async () => {
    const admin = await createElevatedAdmin(t, 'admin');
    const user = await createTestUser(t);
    expect((await list(admin, '')).total).toBeGreaterThan(0);
    expect((await detail(admin, user.id)).user.id).toBe(user.id);

    for (const [method, path, body] of [
      ['PATCH', `/api/admin/users/${user.id}`, { firstName: 'Hacked' }],
      ['POST', `/api/admin/users/${user.id}/suspend`, { reason: 'No reason' }],
      ['POST', `/api/admin/users/${user.id}/reinstate`, undefined],
    ] as const) {
      const response = await call(admin, method, path, body);
      expect(response.status).toBe(403);
      const { message } = await errorOf(response);
      expect(message).toBe(accessDeniedMessage('super_admin'));
      expect(message).toBe('Access Denied: You need Super Admin privileges');
    }
    expect(await auditRows(user.id)).toEqual([]);
    const [profile] = await t.deps.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ firstName: 'Test', suspendedAt: null });
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await call(superAdmin, 'GET', '/api/admin/users/no-such-user');
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe(ADMIN_USERS_MESSAGES.notFound);
    expect((await edit(superAdmin, 'no-such-user', { firstName: 'X' })).status).toBe(404);
  });
});

describe('Edit User', () => {
  it('writes only the changed fields, with one audit row of from and to', async () => {
    const user = await createTestUser(t, { firstName: 'Rana', lastName: 'Aziz' });
    const response = await edit(superAdmin, user.id, {
      firstName: 'Rania',
      lastName: 'Aziz',
      email: user.email,
      userType: 'creator',
      verificationStatus: 'verified',
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as AdminUser;
    expect(saved).toMatchObject({ firstName: 'Rania', lastName: 'Aziz', verificationStatus: 'verified' });
    expect(saved.isVerified).toBe(true);

    const rows = await auditRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      adminId: superAdmin.id,
      actionType: 'profile_updated',
      actionDetails: {
        updatedFields: {
          firstName: { from: 'Rana', to: 'Rania' },
          verificationStatus: { from: 'unverified', to: 'verified' },
        },
      },
    });

    // The same values again change nothing and log nothing.
    expect(
      (await edit(superAdmin, user.id, { firstName: ' Rania ', verificationStatus: 'verified' })).status,
    ).toBe(200);
    expect(await auditRows(user.id)).toHaveLength(1);

    // Verified and is_verified move together.
    await edit(superAdmin, user.id, { verificationStatus: 'pending' });
    const [profile] = await t.deps.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ verificationStatus: 'pending', isVerified: false });
    expect((await me(t, user.cookie).then((r) => r.json())).profile.firstName).toBe('Rania');
  });

  it('changes the sign-in address and tells the old and the new one', async () => {
    const user = await createTestUser(t, { firstName: 'Mona' });
    const newEmail = `mona-${randomBytes(3).toString('hex')}@example.com`;
    const response = await edit(superAdmin, user.id, { email: ` ${newEmail.toUpperCase()} ` });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminUser).email).toBe(newEmail);

    const [account] = await t.deps.database.db.select().from(authUsers).where(eq(authUsers.id, user.id));
    expect(account).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn(t, newEmail, user.password)).status).toBe(200);
    expect((await signIn(t, user.email, user.password)).status).toBe(401);

    const subject = 'The e-mail address of your Partnerly account was changed';
    for (const address of [user.email, newEmail]) {
      const mail = await waitForMail(t, address, { subject });
      expect(mail.text).toContain(`to ${newEmail}`);
    }
    expect((await auditRows(user.id))[0]!.actionDetails).toEqual({
      updatedFields: { email: { from: user.email, to: newEmail } },
    });
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const cases: [unknown, string, string][] = [
      [{ email: 'not-an-address' }, 'email', INVALID_EMAIL],
      [{ email: other.email }, 'email', ADMIN_USERS_MESSAGES.emailTaken],
      [{ userType: 'wizard' }, 'userType', ADMIN_USERS_MESSAGES.unknownUserType],
      [{ userType: 'agency' }, 'userType', ADMIN_USERS_MESSAGES.unknownUserType],
      [{ firstName: '   ' }, 'firstName', ADMIN_USERS_MESSAGES.firstNameRequired],
      [{ verificationStatus: 'gold' }, 'verificationStatus', ADMIN_USERS_MESSAGES.unknownVerificationStatus],
    ];
    for (const [body, field, message] of cases) {
      const response = await edit(superAdmin, user.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).fields?.[field]).toEqual([message]);
    }
    expect(await auditRows(user.id)).toEqual([]);
  });

  it('does not let a super admin change their own user type', async () => {
    const response = await edit(superAdmin, superAdmin.id, { userType: 'creator' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(ADMIN_USERS_MESSAGES.cannotDemoteSelf);
    const [profile] = await t.deps.database.db.select().from(profiles).where(eq(profiles.id, superAdmin.id));
    expect(profile!.userType).toBe('super_admin');
    // Their own name is theirs to fix.
    expect((await edit(superAdmin, superAdmin.id, { firstName: 'Adaline' })).status).toBe(200);
  });

  it('moves an account to another type: a brand gets its workspace, an admin leaves the console', async () => {
    const user = await createTestUser(t);
    expect((await edit(superAdmin, user.id, { userType: 'brand' })).status).toBe(200);
    expect(await findMembership(t.deps.database.db, user.id)).toMatchObject({ role: 'owner' });

    const admin = await createElevatedAdmin(t, 'admin');
    expect((await list(admin, '')).total).toBeGreaterThan(0);
    expect((await edit(superAdmin, admin.id, { userType: 'creator' })).status).toBe(200);
    expect((await call(admin, 'GET', '/api/admin/users')).status).toBe(403);
  });
});

describe('the history of a user', () => {
  it('lists every admin action on the user, newest first, with the acting admin', async () => {
    const user = await createTestUser(t);
    const other = await createElevatedAdmin(t);
    await t.deps.database.db
      .update(profiles)
      .set({ firstName: 'Omar', lastName: 'Other' })
      .where(eq(profiles.id, other.id));
    await t.deps.database.db.insert(userActionsLog).values({
      adminId: other.id,
      targetUserId: user.id,
      actionType: 'verification_approved',
      actionDetails: { requestId: 'r-1' },
      createdAt: new Date(Date.now() - 60_000),
    });
    await edit(superAdmin, user.id, { lastName: 'Changed' });

    const { user: shown, history } = await detail(superAdmin, user.id);
    expect(shown.lastName).toBe('Changed');
    const [acting] = await t.deps.database.db.select().from(profiles).where(eq(profiles.id, superAdmin.id));
    expect(history.map((entry) => [entry.actionType, entry.admin?.name])).toEqual([
      ['profile_updated', `${acting!.firstName} ${acting!.lastName}`],
      ['verification_approved', 'Omar Other'],
    ]);
    expect(history[0]!.actionDetails).toEqual({
      updatedFields: { lastName: { from: 'User', to: 'Changed' } },
    });
  });
});
