import { ACCOUNT_SUSPENDED_CODE, accountSuspendedMessage } from '@partnerly/contracts';
import { APIError } from 'better-auth/api';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

/**
 * Refuses a new session for a suspended account (issue 19): called by better-auth before it
 * stores any session, so every way in (password, e-mail code, Google, an e-mailed link) is
 * refused with the same words. Better-auth answers a password or code sign-in with this 403;
 * a Google sign-in returns to the app with ?error=ACCOUNT_SUSPENDED. It runs only after the
 * credentials were checked, so a wrong password still answers as a wrong password.
 */
export async function refuseSuspendedAccount(db: Db, userId: string, supportEmail: string): Promise<void> {
  const [suspended] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNotNull(profiles.suspendedAt)));
  if (suspended) {
    throw new APIError('FORBIDDEN', {
      code: ACCOUNT_SUSPENDED_CODE,
      message: accountSuspendedMessage(supportEmail),
    });
  }
}
