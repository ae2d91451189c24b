import {
  updateWorkspaceMemberInput,
  WORKSPACE_MESSAGES,
  workspaceActivityPageSchema,
  workspaceActivityQuery,
  workspaceMemberParam,
  workspaceMemberSchema,
  workspaceSchema,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireBrand } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { getWorkspace } from './get-workspace';
import { listWorkspaceActivity } from './list-activity';
import { leaveWorkspace, removeWorkspaceMember } from './remove-member';
import { updateWorkspaceMember } from './update-member';
import { requireWorkspaceRole, workspaceOf } from './workspaces.guards';

const requireOwner = requireWorkspaceRole(['owner'], WORKSPACE_MESSAGES.ownersOnly);

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['workspace'], responses });

// Mounted at /api/workspace: the signed-in brand user's workspace, its people and activity.
export function workspaceRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', ...requireBrand())
      // GET /api/workspace – the caller's workspace, role, seats, people and (owners, managers) invitations
      .get(
        '/',
        documented("The caller's brand workspace: role, seats, people and open invitations", {
          200: json(workspaceSchema),
        }),
        async (c) => c.json(await getWorkspace(c.get('deps').database.db, await workspaceOf(c))),
      )
      // PATCH /api/workspace/members/:userId – change a person's role or assigned brand profiles (owners)
      .patch(
        '/members/:userId',
        documented("Change a person's role or assigned brand profiles (owners only)", {
          200: json(workspaceMemberSchema),
        }),
        requireOwner,
        validate('param', workspaceMemberParam),
        validate('json', updateWorkspaceMemberInput),
        async (c) =>
          c.json(
            await updateWorkspaceMember(
              c.get('deps'),
              await workspaceOf(c),
              c.req.valid('param').userId,
              c.req.valid('json'),
            ),
          ),
      )
      // DELETE /api/workspace/members/:userId – remove a person from the workspace (owners)
      .delete(
        '/members/:userId',
        documented('Remove a person from the workspace (owners only; not yourself)', {
          204: { description: 'Removed' },
        }),
        requireOwner,
        validate('param', workspaceMemberParam),
        async (c) => {
          await removeWorkspaceMember(c.get('deps'), await workspaceOf(c), c.req.valid('param').userId);
          return c.body(null, 204);
        },
      )
      // POST /api/workspace/leave – leave the workspace (the last owner cannot)
      .post(
        '/leave',
        documented('Leave the workspace (the last owner cannot)', { 204: { description: 'Left' } }),
        async (c) => {
          await leaveWorkspace(c.get('deps'), await workspaceOf(c));
          return c.body(null, 204);
        },
      )
      // GET /api/workspace/activity?before= – who did what, newest first, 30 a page (owners)
      .get(
        '/activity',
        documented('Who did what in the workspace, newest first (owners only)', {
          200: json(workspaceActivityPageSchema),
        }),
        requireOwner,
        validate('query', workspaceActivityQuery),
        async (c) =>
          c.json(
            await listWorkspaceActivity(
              c.get('deps').database.db,
              (await workspaceOf(c)).workspaceId,
              c.req.valid('query').before,
            ),
          ),
      )
  );
}
