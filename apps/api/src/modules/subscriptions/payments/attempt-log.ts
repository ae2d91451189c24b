import { MAX_FAILED_PAYMENTS, PAYMENT_LOCKOUT_MINUTES } from '@partnerly/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { paymentAttemptLogs } from '../../../db/schema';

type AttemptStatus =
  | 'created'
  | 'replayed'
  | 'blocked_in_progress'
  | 'blocked_too_many_attempts'
  | 'provider_error'
  | 'completed'
  | 'failed'
  | 'cancelled'
  | 'amount_mismatch'
  | 'refund_due'
  | 'plan_changed'
  | 'plan_change_scheduled'
  | 'plan_change_cancelled'
  | 'subscription_cancelled'
  | 'renewal_reminder'
  | 'expired'
  | 'enterprise_granted'
  | 'enterprise_limits_changed';

export interface AttemptLogEntry {
  workspaceId: string;
  status: AttemptStatus;
  paymentId?: string | null;
  planId?: string | null;
  paymentMethod?: string | null;
  amountFils?: number | null;
  metadata?: Record<string, unknown>;
  at?: Date;
}

/** Appends one line to payment_attempt_logs. */
export async function logAttempt(db: Executor, entry: AttemptLogEntry): Promise<void> {
  await db.insert(paymentAttemptLogs).values({
    workspaceId: entry.workspaceId,
    status: entry.status,
    paymentId: entry.paymentId ?? null,
    planId: entry.planId ?? null,
    paymentMethod: entry.paymentMethod ?? null,
    amount: entry.amountFils ?? null,
    metadata: entry.metadata ?? {},
    createdAt: entry.at ?? new Date(),
  });
}

const LOCKOUT_MS = PAYMENT_LOCKOUT_MINUTES * 60 * 1000;

/**
 * The end of the lockout, or null: MAX_FAILED_PAYMENTS failed payments within 30 minutes
 * lock checkout for 30 minutes after the latest of them.
 */
export async function lockedUntil(db: Executor, userId: string, now: Date): Promise<Date | null> {
  const failures = await db
    .select({ createdAt: paymentAttemptLogs.createdAt })
    .from(paymentAttemptLogs)
    .where(and(eq(paymentAttemptLogs.workspaceId, userId), eq(paymentAttemptLogs.status, 'failed')))
    .orderBy(desc(paymentAttemptLogs.createdAt))
    .limit(MAX_FAILED_PAYMENTS);
  if (failures.length < MAX_FAILED_PAYMENTS) return null;
  const latest = failures[0]!.createdAt.getTime();
  const oldest = failures[failures.length - 1]!.createdAt.getTime();
  if (latest - oldest > LOCKOUT_MS) return null;
  const until = new Date(latest + LOCKOUT_MS);
  return now < until ? until : null;
}
