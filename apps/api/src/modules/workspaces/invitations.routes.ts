import { Hono } from 'hono';
import type { AppEnv } from '../../context';

// Mounted at /api/invitations: invitations to join a brand workspace (the e-mailed link's page
// reads one by its token; the invitee accepts it once signed in). The team's own list, invite,
// resend and revoke live under /api/workspace/invitations (workspace-invitations.routes.ts).
export function invitationsRoutes() {
  return new Hono<AppEnv>();
}
