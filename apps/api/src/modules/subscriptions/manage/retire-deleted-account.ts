import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { brandSubscriptions, enterpriseInquiries } from '../../../db/schema';

/**
 * Part of deleting an account, inside its transaction (`tx`): the subscription of the workspace
 * that closes with it ends at once (status expired, no renewal reminder or end-of-plan e-mail
 * is ever sent), and the enterprise inquiries the person sent lose their name, e-mail and phone.
 */
export async function retireSubscriptionOfDeletedAccount(
  tx: Db,
  user: { id: string; email: string },
  closedWorkspaceId: string | null,
  placeholderEmail: string,
  now = new Date(),
): Promise<void> {
  if (closedWorkspaceId) await endSubscription(tx, closedWorkspaceId, now);
  await tx
    .update(enterpriseInquiries)
    .set({ contactName: null, email: placeholderEmail, phone: null })
    .where(
      or(
        eq(enterpriseInquiries.userId, user.id),
        sql`lower(${enterpriseInquiries.email}) = ${user.email.toLowerCase()}`,
      ),
    );
}

async function endSubscription(tx: Db, workspaceId: string, now: Date): Promise<void> {
  await tx
    .update(brandSubscriptions)
    .set({
      status: 'expired',
      cancellationDate: now,
      subscriptionEndDate: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(brandSubscriptions.workspaceId, workspaceId),
        inArray(brandSubscriptions.status, ['active', 'cancelled']),
      ),
    );
}
