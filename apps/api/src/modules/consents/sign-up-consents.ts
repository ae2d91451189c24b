import type { Executor } from '../../db/client';
import { userSettings } from '../../db/schema';
import { recordConsent, recordLegalAcceptance } from './consent-records';

// What a sign-up agreed to (issue 24 item 3), written in the transaction that creates the
// account: if the account is not made, nothing is recorded, and no account exists without
// its record.

export interface SignUpChoices {
  /** The Terms of Service and Privacy Policy checkbox (always true for a visitor's sign-up). */
  acceptedTerms?: boolean;
  /** The unticked-by-default 'Send me news and offers' box. */
  marketingEmails?: boolean;
}

export async function recordSignUpConsents(
  db: Executor,
  userId: string,
  choices: SignUpChoices,
): Promise<void> {
  if (choices.acceptedTerms) await recordLegalAcceptance(db, userId, 'sign_up');
  // Marketing e-mails are opt-in: only a ticked box is a choice worth recording.
  if (!choices.marketingEmails) return;
  await db
    .insert(userSettings)
    .values({ userId, marketingEmails: true })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { marketingEmails: true, updatedAt: new Date() },
    });
  await recordConsent(db, { userId, subject: 'marketing_emails', granted: true, source: 'sign_up' });
}
