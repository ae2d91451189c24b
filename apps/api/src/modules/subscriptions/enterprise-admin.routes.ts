import {
  ENTERPRISE_ADMIN_MESSAGES,
  enterpriseGrantInput,
  enterpriseGrantResultSchema,
  enterpriseWorkspaceListQuery,
  enterpriseWorkspaceListSchema,
  enterpriseWorkspaceParam,
  adminLimitRequestListSchema,
  limitRequestDecisionSchema,
  limitRequestDeclineInput,
  limitRequestListQuery,
  limitRequestParam,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../middleware/admin-guard';
import { AppError } from '../../middleware/errors';
import { signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import {
  findEnterpriseWorkspace,
  findLimitRequest,
  listEnterpriseWorkspaces,
  listLimitRequests,
} from './enterprise/enterprise-admin-lists';
import { grantEnterprise } from './enterprise/grant-enterprise';
import { approveLimitRequest, declineLimitRequest } from './enterprise/review-limit-request';

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['admin'], responses });

// Mounted at /api/admin/enterprise: the console's Enterprise tab (issue 19 item 8). Every admin
// reads it; only super admins grant plans and answer limit requests (decision 0059: money is
// theirs). The guards answer before the input is validated.
export function enterpriseAdminRoutes() {
  const admins = requireAdmin();
  const superAdmins = requireAdmin('super_admin');
  return (
    new Hono<AppEnv>()
      // GET /api/admin/enterprise/workspaces – brand workspaces with their subscription and limits
      .get(
        '/workspaces',
        documented('Brand workspaces with their plan, its end and the limits that apply now', {
          200: json(enterpriseWorkspaceListSchema, 'One page and the total'),
        }),
        admins,
        validate('query', enterpriseWorkspaceListQuery),
        async (c) => c.json(await listEnterpriseWorkspaces(c.get('deps'), c.req.valid('query'))),
      )
      // POST /api/admin/enterprise/workspaces/:workspaceId/grant – grant or extend Enterprise
      .post(
        '/workspaces/:workspaceId/grant',
        documented('Grant or extend the Enterprise plan with custom limits and an end date (super admins)', {
          200: json(enterpriseGrantResultSchema, 'The workspace with its new plan'),
        }),
        superAdmins,
        validate('param', enterpriseWorkspaceParam),
        validate('json', enterpriseGrantInput),
        async (c) => {
          const deps = c.get('deps');
          const { workspaceId } = c.req.valid('param');
          const { isExtension } = await grantEnterprise(
            deps,
            signedInUser(c).id,
            workspaceId,
            c.req.valid('json'),
          );
          const workspace = await findEnterpriseWorkspace(deps.database.db, workspaceId);
          if (!workspace) throw new AppError('NOT_FOUND', ENTERPRISE_ADMIN_MESSAGES.workspaceNotFound);
          return c.json({
            workspace,
            message: isExtension ? ENTERPRISE_ADMIN_MESSAGES.extended : ENTERPRISE_ADMIN_MESSAGES.granted,
          });
        },
      )
      // GET /api/admin/enterprise/limit-requests – the brands' limit requests, pending first
      .get(
        '/limit-requests',
        documented('Enterprise limit requests: pending first, with the brand’s limits now', {
          200: json(adminLimitRequestListSchema, 'One page, the total and the pending count'),
        }),
        admins,
        validate('query', limitRequestListQuery),
        async (c) => c.json(await listLimitRequests(c.get('deps'), c.req.valid('query'))),
      )
      // POST /api/admin/enterprise/limit-requests/:id/approve – apply the requested limits
      .post(
        '/limit-requests/:id/approve',
        documented('Approve a limit request: its figures become the brand’s custom limits (super admins)', {
          200: json(limitRequestDecisionSchema, 'Approved'),
        }),
        superAdmins,
        validate('param', limitRequestParam),
        async (c) => {
          const deps = c.get('deps');
          const { id } = c.req.valid('param');
          await approveLimitRequest(deps, signedInUser(c).id, id);
          const request = await findLimitRequest(deps.database.db, id);
          return c.json({ request: request!, message: ENTERPRISE_ADMIN_MESSAGES.approved });
        },
      )
      // POST /api/admin/enterprise/limit-requests/:id/decline – decline with the reason the brand reads
      .post(
        '/limit-requests/:id/decline',
        documented('Decline a limit request with a reason the brand receives (super admins)', {
          200: json(limitRequestDecisionSchema, 'Declined'),
        }),
        superAdmins,
        validate('param', limitRequestParam),
        validate('json', limitRequestDeclineInput),
        async (c) => {
          const deps = c.get('deps');
          const { id } = c.req.valid('param');
          await declineLimitRequest(deps, signedInUser(c).id, id, c.req.valid('json').reason);
          const request = await findLimitRequest(deps.database.db, id);
          return c.json({ request: request!, message: ENTERPRISE_ADMIN_MESSAGES.declined });
        },
      )
  );
}
