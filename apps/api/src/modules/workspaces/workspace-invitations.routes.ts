import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireBrand } from '../../middleware/guards';

// Mounted at /api/workspace/invitations: owners and managers invite people by e-mail, resend
// and revoke invitations.
export function workspaceInvitationsRoutes() {
  return new Hono<AppEnv>().use('*', ...requireBrand());
}
