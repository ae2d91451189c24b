import { MARKETING_MESSAGES, SETTINGS_EVENTS, type UnsubscribeResult } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { profiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { resolveAuthSecret } from '../auth/auth-secret';
import { optedInToMarketing, recordConsent } from '../consents/consent-records';
import { publishToUser } from '../notifications/notification-events';
import { switchOffMarketingEmails } from '../settings/settings.service';
import { unsubscribeTokens } from './unsubscribe-token';

type Deps = Pick<AppDeps, 'database' | 'events' | 'env'>;

/**
 * POST /api/marketing/unsubscribe?token=… (RFC 8058 one-click, no session: the signed token is
 * the credential). A bad or tampered token is refused (400). Otherwise, in one transaction under
 * the member's profile lock, 'Marketing communications' goes off and a withdrawal is recorded
 * (source 'unsubscribe_link'), unless the member had already opted out: then nothing is written
 * and the answer is the same 200, so a mail app's repeated POST changes nothing.
 */
export async function unsubscribeFromMarketing(deps: Deps, token: string): Promise<UnsubscribeResult> {
  const userId = unsubscribeTokens(resolveAuthSecret(deps.env)).verify(token);
  if (!userId) throw new AppError('BAD_REQUEST', MARKETING_MESSAGES.invalidToken);
  const changed = await deps.database.db.transaction(async (tx) => {
    // Serialises two clicks at once; an erased account has no profile and nothing left to stop.
    const [profile] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    if (!profile) return false;
    const wasSwitchedOn = await switchOffMarketingEmails(tx, userId);
    const wasOptedIn = await optedInToMarketing(tx, userId);
    if (!wasSwitchedOn && !wasOptedIn) return false;
    await recordConsent(tx, {
      userId,
      subject: 'marketing_emails',
      granted: false,
      source: 'unsubscribe_link',
    });
    return true;
  });
  // Open tabs show the switch off at once.
  if (changed) await publishToUser(deps, userId, SETTINGS_EVENTS.updated);
  return { changed, message: MARKETING_MESSAGES.unsubscribed };
}
