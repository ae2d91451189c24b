import {
  applicationDisputesSchema,
  applicationIdParam,
  openDisputeInput,
  openDisputeResultSchema,
} from '@partnerly/contracts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { requireRole, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import type { Actor } from '../applications/applications.types';
import { workspaceOf } from '../workspaces/workspaces.guards';
import { listApplicationDisputes } from './list-application-disputes';
import { openDispute } from './open-dispute';

/** The caller; a brand user acts for their workspace. */
async function actorOf(c: Context<AppEnv>): Promise<Actor> {
  const userType = c.get('userType');
  const actor: Actor = { userId: signedInUser(c).id, userType };
  return userType === 'brand' ? { ...actor, workspace: await workspaceOf(c) } : actor;
}

// Mounted at /api/applications/:id/disputes: the disputes of one application, for its two
// sides (admins read them in the console, and open none).
export function applicationDisputesRoutes() {
  const eitherSide = requireRole('brand', 'creator', 'agent', 'agency');
  return (
    new Hono<AppEnv>()
      // GET /api/applications/:id/disputes – the application's disputes, newest first
      .get(
        '/',
        describe({
          summary: "The application's disputes, newest first, and whether the caller may open one",
          tags: ['disputes'],
          responses: { 200: json(applicationDisputesSchema) },
        }),
        eitherSide,
        validate('param', applicationIdParam),
        async (c) => {
          const { db } = c.get('deps').database;
          return c.json(await listApplicationDisputes(db, await actorOf(c), c.req.valid('param').id));
        },
      )
      // POST /api/applications/:id/disputes – either side opens a dispute (one at a time)
      .post(
        '/',
        describe({
          summary:
            'Open a dispute on an approved application (its creator or their agent, or the brand side that decides on it); one at a time',
          tags: ['disputes'],
          responses: { 201: json(openDisputeResultSchema, 'Opened') },
        }),
        eitherSide,
        validate('param', applicationIdParam),
        validate('json', openDisputeInput),
        async (c) => {
          const result = await openDispute(
            c.get('deps'),
            await actorOf(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          );
          return c.json(result, 201);
        },
      )
  );
}
