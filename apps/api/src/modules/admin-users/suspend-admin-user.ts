import { ACCOUNT_EVENTS, ADMIN_USERS_MESSAGES, type AdminUser } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { authSessions, profiles } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { AppError } from '../../middleware/errors';
import { accountReinstatedEmail, accountSuspendedEmail } from './admin-users-emails';
import { adminUserColumns, lockAdminUser, recordUserAction, toAdminUser } from './admin-user-view';
import type { AdminActor } from './update-admin-user';
import { languageOfMember } from '../profiles/member-language';
import { translatorFor } from '../../lib/i18n';

type Deps = Pick<AppDeps, 'database' | 'mail' | 'events' | 'env' | 'publicUrl'>;

/**
 * POST /api/admin/users/:id/suspend, super admins only: the account is suspended with the
 * reason, every session of it ends (the admin console's elevations with them), and it cannot
 * sign in again until reinstated (auth/account-suspension.ts refuses every new session). One
 * user_actions_log row 'suspended' { reason }; after the commit the user is e-mailed the reason
 * and their open tabs are told (they find themselves signed out). A super admin cannot suspend
 * themselves; an account already suspended answers 409.
 */
export async function suspendAdminUser(
  deps: Deps,
  actor: AdminActor,
  userId: string,
  reason: string,
  now = new Date(),
): Promise<AdminUser> {
  if (actor.userId === userId) {
    throw new AppError('BAD_REQUEST', ADMIN_USERS_MESSAGES.cannotSuspendSelf);
  }
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await lockAdminUser(tx, userId);
    if (before.suspendedAt) throw new AppError('CONFLICT', ADMIN_USERS_MESSAGES.alreadySuspended);
    const [after] = await tx
      .update(profiles)
      .set({ suspendedAt: now, suspensionReason: reason, updatedAt: now })
      .where(eq(profiles.id, userId))
      .returning(adminUserColumns);
    await tx.delete(authSessions).where(eq(authSessions.userId, userId));
    await recordUserAction(tx, {
      adminId: actor.userId,
      targetUserId: userId,
      actionType: 'suspended',
      actionDetails: { reason },
      at: now,
    });
    return after!;
  });
  await afterCommit(
    `the suspension of ${userId}`,
    async () =>
      deps.mail.send(
        accountSuspendedEmail(
          {
            to: row.email,
            userName: row.firstName ?? undefined,
            reason,
            supportEmail: deps.env.SUPPORT_EMAIL,
          },
          translatorFor(await languageOfMember(deps.database.db, userId)),
        ),
      ),
    () => deps.events.publish(userId, { type: ACCOUNT_EVENTS.changed, data: { userId } }),
  );
  return toAdminUser(row);
}

/**
 * POST /api/admin/users/:id/reinstate, super admins only: the suspension ends and the account
 * may sign in again. One user_actions_log row 'reinstated' with the reason of the suspension it
 * lifts; the user is e-mailed. An account that is not suspended answers 409.
 */
export async function reinstateAdminUser(
  deps: Deps,
  actor: AdminActor,
  userId: string,
  now = new Date(),
): Promise<AdminUser> {
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await lockAdminUser(tx, userId);
    if (!before.suspendedAt) throw new AppError('CONFLICT', ADMIN_USERS_MESSAGES.notSuspended);
    const [after] = await tx
      .update(profiles)
      .set({ suspendedAt: null, suspensionReason: null, updatedAt: now })
      .where(eq(profiles.id, userId))
      .returning(adminUserColumns);
    await recordUserAction(tx, {
      adminId: actor.userId,
      targetUserId: userId,
      actionType: 'reinstated',
      actionDetails: { reason: before.suspensionReason, suspendedAt: before.suspendedAt.toISOString() },
      at: now,
    });
    return after!;
  });
  await afterCommit(`the reinstatement of ${userId}`, async () =>
    deps.mail.send(
      accountReinstatedEmail(
        {
          to: row.email,
          userName: row.firstName ?? undefined,
          signInUrl: `${deps.publicUrl}/auth?tab=signin`,
        },
        translatorFor(await languageOfMember(deps.database.db, userId)),
      ),
    ),
  );
  return toAdminUser(row);
}
