import { publicConfigSchema } from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { describe, json } from '../../openapi/describe';
import { isLocalClient } from '../auth/client-ip';
import { publicConfigOf } from './config.service';

// Mounted at /api/config.
export function configRoutes() {
  // GET /api/config – public switches of this installation (Google sign-in, local outbox)
  return new Hono<AppEnv>().get(
    '/',
    describe({
      summary: 'Public switches of this installation (Google sign-in, local outbox)',
      tags: ['config'],
      responses: { 200: json(publicConfigSchema) },
    }),
    (c) => {
      const deps = c.get('deps');
      return c.json(publicConfigOf(deps, { isLocal: isLocalClient(c, deps.env.TRUSTED_PROXY) }));
    },
  );
}
