import { WORKSPACE_EVENTS } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { afterCommit } from '../../lib/after-commit';
import { workspaceInvitationEmail } from './invitation-emails';
import type { InvitationRow } from './invitation-view';
import { publishToWorkspace } from './workspace-events';
import { personNameOf, workspaceNameOf } from './workspace-names';

export type InvitationDeps = Pick<AppDeps, 'database' | 'events' | 'mail' | 'publicUrl'>;

/**
 * After the commit of an invitation or its resending: e-mails the link with its token to the
 * invitee and tells the workspace's open pages. Answers the inviter's name.
 */
export async function announceInvitation(
  deps: InvitationDeps,
  invitation: InvitationRow,
  token: string,
  inviterId: string,
): Promise<string | null> {
  const { db } = deps.database;
  const inviterName = await personNameOf(db, inviterId);
  const workspaceName = await workspaceNameOf(db, invitation.workspaceId);
  await afterCommit(
    'the workspace invitation',
    () =>
      deps.mail.send(
        workspaceInvitationEmail({
          to: invitation.email,
          inviterName: inviterName ?? 'Someone',
          workspaceName,
          role: invitation.role,
          acceptUrl: `${deps.publicUrl}/invitations/${token}`,
        }),
      ),
    () => publishToWorkspace(deps, invitation.workspaceId, WORKSPACE_EVENTS.changed),
  );
  return inviterName;
}
