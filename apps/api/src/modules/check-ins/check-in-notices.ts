import { CHECK_IN_EVENTS } from '@partnerly/contracts';
import { afterCommit } from '../../lib/after-commit';
import { createNotification, noticeCopy } from '../notifications/create-notification';
import { publishToUser } from '../notifications/notification-events';
import { publishToWorkspace } from '../workspaces/workspace-events';
import type { CheckInDeps } from './check-in';

/** The creator's Points Tracker, where the notification leads. */
const POINTS_PAGE = '/points';

export interface CommittedCheckIn {
  workspaceId: string;
  creatorId: string;
  campaign: { id: string; title: string };
  pointsAwarded: number;
  /** The creator's balance after the check-in. */
  balance: number;
}

/** The notification's words: the event, and the points when it earned some. */
function checkInNotice(campaignTitle: string, pointsAwarded: number) {
  const values = { campaign: campaignTitle, points: pointsAwarded };
  return noticeCopy(pointsAwarded > 0 ? 'pointsEarned' : 'checkedIn', values);
}

/**
 * After a committed check-in: the creator is notified (their preference for event check-ins
 * decides how) and their open pages refetch the points and the pass; the workspace's open
 * validators refetch the event's check-ins. Failures are logged, never thrown.
 */
export function announceCheckIn(deps: CheckInDeps, checkIn: CommittedCheckIn): Promise<void> {
  const { workspaceId, creatorId, campaign, pointsAwarded, balance } = checkIn;
  return afterCommit(
    `the check-in of creator ${creatorId} at campaign ${campaign.id}`,
    () =>
      createNotification(deps, {
        userId: creatorId,
        type: 'event_check_in',
        localized: checkInNotice(campaign.title, pointsAwarded),
        link: POINTS_PAGE,
      }),
    () => publishToUser(deps, creatorId, CHECK_IN_EVENTS.pointsChanged, { balance, campaignId: campaign.id }),
    () => publishToWorkspace(deps, workspaceId, CHECK_IN_EVENTS.checkedIn, { campaignId: campaign.id }),
  );
}
