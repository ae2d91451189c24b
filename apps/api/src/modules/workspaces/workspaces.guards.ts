import { type WorkspaceRole } from '@partnerly/contracts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { AppError } from '../../middleware/errors';
import { signedInUser } from '../../middleware/guards';
import { ensureWorkspace, type Membership } from './membership';

/**
 * The brand workspace the signed-in brand user works in (their own new one if they belong to
 * none), resolved on first use and kept in c.var.workspace for the rest of the request. Read
 * fresh on every request, so a removed member loses access on their next request. For brand
 * users (put it after requireBrand / requireRole('brand')).
 */
export async function workspaceOf(c: Context<AppEnv>): Promise<Membership> {
  const resolved = c.get('workspace');
  if (resolved) return resolved;
  const membership = await ensureWorkspace(c.get('deps').database.db, signedInUser(c).id);
  c.set('workspace', membership);
  return membership;
}

/** The workspace id of the request (see workspaceOf). */
export async function workspaceIdOf(c: Context<AppEnv>): Promise<string> {
  return (await workspaceOf(c)).workspaceId;
}

/** 403 with `message` unless the caller's role in the workspace is one of `roles`. */
export function requireWorkspaceRole(roles: readonly WorkspaceRole[], message: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const membership = await workspaceOf(c);
    if (!roles.includes(membership.role)) throw new AppError('FORBIDDEN', message);
    await next();
  });
}
