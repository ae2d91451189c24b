import { chatStatusQuery, chatStatusSchema } from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireRole } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { callerOf, MESSAGING_USER_TYPES } from './caller';
import { chatStatusWith } from './chat-status';

// Mounted at /api/chat-requests beside the requests themselves (issue 22 item 2): what the
// 'Message' button beside a creator does for the caller.
export function chatStatusRoutes() {
  return (
    new Hono<AppEnv>()
      // GET /api/chat-requests/status?creatorId= – the caller's side and one creator, outside applications
      .get(
        '/status',
        describe({
          summary:
            'Where the caller stands with a creator: an open direct conversation, a chat request to send, or why not',
          tags: ['messaging'],
          responses: { 200: json(chatStatusSchema) },
          description:
            "Brands (owners and managers, for their workspace) and agents; others get 403. 404: no such creator. connected names the direct conversation; pending, cooling_off (with canAskAgainAt), not_accepting ('Allow messages' off) and blocked are the refusals POST /api/chat-requests would answer.",
        }),
        requireRole(...MESSAGING_USER_TYPES),
        validate('query', chatStatusQuery),
        async (c) =>
          c.json(
            await chatStatusWith(
              c.get('deps').database.db,
              await callerOf(c),
              c.req.valid('query').creatorId,
            ),
          ),
      )
  );
}
