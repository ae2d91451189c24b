import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { brandSubscriptions, enterpriseInquiries } from '../../../db/schema';

/**
 * Part of deleting an account, inside its transaction (`tx`): the brand's subscription ends
 * at once (status expired, no renewal reminder or end-of-plan e-mail is ever sent to the
 * deleted account), and its enterprise inquiries lose the contact's name, e-mail and phone.
 */
export async function retireSubscriptionOfDeletedAccount(
  tx: Db,
  user: { id: string; email: string },
  placeholderEmail: string,
  now = new Date(),
): Promise<void> {
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
        eq(brandSubscriptions.userId, user.id),
        inArray(brandSubscriptions.status, ['active', 'cancelled']),
      ),
    );
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
