import {
  SUPPORT_MESSAGES,
  createSupportRequestInput,
  mySupportRequestsSchema,
  supportRequestSchema,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { AppError } from '../../middleware/errors';
import { signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { createSupportRequest } from './create-support-request';
import { listMySupportRequests } from './list-my-support-requests';

/** 401 in the Help form's words (spec 03: 'Please sign in to submit a support request.'). */
const requireSignIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHENTICATED', SUPPORT_MESSAGES.signInRequired);
  await next();
});

// Mounted at /api/support-requests: Help & Feedback of signed-in users (issue 19 item 7).
export function supportRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireSignIn)
      // POST /api/support-requests – send a help request, feedback, bug report or feature request
      .post(
        '/',
        describe({
          summary: 'Send a Help & Feedback request (stored, e-mailed to the support address)',
          description:
            'Priority is set by the server: high for a bug report, medium otherwise. Ten requests an hour per user.',
          tags: ['support'],
          responses: { 201: json(supportRequestSchema, 'Stored as open') },
        }),
        validate('json', createSupportRequestInput),
        async (c) => {
          const user = signedInUser(c);
          return c.json(await createSupportRequest(c.get('deps'), user.id, c.req.valid('json')), 201);
        },
      )
      // GET /api/support-requests/mine – the caller's requests with their status and answer
      .get(
        '/mine',
        describe({
          summary: 'My support requests, newest first, with status and the support team’s answer',
          tags: ['support'],
          responses: { 200: json(mySupportRequestsSchema, 'The newest 50') },
        }),
        async (c) => c.json(await listMySupportRequests(c.get('deps').database.db, signedInUser(c).id)),
      )
  );
}
