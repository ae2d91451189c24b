import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterpriseInquiries, enterpriseLimitRequests, paymentAttemptLogs, payments } from '../../db/schema';
import { toPaymentView } from './payments/payment-view';
import { findSubscription } from './subscription-state';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The subscriptions part of a user's data export: the subscription, every payment and
 * attempt, enterprise inquiries and limit requests sent while signed in.
 */
export async function exportSubscriptionData(db: Db, userId: string) {
  const subscription = await findSubscription(db, userId);
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));
  const attempts = await db
    .select()
    .from(paymentAttemptLogs)
    .where(eq(paymentAttemptLogs.userId, userId))
    .orderBy(asc(paymentAttemptLogs.createdAt));
  const inquiries = await db
    .select()
    .from(enterpriseInquiries)
    .where(eq(enterpriseInquiries.userId, userId))
    .orderBy(asc(enterpriseInquiries.createdAt));
  const limitRequests = await db
    .select()
    .from(enterpriseLimitRequests)
    .where(eq(enterpriseLimitRequests.userId, userId))
    .orderBy(asc(enterpriseLimitRequests.createdAt));
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
    limitRequests: limitRequests.map(({ userId: _userId, createdAt, ...request }) => ({
      ...request,
      createdAt: iso(createdAt),
    })),
  };
}
