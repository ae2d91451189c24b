import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  billingDetails,
  enterpriseInquiries,
  enterpriseLimitRequests,
  paymentAttemptLogs,
  payments,
  taxDocuments,
} from '../../db/schema';
import { toPaymentView } from './payments/payment-view';
import { findSubscription } from './subscription-state';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The subscriptions part of a user's data export: for a brand workspace's owner, its
 * subscription, every payment, attempt and limit request, its billing details, tax invoices and
 * credit notes (every printed field); enterprise inquiries they sent.
 */
export async function exportSubscriptionData(db: Db, userId: string, workspaceId: string | null) {
  // Without a workspace of theirs (not a brand owner) no row matches the empty id.
  const billingOf = workspaceId ?? '';
  const subscription = workspaceId ? await findSubscription(db, workspaceId) : undefined;
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.workspaceId, billingOf))
    .orderBy(asc(payments.createdAt));
  const attempts = await db
    .select()
    .from(paymentAttemptLogs)
    .where(eq(paymentAttemptLogs.workspaceId, billingOf))
    .orderBy(asc(paymentAttemptLogs.createdAt));
  const inquiries = await db
    .select()
    .from(enterpriseInquiries)
    .where(eq(enterpriseInquiries.userId, userId))
    .orderBy(asc(enterpriseInquiries.createdAt));
  const limitRequests = await db
    .select()
    .from(enterpriseLimitRequests)
    .where(eq(enterpriseLimitRequests.workspaceId, billingOf))
    .orderBy(asc(enterpriseLimitRequests.createdAt));
  const [billing] = await db.select().from(billingDetails).where(eq(billingDetails.workspaceId, billingOf));
  const documents = await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.workspaceId, billingOf))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));
  return {
    subscription: subscription
      ? {
          planId: subscription.planId,
          status: subscription.status,
          billingCycleStart: iso(subscription.billingCycleStart),
          nextRenewalDate: iso(subscription.nextRenewalDate),
          subscriptionEndDate: iso(subscription.subscriptionEndDate),
          cancellationDate: iso(subscription.cancellationDate),
          customQrCodeLimit: subscription.customQrCodeLimit,
          customRedemptionLimit: subscription.customRedemptionLimit,
          paymentMethod: subscription.paymentMethod,
          createdAt: iso(subscription.createdAt),
        }
      : null,
    payments: paymentRows.map((row) => {
      const { url: _checkoutUrl, ...payment } = toPaymentView(row);
      return payment;
    }),
    paymentAttempts: attempts.map((row) => ({
      planId: row.planId,
      paymentId: row.paymentId,
      paymentMethod: row.paymentMethod,
      amount: row.amount === null ? null : row.amount / 100,
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
    enterpriseInquiries: inquiries.map(({ userId: _userId, createdAt, ...inquiry }) => ({
      ...inquiry,
      createdAt: iso(createdAt),
    })),
    limitRequests: limitRequests.map(({ workspaceId: _workspaceId, createdAt, ...request }) => ({
      ...request,
      createdAt: iso(createdAt),
    })),
    billingDetails: billing
      ? {
          legalName: billing.legalName,
          address: billing.address,
          trn: billing.trn,
          updatedAt: iso(billing.updatedAt),
        }
      : null,
    taxDocuments: documents.map(({ workspaceId: _workspaceId, issuedAt, ...document }) => ({
      ...document,
      issuedAt: iso(issuedAt),
    })),
  };
}
