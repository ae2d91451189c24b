import type { WorkspaceActivityAction, WorkspaceInvitation, WorkspaceRole } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** What each recorded action reads as after the actor's name ('Dana Lee approved an application'). */
export const ACTIVITY_LABELS: Record<WorkspaceActivityAction, MessageKey> = {
  campaign_created: 'workspace.activity.campaignCreated',
  campaign_updated: 'workspace.activity.campaignUpdated',
  campaign_status_changed: 'workspace.activity.campaignStatusChanged',
  campaign_deleted: 'workspace.activity.campaignDeleted',
  application_approved: 'workspace.activity.applicationApproved',
  application_rejected: 'workspace.activity.applicationRejected',
  submission_reviewed: 'workspace.activity.submissionReviewed',
  results_approved: 'workspace.activity.resultsApproved',
  results_correction_requested: 'workspace.activity.resultsCorrectionRequested',
  payout_paid: 'workspace.activity.payoutPaid',
  network_creator_added: 'workspace.activity.networkCreatorAdded',
  network_creator_removed: 'workspace.activity.networkCreatorRemoved',
  network_creator_invited: 'workspace.activity.networkCreatorInvited',
  affiliate_code_created: 'workspace.activity.affiliateCodeCreated',
  affiliate_code_deleted: 'workspace.activity.affiliateCodeDeleted',
  affiliate_orders_imported: 'workspace.activity.affiliateOrdersImported',
  private_code_created: 'workspace.activity.privateCodeCreated',
  private_code_status_changed: 'workspace.activity.privateCodeStatusChanged',
  private_code_deleted: 'workspace.activity.privateCodeDeleted',
  payment_completed: 'workspace.activity.paymentCompleted',
  subscription_changed: 'workspace.activity.subscriptionChanged',
  subscription_cancelled: 'workspace.activity.subscriptionCancelled',
  member_invited: 'workspace.activity.memberInvited',
  invitation_revoked: 'workspace.activity.invitationRevoked',
  member_joined: 'workspace.activity.memberJoined',
  member_role_changed: 'workspace.activity.memberRoleChanged',
  member_removed: 'workspace.activity.memberRemoved',
  member_left: 'workspace.activity.memberLeft',
  brand_profile_created: 'workspace.activity.brandProfileCreated',
  brand_profile_deleted: 'workspace.activity.brandProfileDeleted',
};

/** An action this build does not know yet is shown by its name, not hidden. */
export function activityLabel(t: Translate, action: string): string {
  return Object.hasOwn(ACTIVITY_LABELS, action)
    ? t(ACTIVITY_LABELS[action as WorkspaceActivityAction])
    : action.replaceAll('_', ' ');
}

export const ROLE_KEYS: Record<WorkspaceRole, MessageKey> = {
  owner: 'workspace.role.owner',
  manager: 'workspace.role.manager',
  member: 'workspace.role.member',
};

interface Seats {
  used: number;
  limit: number;
}

/** '3 of 5 team members' (people and open invitations against the plan's team limit). */
export function seatText(t: Translate, { used, limit }: Seats): string {
  return t('workspace.seats', { used, limit });
}

/** No invitation can be sent: the plan's team limit is used up. */
export const isFull = ({ used, limit }: Seats): boolean => used >= limit;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Expires in 5 days', 'Expires in 1 day', 'Expires today' or 'Expired'. */
export function expiryText(
  t: Translate,
  invitation: Pick<WorkspaceInvitation, 'expiresAt' | 'isExpired'>,
  now: Date = new Date(),
): string {
  const left = new Date(invitation.expiresAt).getTime() - now.getTime();
  if (invitation.isExpired || !(left > 0)) return t('workspace.expired');
  // Nearest whole day: a link sent a moment ago 'Expires in 7 days', one with hours left today.
  const days = Math.round(left / DAY_MS);
  if (days === 0) return t('workspace.expiresToday');
  return t('workspace.expiresIn', { days });
}

/** The names of the brand profiles `ids`, in the list's order ('Unknown profile' for one not in it). */
export function profileNames(
  t: Translate,
  ids: readonly string[],
  profiles: readonly { id: string; profileName: string }[],
) {
  const byId = new Map(profiles.map((profile) => [profile.id, profile.profileName]));
  return ids.map((id) => byId.get(id) ?? t('workspace.unknownProfile'));
}

export type TeamTab = 'people' | 'invitations' | 'activity';

/** The Team page's tabs for a role: invitations for owners and managers, the activity list for owners. */
export function tabsFor(role: WorkspaceRole): TeamTab[] {
  if (role === 'owner') return ['people', 'invitations', 'activity'];
  if (role === 'manager') return ['people', 'invitations'];
  return ['people'];
}
