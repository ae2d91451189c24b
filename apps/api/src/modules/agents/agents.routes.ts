import {
  representationIdParam,
  representationListSchema,
  representationResultSchema,
  requestRepresentationInput,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireRole, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { answerRepresentation, endRepresentation } from './answer-representation';
import { listRepresentations } from './representation-view';
import { requestRepresentation } from './request-representation';

const AGENT_TYPES = ['agent', 'agency'] as const;

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['agents'], responses });

// Mounted at /api/agents.
export function agentsRoutes() {
  const agent = requireRole(...AGENT_TYPES);
  const creator = requireRole('creator');
  const eitherSide = requireRole('creator', ...AGENT_TYPES);
  return (
    new Hono<AppEnv>()
      // GET /api/agents/representations – the agent's requests, or the requests a creator got
      .get(
        '/representations',
        documented("The agent's representation requests, or those a creator got", {
          200: json(representationListSchema),
        }),
        eitherSide,
        async (c) => {
          const side = c.get('userType') === 'creator' ? 'creator' : 'agent';
          return c.json(await listRepresentations(c.get('deps').database.db, signedInUser(c).id, side));
        },
      )
      // POST /api/agents/representations – an agent asks a creator (by e-mail) to represent them
      .post(
        '/representations',
        documented('An agent asks a creator (by e-mail) to let it represent them', {
          201: json(representationResultSchema, 'Requested'),
        }),
        agent,
        validate('json', requestRepresentationInput),
        async (c) => {
          return c.json(
            await requestRepresentation(c.get('deps'), signedInUser(c).id, c.req.valid('json')),
            201,
          );
        },
      )
      // POST /api/agents/representations/:id/accept – the creator accepts a pending request
      .post(
        '/representations/:id/accept',
        documented('The creator accepts a pending representation request', {
          200: json(representationResultSchema),
        }),
        creator,
        validate('param', representationIdParam),
        async (c) => {
          const { id } = c.req.valid('param');
          return c.json(await answerRepresentation(c.get('deps'), signedInUser(c).id, id, 'accepted'));
        },
      )
      // POST /api/agents/representations/:id/decline – the creator declines a pending request
      .post(
        '/representations/:id/decline',
        documented('The creator declines a pending representation request', {
          200: json(representationResultSchema),
        }),
        creator,
        validate('param', representationIdParam),
        async (c) => {
          const { id } = c.req.valid('param');
          return c.json(await answerRepresentation(c.get('deps'), signedInUser(c).id, id, 'declined'));
        },
      )
      // DELETE /api/agents/representations/:id – either side ends it (or withdraws a request)
      .delete(
        '/representations/:id',
        documented('Either side ends a representation (or the agent withdraws its request)', {
          204: { description: 'Ended' },
        }),
        eitherSide,
        validate('param', representationIdParam),
        async (c) => {
          await endRepresentation(c.get('deps'), signedInUser(c).id, c.req.valid('param').id);
          return c.body(null, 204);
        },
      )
  );
}
