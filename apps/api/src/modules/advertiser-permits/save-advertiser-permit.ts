import {
  ADVERTISER_PERMIT_EVENTS,
  permitExpiryProblem,
  uaeToday,
  type MyAdvertiserPermit,
  type UpdateAdvertiserPermitValues,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { advertiserPermits } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { publishToUser } from '../notifications/notification-events';
import { findPermit, toMyPermit } from './permit-view';

type SaveDeps = Pick<AppDeps, 'database' | 'events'>;

/**
 * PUT /api/advertiser-permit (creators): a permit number with its expiry, an exemption, or
 * none. An expiry day already over in the UAE is refused (400 on expiresOn). A new number or
 * expiry goes back to pending (the admin queue); saving the same ones again keeps the review.
 * An exemption or 'none' clears the number and its review.
 */
export async function saveAdvertiserPermit(
  deps: SaveDeps,
  userId: string,
  input: UpdateAdvertiserPermitValues,
  now = new Date(),
): Promise<MyAdvertiserPermit> {
  const { db } = deps.database;
  if (input.mode === 'permit') {
    const problem = permitExpiryProblem(input.expiresOn, uaeToday(now));
    if (problem) throw new AppError('VALIDATION_FAILED', problem, { expiresOn: [problem] });
  }
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(advertiserPermits)
      .where(eq(advertiserPermits.userId, userId))
      .for('update');
    if (input.mode === 'none') {
      await tx.delete(advertiserPermits).where(eq(advertiserPermits.userId, userId));
      return;
    }
    if (input.mode === 'permit' && isUnchanged(current, input)) return;
    const values =
      input.mode === 'exempt'
        ? {
            exemption: input.exemption,
            permitNumber: null,
            expiresOn: null,
            reviewStatus: null,
            rejectionReason: null,
            reviewedBy: null,
            reviewedAt: null,
            submittedAt: null,
          }
        : {
            exemption: null,
            permitNumber: input.permitNumber,
            expiresOn: input.expiresOn,
            reviewStatus: 'pending' as const,
            rejectionReason: null,
            reviewedBy: null,
            reviewedAt: null,
            submittedAt: now,
          };
    await tx
      .insert(advertiserPermits)
      .values({ userId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: advertiserPermits.userId, set: { ...values, updatedAt: now } });
  });
  await publishToUser(deps, userId, ADVERTISER_PERMIT_EVENTS.changed, { userId });
  return toMyPermit(await findPermit(db, userId), now);
}

function isUnchanged(
  current: typeof advertiserPermits.$inferSelect | undefined,
  input: { permitNumber: string; expiresOn: string },
): boolean {
  return (
    current?.permitNumber === input.permitNumber &&
    current.expiresOn === input.expiresOn &&
    current.reviewStatus !== null
  );
}
