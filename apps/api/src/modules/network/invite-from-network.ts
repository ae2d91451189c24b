import { campaignInviteLink, NETWORK_MESSAGES, type NetworkChange } from '@partnerly/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { takeAllowances } from '../../db/rate-limits';
import { campaignApplications, campaigns, profiles } from '../../db/schema';
import { AppError, tooManyRequests } from '../../middleware/errors';
import { loadPeople, nameOf } from '../applications/people';
import { isFavouriteOf } from '../campaigns/campaign-audience';
import { notifyAfterCommit, type NotificationDeps, noticeCopy } from '../notifications/create-notification';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { assertMayWorkOn } from '../workspaces/workspace-access';
import { workspaceNameOf } from '../workspaces/workspace-names';

/** One invitation per campaign and creator a day: each one is a bell notice and an e-mail. */
const INVITE_WINDOW_SECONDS = 24 * 60 * 60;
/** Keeps the e-mail subject within its 200 characters whatever the brand's name. */
const SUBJECT_NAME_MAX = 120;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Invites a favourite to one of the workspace's active private campaigns: the creator gets a
 * campaign_invite notice (bell, and e-mail by their preference) that opens the campaign. Who
 * may: the people who work on the campaign's brand profile (owners, managers, members assigned
 * to it; decision 0041). Refused: another workspace's, a public or an unknown campaign (404), a
 * campaign that is not active (409), someone who is not a creator (404) or not in the network
 * (409), a creator who already applied (409), and a second invitation within 24 hours (429).
 */
export async function inviteFromNetwork(
  deps: NotificationDeps,
  brand: Membership,
  creatorId: string,
  campaignId: string,
  now = new Date(),
): Promise<NetworkChange> {
  const { db } = deps.database;
  const [campaign] = await db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      brandProfileId: campaigns.brandProfileId,
      visibility: campaigns.visibility,
      status: campaigns.status,
    })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.brandId, brand.workspaceId)));
  if (!campaign) throw new AppError('NOT_FOUND', NETWORK_MESSAGES.campaignNotFound);
  assertMayWorkOn(brand, campaign.brandProfileId);
  if (campaign.visibility !== 'private') throw new AppError('NOT_FOUND', NETWORK_MESSAGES.campaignNotFound);
  if (campaign.status !== 'active') throw new AppError('CONFLICT', NETWORK_MESSAGES.campaignNotActive);

  const [creator] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, creatorId), eq(profiles.userType, 'creator'), isNull(profiles.deletedAt)));
  if (!creator) throw new AppError('NOT_FOUND', NETWORK_MESSAGES.creatorNotFound);
  const name = nameOf((await loadPeople(db, [creatorId])).get(creatorId));
  if (!(await isFavouriteOf(db, creatorId, brand.workspaceId))) {
    throw new AppError('CONFLICT', NETWORK_MESSAGES.inviteNeedsNetwork(name));
  }
  const [application] = await db
    .select({ id: campaignApplications.id })
    .from(campaignApplications)
    .where(
      and(eq(campaignApplications.campaignId, campaignId), eq(campaignApplications.creatorId, creatorId)),
    );
  if (application) throw new AppError('CONFLICT', NETWORK_MESSAGES.alreadyApplied(name));

  // Taken atomically: concurrent invitations send one notice.
  const allowed = await takeAllowances(
    db,
    [{ key: `campaign-invite:${campaignId}:${creatorId}`, windowSeconds: INVITE_WINDOW_SECONDS, max: 1 }],
    now.getTime(),
  );
  if (!allowed.isAllowed) {
    throw tooManyRequests(NETWORK_MESSAGES.invitedRecently(name), allowed.retryAfterSeconds);
  }
  await recordActivity(db, {
    workspaceId: brand.workspaceId,
    actorId: brand.userId,
    action: 'network_creator_invited',
    subject: campaign.title,
    details: { creatorId, campaignId },
  });
  const brandName = await workspaceNameOf(db, brand.workspaceId);
  await notifyAfterCommit(deps, {
    userId: creatorId,
    type: 'campaign_invite',
    localized: noticeCopy(
      'campaignInvite',
      { brand: brandName, campaign: campaign.title, shortBrand: clip(brandName, SUBJECT_NAME_MAX) },
      { subject: 'notifications.campaignInvite.subject', action: 'notifications.viewCampaign' },
    ),
    link: campaignInviteLink(campaign.id),
  });
  return { creatorId, message: NETWORK_MESSAGES.invited(name) };
}
