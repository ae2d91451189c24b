import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAccounts, authSessions } from '../../db/schema';
import { clearFailedSignIns } from './login-throttle';

// The first proof that someone controls an account's address (the welcome e-mail's code or
// link; an e-mail sign-in code and a password reset do the same in better-auth) ends what was
// set up before anyone had proven it (ASVS 6.4.x, account pre-hijacking).

export interface UnprovenAccount {
  id: string;
  email: string;
}

/**
 * Called just before an unconfirmed address is marked confirmed and the prover is signed in:
 * ends every session of the account, and unless the proof comes from the browser that signed
 * up, removes its sign-in methods (the password, any linked provider) so that nobody keeps
 * access they set up without the mailbox. The prover sets a new password by reset.
 */
export async function endAccessBeforeProof(
  db: Db,
  account: UnprovenAccount,
  { isFromSignUpBrowser }: { isFromSignUpBrowser: boolean },
): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.userId, account.id));
  if (!isFromSignUpBrowser) await db.delete(authAccounts).where(eq(authAccounts.userId, account.id));
  await clearFailedSignIns(db, account.email);
}
