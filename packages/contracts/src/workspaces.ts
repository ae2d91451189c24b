import { z } from 'zod';
import { VERIFICATION_STATUSES } from './enums';

// Brand workspaces (issue 14, decision 0041): a brand account is a workspace that owns the
// subscription, the brand profiles and the campaigns; people join it with a role.

/**
 * owner: billing, members, deletion (and everything a manager does). manager: campaigns,
 * applications, reviews, codes, profiles. member: the campaigns and applications of the
 * profiles assigned to them, read-only elsewhere.
 */
export const WORKSPACE_ROLES = ['owner', 'manager', 'member'] as const;
export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>;

/** How long an invitation link works. */
export const WORKSPACE_INVITATION_DAYS = 7;

export const WORKSPACE_MESSAGES = {
  /** A member (role member) changing the work of a brand profile they are not assigned to. */
  notAssigned:
    'You can only change the campaigns and applications of the brand profiles assigned to you. Ask an owner or a manager of your workspace.',
  managersOnly: 'Only owners and managers of your brand workspace can do this.',
  ownersOnly: 'Only an owner of your brand workspace can do this.',
  /** Billing is the owners' (replaces the spec's main-profile rule, decision 0041). */
  /** Deleting the account of a workspace's only owner while others are in it. */
  soleOwnerWithTeam:
    'You are the only owner of your brand workspace. Make another member an owner, or remove the other members, before deleting your account.',
  billingOwnersOnly:
    'Only an owner of your brand workspace can manage the subscription. Ask an owner to upgrade, downgrade, or cancel it.',
} as const;

// ---------- people, invitations, activity ----------

export const workspaceMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  /** For role member: the brand profiles they work on. */
  brandProfileIds: z.array(z.uuid()),
  joinedAt: z.string(),
  isYou: z.boolean(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

export const workspaceInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: workspaceRoleSchema,
  brandProfileIds: z.array(z.uuid()),
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  isExpired: z.boolean(),
});
export type WorkspaceInvitation = z.infer<typeof workspaceInvitationSchema>;

/** GET /api/workspace: the caller's workspace, role and team. */
export const workspaceSchema = z.object({
  id: z.string(),
  /** The main brand profile's company or profile name ('Your brand' before there is one). */
  name: z.string(),
  role: workspaceRoleSchema,
  /** The caller's assigned brand profiles (role member). */
  brandProfileIds: z.array(z.uuid()),
  /**
   * The brand's verification: verified once an admin approved an owner's request (point
   * rewards unlock), pending while one waits.
   */
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  /** People and open invitations against the plan's team limit. */
  seats: z.object({ used: z.int().nonnegative(), limit: z.int().nonnegative() }),
  members: z.array(workspaceMemberSchema),
  /** Open and expired (not accepted or revoked) invitations; empty for role member. */
  invitations: z.array(workspaceInvitationSchema),
});
export type Workspace = z.infer<typeof workspaceSchema>;

const profileIdList = z.array(z.uuid('Pick brand profiles from the list')).max(100);

export const inviteToWorkspaceInput = z.object({
  email: z
    .email('Please enter a valid email address')
    .max(254)
    .transform((email) => email.toLowerCase()),
  role: workspaceRoleSchema,
  brandProfileIds: profileIdList.default([]),
});
export type InviteToWorkspaceInput = z.input<typeof inviteToWorkspaceInput>;

export const updateWorkspaceMemberInput = z
  .object({ role: workspaceRoleSchema.optional(), brandProfileIds: profileIdList.optional() })
  .refine((input) => input.role !== undefined || input.brandProfileIds !== undefined, {
    message: 'Change the role or the brand profiles',
  });
export type UpdateWorkspaceMemberInput = z.infer<typeof updateWorkspaceMemberInput>;

export const workspaceMemberParam = z.object({ userId: z.string().min(1).max(100) });
export const workspaceInvitationParam = z.object({ id: z.uuid('Invitation not found') });
export const invitationTokenParam = z.object({ token: z.string().min(20).max(200) });

export const INVITATION_STATUSES = ['open', 'expired', 'revoked', 'accepted'] as const;

/** GET /api/invitations/:token: what the invitee sees before signing in. */
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  invitedByName: z.string().nullable(),
  email: z.string(),
  role: workspaceRoleSchema,
  status: z.enum(INVITATION_STATUSES),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** What the audit list records (issue 14 item 5). */
export const WORKSPACE_ACTIVITY_ACTIONS = [
  'campaign_created',
  'campaign_updated',
  'campaign_status_changed',
  'campaign_deleted',
  'application_approved',
  'application_rejected',
  'submission_reviewed',
  'results_approved',
  'results_correction_requested',
  'payout_paid',
  'network_creator_added',
  'network_creator_removed',
  'network_creator_invited',
  'affiliate_code_created',
  'affiliate_code_deleted',
  'affiliate_orders_imported',
  'private_code_created',
  'private_code_status_changed',
  'private_code_deleted',
  'payment_completed',
  'subscription_changed',
  'subscription_cancelled',
  'member_invited',
  'invitation_revoked',
  'member_joined',
  'member_role_changed',
  'member_removed',
  'member_left',
  'brand_profile_created',
  'brand_profile_deleted',
] as const;
export type WorkspaceActivityAction = (typeof WORKSPACE_ACTIVITY_ACTIONS)[number];

export const workspaceActivityItemSchema = z.object({
  id: z.uuid(),
  actorName: z.string(),
  action: z.enum(WORKSPACE_ACTIVITY_ACTIONS),
  subject: z.string(),
  createdAt: z.string(),
});
export type WorkspaceActivityItem = z.infer<typeof workspaceActivityItemSchema>;

export const workspaceActivityPageSchema = z.object({
  items: z.array(workspaceActivityItemSchema),
  /** Pass as `before` for older entries; null at the end. */
  nextCursor: z.string().nullable(),
});
export const workspaceActivityQuery = z.object({ before: z.iso.datetime().optional() });

/** Pushed to the workspace's open streams after a team change: refetch GET /api/workspace. */
export const WORKSPACE_EVENTS = { changed: 'workspace.changed' } as const;
