import { adminElevationSchema, adminStepUpInput } from '@partnerly/contracts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../middleware/admin-guard';
import { signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { elevationStatus, endElevation, sendStepUpCode, stepUp, type AdminCaller } from './elevation';

const documented = (summary: string, responses: RouteSpec['responses'], description?: string) =>
  describe({ summary, tags: ['admin'], responses, description });

function callerOf(c: Context<AppEnv>): AdminCaller {
  const user = signedInUser(c);
  return { userId: user.id, sessionId: c.get('session')!.id };
}

// Mounted at /api/admin. The step-up check of the admin console; the console's own routes
// (users, verifications, moderation, ...) sit behind requireAdmin in their modules.
export function adminRoutes() {
  const admins = requireAdmin('admin', { elevated: false });
  return (
    new Hono<AppEnv>()
      // GET /api/admin/elevation – whether this session passed the step-up check (not extended)
      .get(
        '/elevation',
        documented('Whether this admin session is elevated, and until when', {
          200: json(adminElevationSchema, 'The elevation'),
        }),
        admins,
        async (c) => c.json(await elevationStatus(c.get('deps'), callerOf(c))),
      )
      // POST /api/admin/elevation – the step-up check: own password or the e-mailed code
      .post(
        '/elevation',
        documented(
          'Confirm the admin’s identity (password or e-mailed code): elevates this session for 30 minutes of activity',
          { 200: json(adminElevationSchema, 'Elevated') },
        ),
        admins,
        validate('json', adminStepUpInput),
        async (c) => c.json(await stepUp(c.get('deps'), callerOf(c), c.req.valid('json'))),
      )
      // POST /api/admin/elevation/code – e-mail a step-up code to the admin's own address
      .post(
        '/elevation/code',
        documented('E-mail a 6-digit step-up code to the admin (10 minutes, 5 tries)', {
          204: { description: 'Sent' },
        }),
        admins,
        async (c) => {
          await sendStepUpCode(c.get('deps'), callerOf(c));
          return c.body(null, 204);
        },
      )
      // PUT /api/admin/elevation – activity in the console: the 30 minutes start again
      .put(
        '/elevation',
        documented('Activity in the admin console: extends the elevation by 30 minutes', {
          200: json(adminElevationSchema, 'Extended'),
        }),
        requireAdmin(),
        async (c) => c.json(await elevationStatus(c.get('deps'), callerOf(c))),
      )
      // DELETE /api/admin/elevation – Logout of the admin console
      .delete(
        '/elevation',
        documented('Logout of the admin console (the sign-in stays)', { 204: { description: 'Ended' } }),
        admins,
        async (c) => {
          await endElevation(c.get('deps'), callerOf(c));
          return c.body(null, 204);
        },
      )
  );
}
