import { SUBSCRIPTION_MESSAGES, WORKSPACE_MESSAGES } from '@partnerly/contracts';
import { requireBrand as requireBrandRole } from '../../middleware/guards';
import { requireWorkspaceRole } from '../workspaces/workspaces.guards';

/** Signed-in brand accounts only; 401 with the spec's payment message ('User must be authenticated'). */
export const requireBrand = requireBrandRole(SUBSCRIPTION_MESSAGES.notAuthenticated);

/**
 * Signed-in owners of a brand workspace: billing is theirs (decision 0041 replaces the spec's
 * main-profile rule of section 6).
 */
export const requireSubscriptionManager = [
  ...requireBrand,
  requireWorkspaceRole(['owner'], WORKSPACE_MESSAGES.billingOwnersOnly),
] as const;
