import { canChangeCampaignStatus, CAMPAIGN_MESSAGES } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { campaigns } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { notifyAfterCommit, type NotificationDeps, noticeCopy } from '../notifications/create-notification';
import { listWorkspacePeople } from '../workspaces/membership';
import { publishCampaignChange } from './campaign-events';
import { campaignColumns, type StoredCampaign } from './campaign-view';
import type { CampaignDeps } from './campaigns.types';
import { statusRefusal, writeCampaignStatus } from './change-campaign-status';

// The Partnerly team pauses or closes a campaign (issue 19 item 5): the admin console's
// Campaigns tab, and a report taken down. The same status rules, counters, activity line, feed
// cache and events as the brand's own action menu (change-campaign-status.ts); the brand's
// people are told why.

export type ModerationStatus = 'paused' | 'closed';

/** How the brand's activity list names an admin's change. */
const TEAM_NAME = 'Partnerly team';

/** Keeps a notification within its bounds (a title and a reason may each be long). */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
/** The reason as a sentence of the message. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

export interface ModeratedCampaign {
  campaign: StoredCampaign;
  previousStatus: StoredCampaign['status'];
  /** Whether the status changed (a take-down of a campaign closed already changes nothing). */
  isChanged: boolean;
}

/**
 * Moves the campaign to `status` inside the caller's transaction (locked). `isStrict`: a move
 * the status rules do not allow is a 409 (the Campaigns tab); otherwise, for a take-down, a
 * campaign that is not open (closed, draft, completed) is left as it is.
 */
export async function applyModerationStatus(
  tx: Tx,
  adminId: string,
  campaignId: string,
  status: ModerationStatus,
  reason: string,
  now: Date,
  { isStrict }: { isStrict: boolean },
): Promise<ModeratedCampaign> {
  const [current] = await tx
    .select(campaignColumns)
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('update');
  if (!current) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
  if (!canChangeCampaignStatus(current.status, status)) {
    if (isStrict) throw statusRefusal(current.status, status);
    return { campaign: current, previousStatus: current.status, isChanged: false };
  }
  const campaign = await writeCampaignStatus(
    tx,
    current,
    status,
    { actorId: adminId, actorName: TEAM_NAME },
    now,
    { moderated: true, reason },
  );
  return { campaign, previousStatus: current.status, isChanged: true };
}

/**
 * After commit: the feed's shared pages are emptied and the brand's lists refetch; everyone in
 * the workspace who works on the campaign (owners, managers, members assigned to its brand
 * profile) gets a 'campaign_moderated' notification with the reason (and its e-mail copy).
 */
export async function announceModeratedCampaign(
  deps: CampaignDeps & NotificationDeps,
  campaign: StoredCampaign,
  reason: string,
): Promise<void> {
  await publishCampaignChange(deps, campaign.brandId, {
    campaignId: campaign.id,
    change: 'status',
    status: campaign.status,
  });
  const isClosed = campaign.status === 'closed';
  const title = clip(campaign.title, 200);
  const why = sentence(clip(reason, 600));
  const people = await listWorkspacePeople(deps.database.db, campaign.brandId, {
    brandProfileId: campaign.brandProfileId,
  });
  for (const userId of people) {
    await notifyAfterCommit(deps, {
      userId,
      type: 'campaign_moderated',
      localized: noticeCopy(isClosed ? 'campaignClosed' : 'campaignPaused', { campaign: title, reason: why }),
      link: '/dashboard?tab=campaigns',
    });
  }
}
