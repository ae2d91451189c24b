import { SUBSCRIPTION_MESSAGES, type EnterpriseLimitRequestInput } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { authUsers, enterpriseLimitRequests } from '../../../db/schema';
import { afterCommit } from '../../../lib/after-commit';
import { AppError } from '../../../middleware/errors';
import { getSubscriptionLimits } from '../limits/get-limits';
import { limitRequestEmail } from '../subscription-emails';

/**
 * An enterprise brand asks for higher QR limits: stored for review and e-mailed to sales.
 * Requested values may not be below the current ones; other plans are told to upgrade.
 */
export async function requestLimitIncrease(
  deps: AppDeps,
  workspaceId: string,
  /** The person asking: their e-mail goes to sales. */
  requesterId: string,
  input: EnterpriseLimitRequestInput,
) {
  const now = new Date();
  const { db } = deps.database;
  const limits = await getSubscriptionLimits(db, workspaceId, now);
  if (!limits.hasActiveSubscription || limits.planId !== 'enterprise') {
    throw new AppError(
      'FORBIDDEN',
      'Higher limits are available on the Enterprise plan. Contact our sales team to upgrade.',
    );
  }
  const fields: Record<string, string[]> = {};
  if (input.requestedQrLimit < limits.qrCodeLimit) {
    fields.requestedQrLimit = [`Requested QR code limit must be at least ${limits.qrCodeLimit}`];
  }
  if (input.requestedRedemptionLimit < limits.maxRedemptionsPerCode) {
    fields.requestedRedemptionLimit = [
      `Requested redemptions per code must be at least ${limits.maxRedemptionsPerCode}`,
    ];
  }
  if (Object.keys(fields).length > 0)
    throw new AppError('VALIDATION_FAILED', 'Please fix the errors in the form', fields);

  const [account] = await db
    .select({ email: authUsers.email })
    .from(authUsers)
    .where(eq(authUsers.id, requesterId));
  const [row] = await db
    .insert(enterpriseLimitRequests)
    .values({ ...input, workspaceId, currentPlan: limits.planId, status: 'pending', createdAt: now })
    .returning({ id: enterpriseLimitRequests.id });
  await afterCommit(`the e-mail of limit request ${row!.id} to sales`, () =>
    deps.mail.send(
      limitRequestEmail(deps.env.SALES_EMAIL, {
        ...input,
        accountEmail: account?.email ?? requesterId,
        currentPlan: limits.planId,
      }),
    ),
  );
  return { id: row!.id, message: SUBSCRIPTION_MESSAGES.limitRequestSent };
}
