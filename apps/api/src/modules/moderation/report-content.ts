import {
  CONTENT_REPORT_MESSAGES,
  type ContentReport,
  type ContentReportReason,
  type ContentReportReceipt,
  type ReportTargetType,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { takeAllowances } from '../../db/rate-limits';
import { contentReports } from '../../db/schema';
import { AppError, tooManyRequests } from '../../middleware/errors';
import { findReportTarget } from './report-targets';

/**
 * Reports an hour: a visitor who is not signed in counts against their network (a shop's Wi-Fi
 * shares one, so the figure leaves room for several people), a signed-in reporter against their
 * account. Each report also answers whether a code exists, so this bounds guessing too.
 */
export const REPORT_LIMITS = {
  perNetwork: { windowSeconds: 60 * 60, max: 5 },
  perAccount: { windowSeconds: 60 * 60, max: 20 },
} as const;

export interface Reporter {
  /** Null for a visitor who is not signed in. */
  userId: string | null;
  /** The keyed hash of the caller's network (null when unknown: in-process calls). */
  networkKey: string | null;
}

/**
 * POST /api/content-reports: stores a report of a campaign, a public creator page or a private
 * QR code for the moderation queue. 429 past the allowance; 404 when there is no such thing to
 * report. A signed-in reporter's second report of the same thing while the first is open is
 * not stored again (isNew false).
 */
export async function reportContent(
  deps: Pick<AppDeps, 'database'>,
  reporter: Reporter,
  input: ContentReport,
  now = new Date(),
): Promise<{ receipt: ContentReportReceipt; isNew: boolean }> {
  const { db } = deps.database;
  const allowance = reporter.userId
    ? { key: `content-report:user:${reporter.userId}`, ...REPORT_LIMITS.perAccount }
    : { key: `content-report:network:${reporter.networkKey ?? 'unknown'}`, ...REPORT_LIMITS.perNetwork };
  const taken = await takeAllowances(db, [allowance], now.getTime());
  if (!taken.isAllowed) throw tooManyRequests(CONTENT_REPORT_MESSAGES.tooMany, taken.retryAfterSeconds);

  const targetId = await findReportTarget(db, input.targetType, input.targetId);
  if (!targetId) throw new AppError('NOT_FOUND', CONTENT_REPORT_MESSAGES.notFound);

  if (!reporter.userId) {
    const [row] = await db
      .insert(contentReports)
      .values({
        reporterId: null,
        targetType: input.targetType,
        targetId,
        reason: input.reason,
        details: input.details ?? null,
        createdAt: now,
      })
      .returning({ id: contentReports.id });
    return { receipt: { id: row!.id, message: CONTENT_REPORT_MESSAGES.sentDetail }, isNew: true };
  }
  return storeSignedInReport(db, reporter.userId, { ...input, targetId }, now);
}

/**
 * Stores a signed-in person's report of a thing already found (the conversation reports of the
 * messaging module come here too, checked by it). Their second report of the same thing while
 * the first is open is not stored again (isNew false).
 */
export async function storeSignedInReport(
  db: Executor,
  reporterId: string,
  input: {
    targetType: ReportTargetType;
    targetId: string;
    reason: ContentReportReason;
    details?: string | null;
  },
  now: Date,
): Promise<{ receipt: ContentReportReceipt; isNew: boolean }> {
  const [open] = await db
    .select({ id: contentReports.id })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.reporterId, reporterId),
        eq(contentReports.targetType, input.targetType),
        eq(contentReports.targetId, input.targetId),
        eq(contentReports.status, 'open'),
      ),
    )
    .limit(1);
  if (open)
    return { receipt: { id: open.id, message: CONTENT_REPORT_MESSAGES.alreadyReported }, isNew: false };
  const [row] = await db
    .insert(contentReports)
    .values({
      reporterId,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      details: input.details ?? null,
      createdAt: now,
    })
    .returning({ id: contentReports.id });
  return { receipt: { id: row!.id, message: CONTENT_REPORT_MESSAGES.sentDetail }, isNew: true };
}
