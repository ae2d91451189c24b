import {
  myVerificationSchema,
  requestVerificationInput,
  verificationRequestSchema,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { getMyVerification } from './get-my-verification';
import { requestVerification } from './request-verification';
import { requesterOf } from './verification-standing';

const documented = (summary: string, responses: RouteSpec['responses'], description?: string) =>
  describe({ summary, tags: ['verifications'], responses, description });

// Mounted at /api/verification-requests (issue 19 item 4): creators, brands (owners) and agents
// ask to be verified; admins decide in /api/admin/verifications.
export function verificationRequestsRoutes() {
  return (
    new Hono<AppEnv>()
      // GET /api/verification-requests/mine – the caller's verification and latest request
      .get(
        '/mine',
        documented("The caller's verification status, latest request and whether they may send one", {
          200: json(myVerificationSchema),
        }),
        requireUser,
        async (c) => {
          const { db } = c.get('deps').database;
          return c.json(await getMyVerification(db, await requesterOf(db, signedInUser(c).id)));
        },
      )
      // POST /api/verification-requests – ask to be verified
      .post(
        '/',
        documented(
          'Ask to be verified: creators with a platform profile, brand owners and agents with a trade licence',
          { 201: json(verificationRequestSchema, 'Sent') },
          'One pending request at a time (409); a verified account or brand gets 409; admins 403. The screenshot or document is an upload of the caller with purpose verification-document.',
        ),
        requireUser,
        validate('json', requestVerificationInput),
        async (c) => {
          const deps = c.get('deps');
          const requester = await requesterOf(deps.database.db, signedInUser(c).id);
          return c.json(await requestVerification(deps, requester, c.req.valid('json')), 201);
        },
      )
  );
}
