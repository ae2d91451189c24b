import { USER_DATA_EXPORT_FORMAT } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { exportAffiliateCodes, exportShareLink } from '../affiliate/affiliate.export';
import { exportRepresentations } from '../agents/agents.export';
import { exportApplications } from '../applications/applications.export';
import { exportAccount } from '../auth/account.export';
import { exportCalendar } from '../calendar/calendar.export';
import { exportCheckIns } from '../check-ins/check-ins.export';
import { getBrandDefaults } from '../brand-profiles/brand-defaults';
import { listBrandProfiles } from '../brand-profiles/list-brand-profiles';
import { listBrandCampaigns } from '../campaigns/list-brand-campaigns';
import { consentHistory } from '../consents/consent-records';
import { exportContactMessages } from '../contact/contact.export';
import { exportDisputes } from '../disputes/disputes.export';
import {
  exportBlocks,
  exportChatRequests,
  exportMessages,
  exportMessagesReceived,
} from '../messaging/messaging.export';
import { exportReportsFiled } from '../moderation/moderation.export';
import { exportNotifications } from '../notifications/notifications.export';
import { exportNetwork } from '../network/network.export';
import { exportPrivateCodes } from '../private-codes/private-codes.export';
import { findProfile, toProfileView } from '../profiles/profiles.service';
import { exportSocialLinks } from '../profiles/social-links';
import { exportPayoutsMade, exportResults } from '../submissions/results.export';
import { exportSubmissions } from '../submissions/submissions.export';
import { exportSubscriptionData } from '../subscriptions/subscriptions.export';
import { exportSupportRequests } from '../support/support.export';
import { findMembership } from '../workspaces/membership';
import { exportUploads } from '../uploads/uploads.export';
import { exportVerificationRequests } from '../verifications/verifications.export';
import { exportWorkspaceData } from '../workspaces/workspaces.export';
import { getAccountSettings, getPrivacySettings } from './settings.service';

/**
 * Everything Partnerly holds about the signed-in user, for the privacy tab's data export.
 * Each module contributes its own part, read by this user's id only, so nothing of another
 * user's is included (campaigns carry only the count of applications they received). Where a
 * part involves someone else (a chat request, a representation, a block, a message received),
 * that person is named by id or side only.
 */
export async function exportUserData(deps: Pick<AppDeps, 'database'>, userId: string) {
  const { db } = deps.database;
  const profile = await findProfile(db, userId);
  // A brand workspace's data goes out with its owners' exports (decision 0041).
  const workspace = profile?.userType === 'brand' ? await findMembership(db, userId) : null;
  const ownWorkspaceId = workspace?.role === 'owner' ? workspace.workspaceId : null;
  // Who asks decides what the export may show, as for the read routes (a former agent sees less).
  const actor = profile ? { userId, userType: profile.userType, workspace: workspace ?? undefined } : null;
  const { notifications, preferences } = await exportNotifications(deps, userId);
  return {
    format: USER_DATA_EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    account: await exportAccount(db, userId),
    profile: profile ? toProfileView(profile) : null,
    /** A creator's links for the public share page. */
    socialLinks: await exportSocialLinks(db, userId),
    settings: {
      privacy: await getPrivacySettings(db, userId),
      account: await getAccountSettings(db, userId),
      notificationPreferences: preferences,
    },
    brandProfiles: ownWorkspaceId ? (await listBrandProfiles(db, ownWorkspaceId)).profiles : [],
    brandDefaults: ownWorkspaceId ? await getBrandDefaults(db, ownWorkspaceId) : null,
    campaigns: ownWorkspaceId ? await listBrandCampaigns(db, ownWorkspaceId) : [],
    // The workspace's favourite creators (its brand network), by creator id.
    network: ownWorkspaceId ? await exportNetwork(db, ownWorkspaceId) : [],
    // Every account has a profile from sign-up on; applying needs one.
    applications: actor ? await exportApplications(db, actor) : [],
    submissions: await exportSubmissions(db, userId),
    results: await exportResults(db, userId),
    // A creator's affiliate codes (deleted ones too) with their counts.
    affiliateCodes: await exportAffiliateCodes(db, userId),
    payoutsMade: await exportPayoutsMade(db, ownWorkspaceId),
    // The workspace's private QR codes with their attempt counts (not the visitors' hashes).
    privateCodes: ownWorkspaceId ? await exportPrivateCodes(db, ownWorkspaceId) : [],
    notifications,
    ...(await exportSubscriptionData(db, userId, ownWorkspaceId)),
    uploads: await exportUploads(db, userId),
    contactMessages: await exportContactMessages(db, userId),
    supportRequests: await exportSupportRequests(db, userId),
    // The disputes the user opened on applications.
    disputes: await exportDisputes(db, userId),
    // A creator's event passes, check-ins and points ledger.
    ...(await exportCheckIns(db, userId)),
    // Own calendar events and when the subscription address was made (not its token hash).
    ...(await exportCalendar(db, userId)),
    // The messages the user sent, with the uploads they attached.
    ...(await exportMessages(db, userId)),
    // What others wrote in the user's own threads (a creator's, an agent's), by side only.
    messagesReceived: profile
      ? await exportMessagesReceived(db, { id: userId, userType: profile.userType })
      : [],
    chatRequests: await exportChatRequests(db, userId),
    blocks: await exportBlocks(db, userId),
    verificationRequests: await exportVerificationRequests(db, userId),
    // Agent-creator links the user is part of, either way round.
    representations: await exportRepresentations(db, userId),
    reportsFiled: await exportReportsFiled(db, userId),
    shareLink: await exportShareLink(db, userId),
    // The user's workspace membership and the activity lines of what they did there.
    ...(await exportWorkspaceData(db, userId)),
    // Every choice on the Terms, the Privacy Policy and marketing e-mails: when, which version, how.
    consents: await consentHistory(db, userId),
  };
}

/** The download's file name, e.g. partnerly-data-2025-03-01.json. */
export function exportFileName(now: Date): string {
  return `partnerly-data-${now.toISOString().slice(0, 10)}.json`;
}
