import type { ChangePasswordInput } from '@partnerly/contracts';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { authAccounts, authSessions, authUsers } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { assertMayDeleteAccount } from '../brand-profiles/acting-profile';
import { retireBrandProfiles } from '../brand-profiles/retire-brand-profiles';
import { closeCampaignsOfDeletedBrand } from '../campaigns/close-brand-campaigns';
import { softDeleteProfile } from '../profiles/profiles.service';
import { deleteUserSettings } from '../settings/settings.service';
import { clearFailedSignIns, recordFailedSignIn, secondsUntilUnlocked } from './login-throttle';

// The signed-in user's own account: change password, delete account. Both answer the
// Set-Cookie headers the route must pass on (a new session, or the cleared one).

type AccountDeps = Pick<AppDeps, 'auth' | 'database'>;

interface AccountUser {
  id: string;
  email: string;
}

const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export async function changePassword(
  deps: AccountDeps,
  user: AccountUser,
  input: ChangePasswordInput,
  requestHeaders: Headers,
): Promise<string[]> {
  const { db } = deps.database;
  // Guessing the current password counts against the same per-account limit as sign-in.
  if ((await secondsUntilUnlocked(db, user.email)) > 0) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many failed attempts. Please try again later.');
  }
  try {
    const { headers } = await deps.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: requestHeaders,
      returnHeaders: true,
    });
    await clearFailedSignIns(db, user.email);
    return headers.getSetCookie();
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (error.body?.code === 'INVALID_PASSWORD') {
      await recordFailedSignIn(db, user.email);
      throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD, {
        currentPassword: [WRONG_CURRENT_PASSWORD],
      });
    }
    if (error.body?.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      throw new AppError(
        'BAD_REQUEST',
        'Your account has no password yet (you sign in with Google or an e-mail code). Use "Forgot your password?" to set one.',
      );
    }
    if (error.statusCode === 401) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
    throw new AppError('BAD_REQUEST', error.body?.message ?? 'An unexpected error occurred.');
  }
}

/**
 * Deletes the signed-in account: the profile is soft-deleted with its personal data
 * removed, the e-mail is released, and every way to sign in (password, Google link,
 * sessions) is gone. The rows stay so other users' history remains consistent. A brand
 * acting as one of its non-main profiles is refused ('Permission Denied').
 */
export async function deleteAccount(
  deps: AccountDeps,
  user: AccountUser,
  requestHeaders: Headers,
): Promise<string[]> {
  const { db } = deps.database;
  await assertMayDeleteAccount(db, user.id, requestHeaders);
  const { headers } = await deps.auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
  const placeholderEmail = `deleted-${user.id}@deleted.partnerly.invalid`;
  await db.transaction(async (tx) => {
    await softDeleteProfile(tx, user.id, placeholderEmail);
    await retireBrandProfiles(tx, user.id);
    await closeCampaignsOfDeletedBrand(tx, user.id);
    await deleteUserSettings(tx, user.id);
    await tx
      .update(authUsers)
      .set({
        email: placeholderEmail,
        name: 'Deleted user',
        image: null,
        emailVerified: false,
        updatedAt: new Date(),
      })
      .where(eq(authUsers.id, user.id));
    await tx.delete(authAccounts).where(eq(authAccounts.userId, user.id));
    await tx.delete(authSessions).where(eq(authSessions.userId, user.id));
  });
  await clearFailedSignIns(db, user.email);
  return headers.getSetCookie();
}
