import {
  adminUserDetailSchema,
  adminUserListQuery,
  adminUserListSchema,
  adminUserParam,
  adminUserSchema,
  adminUserSuspendInput,
  adminUserUpdateInput,
} from '@partnerly/contracts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../middleware/admin-guard';
import { signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { getAdminUser } from './get-admin-user';
import { listAdminUsers } from './list-admin-users';
import { reinstateAdminUser, suspendAdminUser } from './suspend-admin-user';
import { updateAdminUser, type AdminActor } from './update-admin-user';

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['admin'], responses });

const actorOf = (c: Context<AppEnv>): AdminActor => ({ userId: signedInUser(c).id });

// Mounted at /api/admin/users: the admin console's Users tab (issue 19 item 3). Every admin
// reads; only super admins change accounts (decision 0059). The guards answer before the input
// is validated.
export function adminUsersRoutes() {
  const superAdmins = requireAdmin('super_admin');
  return (
    new Hono<AppEnv>()
      // GET /api/admin/users – search, filter and page through every account, newest first
      .get(
        '/',
        documented('Every account, newest first: search, filters, 25 a page', {
          200: json(adminUserListSchema, 'One page and the total'),
        }),
        requireAdmin(),
        validate('query', adminUserListQuery),
        async (c) => c.json(await listAdminUsers(c.get('deps'), c.req.valid('query'))),
      )
      // GET /api/admin/users/:id – one account and what admins did to it
      .get(
        '/:id',
        documented('One account and its history of admin actions, newest first', {
          200: json(adminUserDetailSchema, 'The account and its history'),
        }),
        requireAdmin(),
        validate('param', adminUserParam),
        async (c) => c.json(await getAdminUser(c.get('deps'), c.req.valid('param').id)),
      )
      // PATCH /api/admin/users/:id – Edit User: names, e-mail, user type, verification status
      .patch(
        '/:id',
        documented('Edit User (super admins): writes the changed fields and one audit row', {
          200: json(adminUserSchema, 'The account as saved'),
        }),
        superAdmins,
        validate('param', adminUserParam),
        validate('json', adminUserUpdateInput),
        async (c) =>
          c.json(
            await updateAdminUser(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('json')),
          ),
      )
      // POST /api/admin/users/:id/suspend – suspend with a reason: sign-in refused, sessions ended
      .post(
        '/:id/suspend',
        documented('Suspend an account (super admins): its sessions end, sign-in is refused', {
          200: json(adminUserSchema, 'The suspended account'),
        }),
        superAdmins,
        validate('param', adminUserParam),
        validate('json', adminUserSuspendInput),
        async (c) =>
          c.json(
            await suspendAdminUser(
              c.get('deps'),
              actorOf(c),
              c.req.valid('param').id,
              c.req.valid('json').reason,
            ),
          ),
      )
      // POST /api/admin/users/:id/reinstate – end a suspension
      .post(
        '/:id/reinstate',
        documented('Reinstate a suspended account (super admins)', {
          200: json(adminUserSchema, 'The reinstated account'),
        }),
        superAdmins,
        validate('param', adminUserParam),
        async (c) => c.json(await reinstateAdminUser(c.get('deps'), actorOf(c), c.req.valid('param').id)),
      )
  );
}
