import { z } from 'zod';
import { workspaceRoleSchema } from './workspaces';

// Invitations to a brand workspace (issue 14 item 2): refusals of the invite, resend, revoke
// and accept routes, and the answer of an accepted invitation.

export const INVITATION_MESSAGES = {
  notFound: 'Invitation not found',
  invalidLink: 'This invitation link is not valid.',
  alreadyMember: 'This person is already a member of your brand workspace.',
  alreadyOpen: 'An invitation to this address is already open. Resend it instead.',
  expired: 'This invitation has expired. Ask for a new one.',
  revoked: 'This invitation was withdrawn. Ask the workspace for a new one.',
  alreadyAccepted: 'This invitation has already been accepted.',
  /** Resending or revoking one that is no longer open. */
  noLongerOpen: 'This invitation has already been accepted or revoked.',
  wrongAddress: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  /** A session from before e-mail confirmation was required, of an address never confirmed. */
  confirmAddressFirst: 'Confirm your e-mail address first, then open the invitation link again.',
  brandAccountsOnly:
    'Only brand accounts can join a brand workspace. Sign in with a brand account to accept this invitation.',
  alreadyInThisWorkspace: 'You already belong to this brand workspace.',
  alreadyInAnotherWorkspace: 'You already belong to a brand workspace. Leave it before joining another.',
} as const;

/** POST /api/invitations/:token/accept: the workspace joined and the role held in it. */
export const acceptedInvitationSchema = z.object({
  workspaceId: z.string(),
  role: workspaceRoleSchema,
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
