import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireBrand } from '../../middleware/guards';

// Mounted at /api/workspace: the signed-in brand user's workspace, its people and activity.
export function workspaceRoutes() {
  return new Hono<AppEnv>().use('*', ...requireBrand());
}
