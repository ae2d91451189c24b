import type { WorkspaceActivityAction, WorkspaceInvitation, WorkspaceRole } from '@partnerly/contracts';

/** What each recorded action reads as after the actor's name ('Dana Lee approved an application'). */
export const ACTIVITY_LABELS: Record<WorkspaceActivityAction, string> = {
  campaign_created: 'created a campaign',
  campaign_updated: 'edited a campaign',
  campaign_status_changed: "changed a campaign's status",
  campaign_deleted: 'deleted a campaign',
  application_approved: 'approved an application',
  application_rejected: 'rejected an application',
  submission_reviewed: 'reviewed a submission',
  results_approved: 'approved final results',
  results_correction_requested: 'asked for a results correction',
  payout_paid: 'marked a payout paid',
  network_creator_added: 'added a creator to the network',
  network_creator_removed: 'removed a creator from the network',
  network_creator_invited: 'invited a creator to a private campaign',
  affiliate_code_created: 'created an affiliate code',
  affiliate_code_deleted: 'deleted an affiliate code',
  affiliate_orders_imported: 'imported store orders for a campaign',
  private_code_created: 'created a QR code',
  private_code_status_changed: "changed a QR code's status",
  private_code_deleted: 'deleted a QR code',
  payment_completed: 'completed a payment',
  subscription_changed: 'changed the subscription',
  subscription_cancelled: 'cancelled the subscription',
  member_invited: 'invited a colleague',
  invitation_revoked: 'revoked an invitation',
  member_joined: 'joined the workspace',
  member_role_changed: "changed a colleague's role",
  member_removed: 'removed a colleague',
  member_left: 'left the workspace',
  brand_profile_created: 'created a brand profile',
  brand_profile_deleted: 'deleted a brand profile',
};

/** An action this build does not know yet is shown by its name, not hidden. */
export function activityLabel(action: string): string {
  return Object.hasOwn(ACTIVITY_LABELS, action)
    ? ACTIVITY_LABELS[action as WorkspaceActivityAction]
    : action.replaceAll('_', ' ');
}

interface Seats {
  used: number;
  limit: number;
}

/** '3 of 5 team members' (people and open invitations against the plan's team limit). */
export function seatText({ used, limit }: Seats): string {
  return `${used} of ${limit} team member${limit === 1 ? '' : 's'}`;
}

/** No invitation can be sent: the plan's team limit is used up. */
export const isFull = ({ used, limit }: Seats): boolean => used >= limit;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Expires in 5 days', 'Expires in 1 day', 'Expires today' or 'Expired'. */
export function expiryText(
  invitation: Pick<WorkspaceInvitation, 'expiresAt' | 'isExpired'>,
  now: Date = new Date(),
): string {
  const left = new Date(invitation.expiresAt).getTime() - now.getTime();
  if (invitation.isExpired || !(left > 0)) return 'Expired';
  // Nearest whole day: a link sent a moment ago 'Expires in 7 days', one with hours left today.
  const days = Math.round(left / DAY_MS);
  if (days === 0) return 'Expires today';
  return `Expires in ${days} day${days === 1 ? '' : 's'}`;
}

/** The names of the brand profiles `ids`, in the list's order ('Unknown profile' for one not in it). */
export function profileNames(
  ids: readonly string[],
  profiles: readonly { id: string; profileName: string }[],
) {
  const byId = new Map(profiles.map((profile) => [profile.id, profile.profileName]));
  return ids.map((id) => byId.get(id) ?? 'Unknown profile');
}

export type TeamTab = 'people' | 'invitations' | 'activity';

/** The Team page's tabs for a role: invitations for owners and managers, the activity list for owners. */
export function tabsFor(role: WorkspaceRole): TeamTab[] {
  if (role === 'owner') return ['people', 'invitations', 'activity'];
  if (role === 'manager') return ['people', 'invitations'];
  return ['people'];
}
