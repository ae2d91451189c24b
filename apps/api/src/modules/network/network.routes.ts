import {
  addToNetworkInput,
  inviteFromNetworkInput,
  networkChangeSchema,
  networkCreatorParam,
  networkIdsSchema,
  networkListSchema,
  WORKSPACE_MESSAGES,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireBrand, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { requireWorkspaceRole, workspaceIdOf, workspaceOf } from '../workspaces/workspaces.guards';
import { addToNetwork, removeFromNetwork } from './change-network';
import { inviteFromNetwork } from './invite-from-network';
import { listNetwork, listNetworkIds } from './list-network';

/** The network is the whole workspace's (every brand profile's private campaigns): owners and managers change it. */
const requireManager = requireWorkspaceRole(['owner', 'manager'], WORKSPACE_MESSAGES.managersOnly);

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['network'], responses });

// Mounted at /api/network (issue 16 item 7): the brand workspace's favourite creators.
export function networkRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', ...requireBrand())
      // GET /api/network – the favourites with their profile, performance and work with the brand
      .get(
        '/',
        documented(
          "The workspace's favourite creators, newest first, with their performance over its completed results",
          { 200: json(networkListSchema) },
        ),
        async (c) =>
          c.json(await listNetwork(c.get('deps').database.db, await workspaceIdOf(c), signedInUser(c).id)),
      )
      // GET /api/network/ids – who is a favourite (the 'Add to network' buttons)
      .get(
        '/ids',
        documented("The ids of the workspace's favourite creators", { 200: json(networkIdsSchema) }),
        async (c) => c.json(await listNetworkIds(c.get('deps').database.db, await workspaceIdOf(c))),
      )
      // POST /api/network – add a creator (owners and managers); adding twice keeps one
      .post(
        '/',
        documented('Add a creator to the network (owners and managers); 200 when already in it', {
          201: json(networkChangeSchema, 'Added'),
          200: json(networkChangeSchema, 'Already in the network'),
        }),
        requireManager,
        validate('json', addToNetworkInput),
        async (c) => {
          const { creatorId } = c.req.valid('json');
          const { isNew, change } = await addToNetwork(c.get('deps'), await workspaceOf(c), creatorId);
          return c.json(change, isNew ? 201 : 200);
        },
      )
      // DELETE /api/network/:creatorId – remove a creator (owners and managers)
      .delete(
        '/:creatorId',
        documented('Remove a creator from the network (owners and managers)', {
          204: { description: 'Removed' },
        }),
        requireManager,
        validate('param', networkCreatorParam),
        async (c) => {
          await removeFromNetwork(c.get('deps'), await workspaceOf(c), c.req.valid('param').creatorId);
          return c.body(null, 204);
        },
      )
      // POST /api/network/:creatorId/invite – invite a favourite to an active private campaign
      .post(
        '/:creatorId/invite',
        documented(
          "Invite a favourite to one of the workspace's active private campaigns (bell and e-mail by their preference)",
          { 200: json(networkChangeSchema, 'Invited') },
        ),
        validate('param', networkCreatorParam),
        validate('json', inviteFromNetworkInput),
        async (c) =>
          c.json(
            await inviteFromNetwork(
              c.get('deps'),
              await workspaceOf(c),
              c.req.valid('param').creatorId,
              c.req.valid('json').campaignId,
            ),
          ),
      )
  );
}
