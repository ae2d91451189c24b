import {
  acceptedInvitationSchema,
  invitationPreviewSchema,
  invitationTokenParam,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { acceptInvitation } from './accept-invitation';
import { previewInvitation } from './preview-invitation';

// Mounted at /api/invitations: invitations to join a brand workspace (the e-mailed link's page
// reads one by its token; the invitee accepts it once signed in). The team's own list, invite,
// resend and revoke live under /api/workspace/invitations (workspace-invitations.routes.ts).
export function invitationsRoutes() {
  return (
    new Hono<AppEnv>()
      // GET /api/invitations/:token – the invitation of an e-mailed link, before signing in
      .get(
        '/:token',
        describe({
          summary: 'The invitation of an e-mailed link: workspace, inviter, role and status',
          tags: ['workspace'],
          description: "Public (the link is the secret); 404 'This invitation link is not valid.'",
          responses: { 200: json(invitationPreviewSchema) },
        }),
        validate('param', invitationTokenParam),
        async (c) => {
          const { db } = c.get('deps').database;
          return c.json(await previewInvitation(db, c.req.valid('param').token));
        },
      )
      // POST /api/invitations/:token/accept – join the workspace as the signed-in brand account
      .post(
        '/:token/accept',
        describe({
          summary: 'Accept an invitation and join its brand workspace',
          tags: ['workspace'],
          description:
            "Signed in with the invited address and a brand account. 409 when the invitation is expired, revoked or accepted, or the person already belongs to a workspace that is not an empty one of their own; 403 'Team Member Limit Reached' when the workspace is full.",
          responses: { 200: json(acceptedInvitationSchema, 'Joined') },
        }),
        requireUser,
        validate('param', invitationTokenParam),
        async (c) => {
          const user = signedInUser(c);
          return c.json(await acceptInvitation(c.get('deps'), user, c.req.valid('param').token));
        },
      )
  );
}
