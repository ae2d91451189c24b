import { API_MESSAGES, FALLBACK_NAME_MESSAGES } from '@partnerly/contracts';
import type { ChangePasswordInput } from '@partnerly/contracts';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { authAccounts, authSessions, authUsers } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { retireBrandProfiles } from '../brand-profiles/retire-brand-profiles';
import { closeCampaignsOfDeletedBrand } from '../campaigns/close-brand-campaigns';
import { anonymiseContactMessagesOf } from '../contact/anonymise-contact-messages';
import { deleteSupportRequestsOf } from '../support/support.export';
import { removeFromEveryNetwork } from '../network/change-network';
import { softDeleteProfile } from '../profiles/profiles.service';
import { deleteSocialLinksOf } from '../profiles/social-links';
import { deleteUserSettings } from '../settings/settings.service';
import { retireSubscriptionOfDeletedAccount } from '../subscriptions/manage/retire-deleted-account';
import { deleteStoredObjects, deleteUploadRowsOf } from '../uploads/delete-owner-uploads';
import { leaveWorkspaceOnAccountDeletion } from '../workspaces/leave-on-account-deletion';
import { clearFailedSignIns, recordFailedSignIn, signInRefusal } from './login-throttle';

// The signed-in user's own account: change password, delete account. Both answer the
// Set-Cookie headers the route must pass on (a new session, or the cleared one).

type AccountDeps = Pick<AppDeps, 'auth' | 'database' | 'storage'>;

interface AccountUser {
  id: string;
  email: string;
}

const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export async function changePassword(
  deps: AccountDeps,
  user: AccountUser,
  input: ChangePasswordInput,
  request: { headers: Headers; clientIp: string | undefined },
): Promise<string[]> {
  const { db } = deps.database;
  const { headers: requestHeaders, clientIp } = request;
  // Guessing the current password counts against the same limits as password sign-in.
  if (await signInRefusal(db, user.email, clientIp)) {
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
      await recordFailedSignIn(db, user.email, clientIp);
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
    if (error.statusCode === 401) throw new AppError('UNAUTHENTICATED', API_MESSAGES.signInRequired);
    throw new AppError('BAD_REQUEST', error.body?.message ?? 'An unexpected error occurred.');
  }
}

/**
 * Deletes the signed-in account: the profile is soft-deleted with its personal data
 * removed, the e-mail is released, and every way to sign in (password, Google link,
 * sessions) is gone. The user's uploaded files are deleted (their URLs answer 404), the
 * contact messages and enterprise inquiries they sent are anonymised, their support requests deleted, and a creator leaves every
 * brand's network (favourites). A brand user leaves their workspace; when they were its only
 * person the workspace closes with them (its profiles retired, campaigns closed, subscription
 * ended at once, no renewal e-mails), while the only owner of a workspace with other people is
 * refused (decision 0041). The rows of campaigns and applications stay so other users' history
 * remains consistent. `headers` are the request's, which better-auth needs to answer the cookie
 * that signs the browser out.
 *
 * Everything happens in one transaction; only after it commits are the stored files removed
 * and the session cookie cleared, so a failure leaves the user signed in with nothing deleted.
 */
export async function deleteAccount(
  deps: AccountDeps,
  user: AccountUser,
  request: { headers: Headers },
): Promise<string[]> {
  const { db } = deps.database;
  const placeholderEmail = `deleted-${user.id}@deleted.partnerly.invalid`;
  const storedKeys = await db.transaction(async (tx) => {
    await softDeleteProfile(tx, user.id, placeholderEmail);
    const closedWorkspaceId = await leaveWorkspaceOnAccountDeletion(tx, user.id);
    if (closedWorkspaceId) {
      await retireBrandProfiles(tx, closedWorkspaceId);
      await closeCampaignsOfDeletedBrand(tx, closedWorkspaceId);
    }
    await retireSubscriptionOfDeletedAccount(tx, user, closedWorkspaceId, placeholderEmail);
    await anonymiseContactMessagesOf(tx, user, placeholderEmail);
    await deleteSupportRequestsOf(tx, user.id);
    await removeFromEveryNetwork(tx, user.id);
    await deleteUserSettings(tx, user.id);
    await deleteSocialLinksOf(tx, user.id);
    const keys = await deleteUploadRowsOf(tx, user.id);
    await tx
      .update(authUsers)
      .set({
        email: placeholderEmail,
        name: FALLBACK_NAME_MESSAGES.deletedUser,
        image: null,
        emailVerified: false,
        updatedAt: new Date(),
      })
      .where(eq(authUsers.id, user.id));
    await tx.delete(authAccounts).where(eq(authAccounts.userId, user.id));
    await tx.delete(authSessions).where(eq(authSessions.userId, user.id));
    return keys;
  });
  await deleteStoredObjects(deps, storedKeys);
  await clearFailedSignIns(db, user.email);
  // The sessions are already gone; this only answers the cookie that clears the browser's.
  const { headers } = await deps.auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return headers.getSetCookie();
}
