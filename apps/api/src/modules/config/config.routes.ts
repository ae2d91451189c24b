import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { publicConfigOf } from './config.service';

// Mounted at /api/config.
export function configRoutes() {
  // GET /api/config – public switches of this installation (Google sign-in, local outbox)
  return new Hono<AppEnv>().get('/', (c) => c.json(publicConfigOf(c.get('deps'))));
}
