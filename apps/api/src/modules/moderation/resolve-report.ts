import {
  MODERATION_MESSAGES,
  type ContentReportStatus,
  type ReportResolution,
  type ReportTargetType,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { contentReports } from '../../db/schema';
import { afterCommit, type SideEffect } from '../../lib/after-commit';
import { AppError } from '../../middleware/errors';
import { recordAdminAction } from '../admin/admin-actions';
import { announceShareLinkTakenDown, deactivateShareLinkByCode } from '../affiliate/share-link-moderation';
import { announceModeratedCampaign, applyModerationStatus } from '../campaigns/moderation-status';
import { announceConversationClosed, closeReportedConversation } from '../messaging/conversation-closures';
import { notifyAfterCommit, noticeCopy, quoted } from '../notifications/create-notification';
import {
  announcePrivateCodeTakenDown,
  deactivatePrivateCodeForModeration,
} from '../private-codes/moderate-private-code';
import { listWorkspacePeople } from '../workspaces/membership';
import { findAdminReport } from './admin-reports';
import { describeReportTargets, type DescribedTarget } from './report-targets';
import { type Translator } from '../../lib/i18n';

// Dismiss or take down a report (issue 19 item 5; admins and super admins, decision 0059). Every
// open report of the same thing is resolved with it; signed-in reporters hear the outcome. A
// take-down switches the thing off through its own module: a campaign is closed (its brand told
// why), a public page's share link and a private code are deactivated (their owners told).

export type ReportDecision = { kind: 'dismiss'; note: string | null } | { kind: 'take-down'; note: string };

interface Resolved {
  reportId: string;
  targetType: ReportTargetType;
  target: DescribedTarget;
  reporterIds: string[];
  resolvedCount: number;
  /** What the take-down announces once committed. */
  effects: SideEffect[];
}

/** A note inside a notification (each is at most 1000 characters). */
const clip = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const reportNotFound = () => new AppError('NOT_FOUND', MODERATION_MESSAGES.reportNotFound);
const targetGone = () => new AppError('CONFLICT', MODERATION_MESSAGES.targetGone);

/** Switches the reported thing off inside the transaction; the announcements for after commit. */
async function takeDown(
  deps: AppDeps,
  tx: Tx,
  adminId: string,
  targetType: ReportTargetType,
  targetId: string,
  note: string,
  now: Date,
): Promise<SideEffect[]> {
  if (targetType === 'campaign') {
    const { campaign } = await applyModerationStatus(tx, adminId, targetId, 'closed', note, now, {
      isStrict: false,
    }).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'NOT_FOUND' ? targetGone() : error;
    });
    // A draft or completed campaign is left as it is; a closed one stays closed for good.
    return campaign.status === 'closed' ? [() => announceModeratedCampaign(deps, campaign, note)] : [];
  }
  if (targetType === 'public_page') {
    const link = await deactivateShareLinkByCode(tx, targetId, now);
    if (!link) throw targetGone();
    return [
      () => announceShareLinkTakenDown(deps, link.creatorId),
      () =>
        notifyAfterCommit(deps, {
          userId: link.creatorId,
          type: 'system_update',
          localized: noticeCopy('publicPageTakenDown', { path: `/creator/${targetId}`, reason: clip(note) }),
          link: '/affiliate-hub?tab=share-links',
        }),
    ];
  }
  if (targetType === 'conversation') {
    if (!(await closeReportedConversation(tx, targetId, adminId, note, now))) throw targetGone();
    return [() => announceConversationClosed(deps, targetId, note)];
  }
  const code = await deactivatePrivateCodeForModeration(tx, adminId, targetId, now);
  if (!code) throw targetGone();
  return [
    () => announcePrivateCodeTakenDown(deps, code),
    async () => {
      const people = await listWorkspacePeople(deps.database.db, code.workspaceId, {
        brandProfileId: code.brandProfileId,
      });
      for (const userId of people) {
        await notifyAfterCommit(deps, {
          userId,
          type: 'system_update',
          localized: noticeCopy('qrCodeTakenDown', {
            code: code.code,
            campaign: code.campaignName,
            reason: clip(note),
          }),
          link: '/dashboard?tab=private-referrals',
        });
      }
    },
  ];
}

