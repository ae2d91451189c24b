import { WORKSPACE_MESSAGES, type Workspace, type WorkspaceRole } from '@partnerly/contracts';

/** What a person of the workspace may change (decision 0041); the server enforces the same rules. */
export interface WorkspaceAccess {
  /** Null while the workspace is unknown. */
  role: WorkspaceRole | null;
  /** Subscription, members, roles, activity list. */
  isOwner: boolean;
  /** Invitations, brand profiles (create, edit, delete, account manager). */
  canManage: boolean;
  /** The brand profiles a member works on (empty for owners and managers). */
  assignedProfileIds: string[];
  /** Campaigns and applications of the brand profile `brandProfileId`. */
  mayWorkOn(brandProfileId: string | null | undefined): boolean;
  /** Why a change of brand profiles is refused ('' when it is allowed). */
  profilesReason: string;
  /** Why a change of that profile's campaigns and applications is refused ('' when allowed). */
  workReason(brandProfileId: string | null | undefined): string;
  /** Why deleting one's own account is refused: the only owner of a team ('' when allowed). */
  deleteAccountReason: string;
}

/** The workspace's rules for its caller, from GET /api/workspace's answer (undefined: not known yet). */
export function workspaceAccessOf(
  workspace: (Pick<Workspace, 'role' | 'brandProfileIds'> & Partial<Pick<Workspace, 'members'>>) | undefined,
): WorkspaceAccess {
  const role = workspace?.role ?? null;
  const isMember = role === 'member';
  const assigned = new Set(workspace?.brandProfileIds ?? []);
  // A campaign without a profile (older data) is the workspace's: only owners and managers change it.
  const mayWorkOn = (brandProfileId: string | null | undefined) =>
    !isMember || (Boolean(brandProfileId) && assigned.has(brandProfileId!));
  return {
    role,
    isOwner: role === null || role === 'owner',
    canManage: !isMember,
    assignedProfileIds: isMember ? [...assigned] : [],
    mayWorkOn,
    profilesReason: isMember ? WORKSPACE_MESSAGES.managersOnly : '',
    workReason: (brandProfileId) => (mayWorkOn(brandProfileId) ? '' : WORKSPACE_MESSAGES.notAssigned),
    deleteAccountReason: isSoleOwnerOfTeam(workspace) ? WORKSPACE_MESSAGES.soleOwnerWithTeam : '',
  };
}

function isSoleOwnerOfTeam(workspace: Partial<Pick<Workspace, 'role' | 'members'>> | undefined): boolean {
  const members = workspace?.members ?? [];
  const owners = members.filter((member) => member.role === 'owner');
  return workspace?.role === 'owner' && owners.length === 1 && members.length > 1;
}
