import { WORKSPACE_EVENTS, type AppLanguage } from '@partnerly/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { authUsers, profiles } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { translatorFor } from '../../lib/i18n';
import { languageOfMember } from '../profiles/member-language';
import { workspaceInvitationEmail } from './invitation-emails';
import type { InvitationRow } from './invitation-view';
import { publishToWorkspace } from './workspace-events';
import { personNameOf, workspaceNameOf } from './workspace-names';

export type InvitationDeps = Pick<AppDeps, 'database' | 'events' | 'mail' | 'publicUrl'>;

/**
 * The invitation's language (issue 25): the invitee's own when the address has an account; an
 * invitee without one has no language yet, so the inviter's (who likely shares it with the
 * colleague they invite; English when the inviter chose none).
 */
async function invitationLanguage(db: Executor, email: string, inviterId: string): Promise<AppLanguage> {
  const [invitee] = await db
    .select({ language: profiles.language })
    .from(authUsers)
    .innerJoin(profiles, eq(profiles.id, authUsers.id))
    .where(eq(sql`lower(${authUsers.email})`, email.toLowerCase()));
  return invitee?.language ?? (await languageOfMember(db, inviterId));
}

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
    async () =>
      deps.mail.send(
        workspaceInvitationEmail(
          {
            to: invitation.email,
            inviterName,
            workspaceName,
            role: invitation.role,
            acceptUrl: `${deps.publicUrl}/invitations/${token}`,
          },
          translatorFor(await invitationLanguage(db, invitation.email, inviterId)),
        ),
      ),
    () => publishToWorkspace(deps, invitation.workspaceId, WORKSPACE_EVENTS.changed),
  );
  return inviterName;
}