async function resolveInTransaction(
  deps: AppDeps,
  tx: Tx,
  adminId: string,
  reportId: string,
  decision: ReportDecision,
  now: Date,
): Promise<Resolved> {
  const [report] = await tx
    .select()
    .from(contentReports)
    .where(eq(contentReports.id, reportId))
    .for('update');
  if (!report) throw reportNotFound();
  if (report.status !== 'open') throw new AppError('CONFLICT', MODERATION_MESSAGES.reportResolved);
  const { targetType, targetId } = report;
  // Described before the take-down: the queue's words for it and who answers for it.
  const target = (await describeReportTargets(tx, [report]))(targetType, targetId);
  const effects =
    decision.kind === 'take-down'
      ? await takeDown(deps, tx, adminId, targetType, targetId, decision.note, now)
      : [];
  const status: ContentReportStatus = decision.kind === 'take-down' ? 'taken_down' : 'dismissed';
  const resolved = await tx
    .update(contentReports)
    .set({ status, reviewedBy: adminId, reviewedAt: now, reviewNote: decision.note })
    .where(
      and(
        eq(contentReports.targetType, targetType),
        eq(contentReports.targetId, targetId),
        eq(contentReports.status, 'open'),
      ),
    )
    .returning({ id: contentReports.id, reporterId: contentReports.reporterId });
  await recordAdminAction(tx, {
    adminId,
    targetUserId: target.ownerId ?? report.reporterId,
    actionType: decision.kind === 'take-down' ? 'report_taken_down' : 'report_dismissed',
    details: {
      reportId,
      targetType,
      targetId,
      ...(targetType === 'campaign' ? { campaignId: targetId } : {}),
      targetTitle: target.title,
      reason: report.reason,
      note: decision.note,
      resolvedReportIds: resolved.map((row) => row.id),
    },
    at: now,
  });
  return {
    reportId,
    targetType,
    target,
    reporterIds: [...new Set(resolved.flatMap((row) => (row.reporterId ? [row.reporterId] : [])))],
    resolvedCount: resolved.length,
    effects,
  };
}

function tellReporters(deps: AppDeps, resolved: Resolved, decision: ReportDecision): SideEffect[] {
  const values = ({ t, language }: Translator) => ({
    what: resolved.target.isAvailable
      ? quoted(language, clip(resolved.target.title, 300))
      : t('notifications.reportedTarget', { target: resolved.targetType }),
  });
  const copy = noticeCopy(decision.kind === 'take-down' ? 'reportTakenDown' : 'reportReviewed', values);
  return resolved.reporterIds.map(
    (userId) => () => notifyAfterCommit(deps, { userId, type: 'content_report_resolved', localized: copy }),
  );
}

/**
 * POST /api/admin/reports/:id/dismiss and /take-down: 404 for an unknown report, 409 for one
 * resolved already or (take-down) whose target no longer exists. One audit row.
 */
export async function resolveReport(
  deps: AppDeps,
  adminId: string,
  reportId: string,
  decision: ReportDecision,
  now = new Date(),
): Promise<ReportResolution> {
  const { db } = deps.database;
  const resolved = await db.transaction((tx) =>
    resolveInTransaction(deps, tx, adminId, reportId, decision, now),
  );
  await afterCommit(
    `the decision on report ${reportId}`,
    ...resolved.effects,
    ...tellReporters(deps, resolved, decision),
  );
  const report = await findAdminReport(db, reportId);
  if (!report) throw reportNotFound();
  return {
    report,
    resolvedCount: resolved.resolvedCount,
    message:
      decision.kind === 'take-down'
        ? MODERATION_MESSAGES.reportTakenDown
        : MODERATION_MESSAGES.reportDismissed,
  };
}
