import {
  MESSAGING_SAFETY_MESSAGES,
  MODERATION_MESSAGES,
  type ContentReportReceipt,
  type ConversationReportInput,
  type ReportedConversation,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { takeAllowances } from '../../db/rate-limits';
import type { Executor } from '../../db/client';
import { contentReports, messageAttachments, messages } from '../../db/schema';
import { AppError, tooManyRequests } from '../../middleware/errors';
import { REPORT_LIMITS, storeSignedInReport } from '../moderation/report-content';
import { readUploadContent, type StoredUpload } from '../uploads/uploads.service';
import type { Caller } from './caller';
import { findThreadFor } from './conversation-access';
import { readReportedConversation } from './reported-conversations';

// Reports of a conversation (issue 22 item 5, decision 0073): a participant
// sends the thread to the admin moderation queue (#15) with a reason; admins read the thread
// from the report, read-only, and resolve it as any report (a take-down closes the thread).

/**
 * POST /api/conversations/:id/report: 404 unless the caller takes part in the thread; 429 past
 * the reporter's allowance (shared with their other reports: 20 an hour); 200 with the open
 * report when they reported the thread already.
 */
export async function reportConversation(
  deps: Pick<AppDeps, 'database'>,
  caller: Caller,
  conversationId: string,
  input: ConversationReportInput,
  now = new Date(),
): Promise<{ receipt: ContentReportReceipt; isNew: boolean }> {
  const { db } = deps.database;
  const thread = await findThreadFor(db, caller, conversationId);
  const taken = await takeAllowances(
    db,
    [{ key: `content-report:user:${caller.userId}`, ...REPORT_LIMITS.perAccount }],
    now.getTime(),
  );
  if (!taken.isAllowed)
    throw tooManyRequests(MESSAGING_SAFETY_MESSAGES.reportsRateLimited, taken.retryAfterSeconds);
  return storeSignedInReport(
    db,
    caller.userId,
    { targetType: 'conversation', targetId: thread.id, reason: input.reason, details: input.details ?? null },
    now,
  );
}

/** The conversation a report is about; 404 for an unknown report or one about something else. */
async function reportedConversationId(db: Executor, reportId: string): Promise<string> {
  const [report] = await db
    .select({ targetId: contentReports.targetId })
    .from(contentReports)
    .where(and(eq(contentReports.id, reportId), eq(contentReports.targetType, 'conversation')));
  if (!report) throw new AppError('NOT_FOUND', MODERATION_MESSAGES.reportNotFound);
  return report.targetId;
}

/** GET /api/admin/reports/:id/conversation: the thread a report is about (404 for other reports). */
export async function getReportedConversation(
  deps: Pick<AppDeps, 'database'>,
  adminId: string,
  reportId: string,
): Promise<ReportedConversation> {
  const { db } = deps.database;
  const conversationId = await reportedConversationId(db, reportId);
  const conversation = await readReportedConversation(db, adminId, reportId, conversationId);
  if (!conversation) throw new AppError('NOT_FOUND', MODERATION_MESSAGES.targetGone);
  return conversation;
}

/** GET /api/admin/reports/:id/conversation/attachments/:attachmentId: a file of the reported thread. */
export async function readReportedAttachment(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  reportId: string,
  attachmentId: string,
): Promise<StoredUpload> {
  const { db } = deps.database;
  const conversationId = await reportedConversationId(db, reportId);
  const [attachment] = await db
    .select({ uploadId: messageAttachments.uploadId })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(and(eq(messageAttachments.id, attachmentId), eq(messages.conversationId, conversationId)));
  if (!attachment) throw new AppError('NOT_FOUND', 'File not found');
  return readUploadContent(deps, attachment.uploadId);
}
