import {
  FALLBACK_NAME_MESSAGES,
  goneCreatorPageTitle,
  creatorPagePath,
  PRIVATE_CODE_PATTERN,
  redemptionPath,
  type ReportTarget,
  type ReportTargetType,
} from '@partnerly/contracts';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, creatorShareLinks, privateReferralCodes, profiles } from '../../db/schema';
import { describeConversations } from '../messaging/reported-conversations';
import { summariseWorkspaces } from '../workspaces/workspace-summaries';

// What a report is about: found by what the reporter's page knows (a campaign's id, the share
// code of /creator/{shareCode}, the code of /r/{code}), stored under a stable key (the campaign's
// id, the share code, the code's id), and described for the queue as it is now.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHARE_CODE = /^[A-Za-z0-9]{1,64}$/;

/** The stored key of the reported thing, or null when there is none to report. */
export async function findReportTarget(
  db: Executor,
  targetType: ReportTargetType,
  reported: string,
): Promise<string | null> {
  if (targetType === 'campaign') {
    if (!UUID.test(reported)) return null;
    // Drafts are nobody's to see but the brand's.
    const [row] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, reported.toLowerCase()), ne(campaigns.status, 'draft')));
    return row?.id ?? null;
  }
  if (targetType === 'public_page') {
    if (!SHARE_CODE.test(reported)) return null;
    const [row] = await db
      .select({ shareCode: creatorShareLinks.shareCode })
      .from(creatorShareLinks)
      .innerJoin(profiles, eq(profiles.id, creatorShareLinks.creatorId))
      .where(
        and(
          eq(creatorShareLinks.shareCode, reported),
          eq(creatorShareLinks.isActive, true),
          isNull(profiles.deletedAt),
        ),
      );
    return row?.shareCode ?? null;
  }
  // A conversation is reported from inside it by a participant (the messaging module checks
  // who may), never by its id on this public route.
  if (targetType === 'conversation') return null;
  if (!PRIVATE_CODE_PATTERN.test(reported)) return null;
  const [row] = await db
    .select({ id: privateReferralCodes.id })
    .from(privateReferralCodes)
    .where(eq(privateReferralCodes.code, reported));
  return row?.id ?? null;
}

/** A target, described; `ownerId` is who answers for it (the brand's first owner, the creator). */
export interface DescribedTarget extends ReportTarget {
  ownerId: string | null;
}

const gone = (title: string): DescribedTarget => ({
  title,
  ownerName: null,
  link: null,
  status: 'removed',
  isAvailable: false,
  ownerId: null,
});

const keyOf = (targetType: ReportTargetType, targetId: string) => `${targetType}:${targetId}`;

/** Describes every target of a page of reports in a few queries; keyed by `${targetType}:${targetId}`. */
export async function describeReportTargets(
  db: Executor,
  targets: readonly { targetType: ReportTargetType; targetId: string }[],
): Promise<(targetType: ReportTargetType, targetId: string) => DescribedTarget> {
  const idsOf = (type: ReportTargetType) => [
    ...new Set(targets.filter((target) => target.targetType === type).map((target) => target.targetId)),
  ];
  const campaignIds = idsOf('campaign').filter((id) => UUID.test(id));
  const shareCodes = idsOf('public_page');
  const codeIds = idsOf('code').filter((id) => UUID.test(id));
  const conversationIds = idsOf('conversation').filter((id) => UUID.test(id));

  const [campaignRows, pageRows, codeRows] = await Promise.all([
    campaignIds.length
      ? db
          .select({
            id: campaigns.id,
            title: campaigns.title,
            status: campaigns.status,
            workspaceId: campaigns.brandId,
          })
          .from(campaigns)
          .where(inArray(campaigns.id, campaignIds))
      : [],
    shareCodes.length
      ? db
          .select({
            shareCode: creatorShareLinks.shareCode,
            isActive: creatorShareLinks.isActive,
            creatorId: creatorShareLinks.creatorId,
            firstName: profiles.firstName,
            lastName: profiles.lastName,
          })
          .from(creatorShareLinks)
          .leftJoin(profiles, eq(profiles.id, creatorShareLinks.creatorId))
          .where(inArray(creatorShareLinks.shareCode, shareCodes))
      : [],
    codeIds.length
      ? db
          .select({
            id: privateReferralCodes.id,
            code: privateReferralCodes.code,
            campaignName: privateReferralCodes.campaignName,
            status: privateReferralCodes.status,
            workspaceId: privateReferralCodes.workspaceId,
          })
          .from(privateReferralCodes)
          .where(inArray(privateReferralCodes.id, codeIds))
      : [],
  ]);
  const conversationsById = await describeConversations(db, conversationIds);
  const brands = await summariseWorkspaces(db, [
    ...campaignRows.map((row) => row.workspaceId),
    ...codeRows.map((row) => row.workspaceId),
  ]);

  const described = new Map<string, DescribedTarget>();
  for (const row of campaignRows) {
    const brand = brands.get(row.workspaceId);
    described.set(keyOf('campaign', row.id), {
      title: row.title,
      ownerName: brand?.companyName ?? null,
      link: null,
      status: row.status,
      isAvailable: true,
      ownerId: brand?.owner?.id ?? null,
    });
  }
  for (const row of pageRows) {
    const name =
      [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || FALLBACK_NAME_MESSAGES.creator;
    described.set(keyOf('public_page', row.shareCode), {
      title: `${name}'s public page`,
      ownerName: name,
      link: creatorPagePath(row.shareCode),
      status: row.isActive ? 'active' : 'inactive',
      isAvailable: true,
      ownerId: row.creatorId,
    });
  }
  for (const row of codeRows) {
    const brand = brands.get(row.workspaceId);
    described.set(keyOf('code', row.id), {
      title: `${row.code} (${row.campaignName})`,
      ownerName: brand?.companyName ?? null,
      link: redemptionPath(row.code),
      status: row.status,
      isAvailable: true,
      ownerId: brand?.owner?.id ?? null,
    });
  }
  for (const [id, conversation] of conversationsById) {
    // Read from the report (GET /api/admin/reports/{id}/conversation); its parties answer for it.
    described.set(keyOf('conversation', id), {
      title: conversation.title,
      ownerName: conversation.parties.map((party) => party.name).join(', '),
      link: null,
      status: conversation.closedAt ? 'closed' : 'active',
      isAvailable: true,
      ownerId: null,
    });
  }
  return (targetType, targetId) =>
    described.get(keyOf(targetType, targetId)) ??
    gone(
      targetType === 'campaign'
        ? FALLBACK_NAME_MESSAGES.deletedCampaign
        : targetType === 'public_page'
          ? goneCreatorPageTitle(targetId)
          : targetType === 'conversation'
            ? FALLBACK_NAME_MESSAGES.deletedConversation
            : FALLBACK_NAME_MESSAGES.deletedCode,
    );
}
