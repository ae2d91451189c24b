import {
  ACCOUNT_EVENTS,
  ADMIN_USERS_MESSAGES,
  isAdminUserType,
  type AdminUser,
  type AdminUserUpdate,
  type FieldChange,
} from '@partnerly/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { adminElevations, authUsers, profiles } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { AppError } from '../../middleware/errors';
import { ensureWorkspace } from '../workspaces/membership';
import { emailChangedByAdminEmail } from './admin-users-emails';
import {
  adminUserColumns,
  lockAdminUser,
  recordUserAction,
  toAdminUser,
  type AdminUserRow,
} from './admin-user-view';
import { languageOfMember } from '../profiles/member-language';
import { translatorFor } from '../../lib/i18n';

type Deps = Pick<AppDeps, 'database' | 'mail' | 'events' | 'env'>;

/** The super admin making the change. */
export interface AdminActor {
  userId: string;
}

const EDITABLE_FIELDS = ['firstName', 'lastName', 'email', 'userType', 'verificationStatus'] as const;
type EditableField = (typeof EDITABLE_FIELDS)[number];
type Changes = Partial<Record<EditableField, FieldChange>>;

/** The fields whose value the input changes, in form order, with their old and new values. */
function changedFields(before: AdminUserRow, input: AdminUserUpdate): Changes {
  const changes: Changes = {};
  for (const field of EDITABLE_FIELDS) {
    const to = input[field];
    if (to === undefined || to === before[field]) continue;
    changes[field] = { from: before[field], to };
  }
  return changes;
}

/** PostgreSQL's unique_violation (23505), wherever the driver or drizzle wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && cause && typeof cause === 'object'; depth++) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

const emailTaken = () =>
  new AppError('VALIDATION_FAILED', ADMIN_USERS_MESSAGES.emailTaken, {
    email: [ADMIN_USERS_MESSAGES.emailTaken],
  });

async function assertEmailFree(tx: Tx, userId: string, email: string): Promise<void> {
  const [other] = await tx
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(and(eq(authUsers.email, email), ne(authUsers.id, userId)));
  if (other) throw emailTaken();
}

/** The writes of the fields that changed (names, e-mail, type, verification), in `tx`. */
async function writeChanges(tx: Tx, userId: string, changes: Changes, now: Date): Promise<AdminUserRow> {
  const value = <Field extends EditableField>(field: Field) => changes[field]?.to as AdminUserRow[Field];
  if (changes.email) {
    await assertEmailFree(tx, userId, value('email'));
    // The address stays confirmed: a super admin vouches for it, and both addresses are told.
    await tx
      .update(authUsers)
      .set({ email: value('email'), updatedAt: now })
      .where(eq(authUsers.id, userId));
  }
  const [row] = await tx
    .update(profiles)
    .set({
      ...(changes.firstName ? { firstName: value('firstName') } : {}),
      ...(changes.lastName ? { lastName: value('lastName') } : {}),
      ...(changes.email ? { email: value('email') } : {}),
      ...(changes.userType ? { userType: value('userType') } : {}),
      ...(changes.verificationStatus
        ? {
            verificationStatus: value('verificationStatus'),
            isVerified: value('verificationStatus') === 'verified',
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(profiles.id, userId))
    .returning(adminUserColumns);
  if (changes.userType) {
    // A brand account is a workspace it owns (decision 0041), as at sign-up.
    if (value('userType') === 'brand') await ensureWorkspace(tx, userId);
    // An admin moved to another type leaves the console at once.
    if (!isAdminUserType(value('userType')))
      await tx.delete(adminElevations).where(eq(adminElevations.userId, userId));
  }
  return row!;
}

/**
 * PATCH /api/admin/users/:id – Edit User (spec 03), super admins only. Writes only the fields
 * whose value changes, and for them one user_actions_log row 'profile_updated' with
 * { updatedFields: { field: { from, to } } }, in one transaction with the profile row locked.
 * Verified status and the is_verified flag move together. A new e-mail must be free; it is
 * written to the sign-in account and the profile, and the old and new addresses are told. A
 * super admin cannot change their own user type (the console must keep its super admin).
 * Nothing changed: nothing written, the account answered as it is.
 */
export async function updateAdminUser(
  deps: Deps,
  actor: AdminActor,
  userId: string,
  input: AdminUserUpdate,
  now = new Date(),
): Promise<AdminUser> {
  const { db } = deps.database;
  let changes: Changes = {};
  let userName: string | undefined;
  const row = await db
    .transaction(async (tx) => {
      const before = await lockAdminUser(tx, userId);
      userName = before.firstName ?? undefined;
      changes = changedFields(before, input);
      if (Object.keys(changes).length === 0) return before;
      if (changes.userType && actor.userId === userId) {
        throw new AppError('VALIDATION_FAILED', ADMIN_USERS_MESSAGES.cannotDemoteSelf, {
          userType: [ADMIN_USERS_MESSAGES.cannotDemoteSelf],
        });
      }
      const after = await writeChanges(tx, userId, changes, now);
      await recordUserAction(tx, {
        adminId: actor.userId,
        targetUserId: userId,
        actionType: 'profile_updated',
        actionDetails: { updatedFields: changes },
        at: now,
      });
      return after;
    })
    .catch((error: unknown) => {
      // Another account took the address between the check and the write.
      throw isUniqueViolation(error) ? emailTaken() : error;
    });

  if (Object.keys(changes).length > 0) {
    const emailChange = changes.email;
    await afterCommit(
      `the account change of ${userId}`,
      () => deps.events.publish(userId, { type: ACCOUNT_EVENTS.changed, data: { userId } }),
      ...(emailChange
        ? [emailChange.from, emailChange.to].map(
            (to) => async () =>
              deps.mail.send(
                emailChangedByAdminEmail(
                  {
                    to: String(to),
                    userName,
                    newEmail: String(emailChange.to),
                    supportEmail: deps.env.SUPPORT_EMAIL,
                  },
                  translatorFor(await languageOfMember(db, userId)),
                ),
              ),
          )
        : []),
    );
  }
  return toAdminUser(row);
}
