import {
  WORKSPACE_MESSAGES,
  inviteToWorkspaceInput,
  workspaceInvitationParam,
  workspaceInvitationSchema,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireBrand } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { inviteToWorkspace } from './invite-to-workspace';
import { resendInvitation, revokeInvitation } from './manage-invitation';
import { requireWorkspaceRole, workspaceOf } from './workspaces.guards';

// Mounted at /api/workspace/invitations: owners and managers invite people by e-mail, resend
// and revoke invitations.
export function workspaceInvitationsRoutes() {
  const managers = requireWorkspaceRole(['owner', 'manager'], WORKSPACE_MESSAGES.managersOnly);
  return (
    new Hono<AppEnv>()
      .use('*', ...requireBrand())
      // POST /api/workspace/invitations – invite someone by e-mail with a role
      .post(
        '/',
        describe({
          summary: 'Invite someone to the brand workspace by e-mail, with a role',
          tags: ['workspace'],
          description:
            "Owners and managers; only owners invite owners. The invitee gets a link that works for 7 days. Answers 403 'Team Member Limit Reached' when people and open invitations fill the plan's team limit, 409 when the address is already in the workspace or has an open invitation.",
          responses: { 201: json(workspaceInvitationSchema, 'Invited') },
        }),
        managers,
        validate('json', inviteToWorkspaceInput),
        async (c) => {
          const invitation = await inviteToWorkspace(
            c.get('deps'),
            await workspaceOf(c),
            c.req.valid('json'),
          );
          return c.json(invitation, 201);
        },
      )
      // POST /api/workspace/invitations/:id/resend – e-mail a new link that works for 7 days
      .post(
        '/:id/resend',
        describe({
          summary: 'Send an invitation again with a new link that works for 7 days',
          tags: ['workspace'],
          description: 'Owners and managers; 409 once the invitation is accepted or revoked.',
          responses: { 200: json(workspaceInvitationSchema) },
        }),
        managers,
        validate('param', workspaceInvitationParam),
        async (c) => {
          const { id } = c.req.valid('param');
          return c.json(await resendInvitation(c.get('deps'), await workspaceOf(c), id));
        },
      )
      // DELETE /api/workspace/invitations/:id – revoke an invitation: its link stops working
      .delete(
        '/:id',
        describe({
          summary: 'Revoke an invitation: its link stops working',
          tags: ['workspace'],
          description: 'Owners and managers; 409 once the invitation is accepted or revoked.',
          responses: { 204: { description: 'Revoked' } },
        }),
        managers,
        validate('param', workspaceInvitationParam),
        async (c) => {
          await revokeInvitation(c.get('deps'), await workspaceOf(c), c.req.valid('param').id);
          return c.body(null, 204);
        },
      )
  );
}
