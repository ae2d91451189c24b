import {
  INVITATION_MESSAGES,
  WORKSPACE_EVENTS,
  type AcceptedInvitation,
  type WorkspaceRole,
} from '@partnerly/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  brandProfiles,
  brandSubscriptions,
  campaigns,
  payments,
  profiles,
  workspaceInvitations,
  workspaceMemberProfiles,
  workspaceMembers,
  workspaces,
} from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { AppError } from '../../middleware/errors';
import { hashInvitationToken } from './invitation-token';
import type { InvitationRow } from './invitation-view';
import { invitationStatus } from './preview-invitation';
import { recordActivity } from './record-activity';
import { publishToWorkspace } from './workspace-events';
import type { InvitationDeps } from './send-invitation';
import { assertSeatForPerson, lockWorkspace } from './workspace-seats';

const STATUS_REFUSALS = {
  accepted: INVITATION_MESSAGES.alreadyAccepted,
  revoked: INVITATION_MESSAGES.revoked,
  expired: INVITATION_MESSAGES.expired,
} as const;

/** The signed-in person accepting: the address they proved they own is the invitation's key. */
interface Invitee {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** The invitation of the link, locked; refused unless it is open and meant for this person. */
async function lockAcceptableInvitation(
  tx: Tx,
  token: string,
  person: Invitee,
  now: Date,
): Promise<InvitationRow> {
  const [row] = await tx
    .select()
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.tokenHash, hashInvitationToken(token)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.invalidLink);
  const status = invitationStatus(row, now);
  if (status !== 'open') throw new AppError('CONFLICT', STATUS_REFUSALS[status]);
  if (person.email.toLowerCase() !== row.email) {
    throw new AppError('FORBIDDEN', INVITATION_MESSAGES.wrongAddress(row.email));
  }
  if (!person.emailVerified) throw new AppError('FORBIDDEN', INVITATION_MESSAGES.confirmAddressFirst);
  const [profile] = await tx
    .select({ userType: profiles.userType, deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.id, person.id));
  if (profile?.userType !== 'brand' || profile.deletedAt) {
    throw new AppError('CONFLICT', INVITATION_MESSAGES.brandAccountsOnly);
  }
  return row;
}

/** Whether a workspace holds nothing but its one person: no campaigns, profiles, plan or payments. */
async function isEmptyWorkspace(tx: Tx, workspaceId: string): Promise<boolean> {
  const [row] = await tx
    .select({
      people: count(),
      hasData: sql<boolean>`exists (select 1 from ${campaigns} where ${campaigns.brandId} = ${workspaceId})
        or exists (select 1 from ${brandProfiles} where ${brandProfiles.workspaceId} = ${workspaceId})
        or exists (select 1 from ${brandSubscriptions} where ${brandSubscriptions.workspaceId} = ${workspaceId})
        or exists (select 1 from ${payments} where ${payments.workspaceId} = ${workspaceId})`,
    })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return row?.people === 1 && !row.hasData;
}

/**
 * Frees the person to join `workspaceId`: an empty workspace of their own (they are its only
 * person and it holds nothing, as a brand sign-up makes) is deleted; any other membership is
 * refused with 409 (decision 0041: one workspace per person).
 */
async function leaveEmptyWorkspace(tx: Tx, userId: string, workspaceId: string): Promise<void> {
  // Serialises with ensureWorkspace, which gives a brand user without one a workspace.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`workspace-member:${userId}`}))`);
  const [current] = await tx
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId));
  if (!current) return;
  if (current.workspaceId === workspaceId) {
    throw new AppError('CONFLICT', INVITATION_MESSAGES.alreadyInThisWorkspace);
  }
  await lockWorkspace(tx, current.workspaceId);
  if (!(await isEmptyWorkspace(tx, current.workspaceId))) {
    throw new AppError('CONFLICT', INVITATION_MESSAGES.alreadyInAnotherWorkspace);
  }
  await tx.delete(workspaces).where(eq(workspaces.id, current.workspaceId));
}

/** Adds the person with the invitation's role and its brand profiles that are still active. */
async function addMember(tx: Tx, invitation: InvitationRow, userId: string, role: WorkspaceRole) {
  const { workspaceId } = invitation;
  await tx.insert(workspaceMembers).values({ workspaceId, userId, role });
  if (role !== 'member' || invitation.brandProfileIds.length === 0) return;
  const active = await tx
    .select({ id: brandProfiles.id })
    .from(brandProfiles)
    .where(
      and(
        eq(brandProfiles.workspaceId, workspaceId),
        eq(brandProfiles.isActive, true),
        inArray(brandProfiles.id, invitation.brandProfileIds),
      ),
    );
  if (active.length === 0) return;
  await tx
    .insert(workspaceMemberProfiles)
    .values(active.map((profile) => ({ workspaceId, userId, brandProfileId: profile.id })));
}

/**
 * The signed-in person accepts the invitation of an e-mailed link and joins its workspace.
 * Only an open invitation sent to their own address, and only for a brand account. Under the
 * workspace's row lock the team limit is checked against the people already in it, so
 * concurrent accepts at the limit admit exactly as many as fit. The newcomer skips the brand
 * plan onboarding: the workspace they join has its own plan.
 */
export async function acceptInvitation(
  deps: Pick<InvitationDeps, 'database' | 'events'>,
  person: Invitee,
  token: string,
  now = new Date(),
): Promise<AcceptedInvitation> {
  const joined = await deps.database.db.transaction(async (tx) => {
    const invitation = await lockAcceptableInvitation(tx, token, person, now);
    const { workspaceId, role } = invitation;
    await lockWorkspace(tx, workspaceId);
    await leaveEmptyWorkspace(tx, person.id, workspaceId);
    await assertSeatForPerson(tx, workspaceId, now);
    await addMember(tx, invitation, person.id, role);
    await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: now, acceptedBy: person.id })
      .where(eq(workspaceInvitations.id, invitation.id));
    await tx.update(profiles).set({ onboardingCompleted: true }).where(eq(profiles.id, person.id));
    await recordActivity(tx, {
      workspaceId,
      actorId: person.id,
      action: 'member_joined',
      subject: invitation.email,
      details: { role },
    });
    return { workspaceId, role };
  });
  await afterCommit('the accepted invitation', () =>
    publishToWorkspace(deps, joined.workspaceId, WORKSPACE_EVENTS.changed),
  );
  return joined;
}
