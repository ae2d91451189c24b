import {
  REDEMPTION_FAILURE_MESSAGES,
  redeemInput,
  redeemResultSchema,
  redemptionCodeParam,
  redemptionPageSchema,
  redemptionRefusalSchema,
  type RedemptionRefusal,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { streamUserEvents } from '../events/event-stream';
import { codeLiveKey } from '../private-codes/code-live';
import { getRedemptionCodeOrThrow, getRedemptionPage } from './get-redemption-page';
import { redeemCode } from './redeem-code';
import { redemptionClientOf } from './redemption-client';
import { redemptionReminder } from './redemption-reminder';

// The public redemption page's API (issue 18 items 4 and 5), open without sign-in: its data,
// the redemption, the code's live state and its calendar reminder. Every route takes one
// request of the calling network's allowance (429 'Too many attempts from this network...').

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['redemption'], responses });

// Mounted at /api/redeem.
export function redemptionRoutes() {
  return (
    new Hono<AppEnv>()
      // GET /api/redeem/:code – what the public page shows; gives the device its cookie
      .get(
        '/:code',
        documented(
          "The public page's data: outcome (not_found, inactive, exhausted, active), offer, whether this device redeemed it; sets the signed device cookie when absent",
          { 200: json(redemptionPageSchema) },
        ),
        validate('param', redemptionCodeParam),
        async (c) => {
          const client = await redemptionClientOf(c, { ensureDevice: true });
          const page = await getRedemptionPage(c.get('deps'), client, c.req.valid('param').code);
          // Per device, live, and it may set a cookie: never stored by a cache.
          c.header('Cache-Control', 'private, no-store');
          return c.json(page);
        },
      )
      // POST /api/redeem/:code – redeem the code on this device
      .post(
        '/:code',
        documented(
          "Redeem the code on this device (one success per device, at most max uses in all). 409 names the refusal in error.reason: already_redeemed, exhausted, expired or inactive, with the spec's message; 400 without the page's device cookie; 404 unknown code; 429 past the network's attempts",
          {
            200: json(redeemResultSchema, 'Redeemed: the uses left after this one'),
            409: json(redemptionRefusalSchema, 'Refused; error.reason says why'),
          },
        ),
        validate('param', redemptionCodeParam),
        validate('json', redeemInput),
        async (c) => {
          const outcome = await redeemCode(c.get('deps'), await redemptionClientOf(c), {
            code: c.req.valid('param').code,
            fingerprint: c.req.valid('json').fingerprint,
          });
          c.header('Cache-Control', 'no-store');
          if (outcome.isRedeemed) return c.json(outcome.result);
          const refusal: RedemptionRefusal = {
            error: {
              code: 'CONFLICT',
              message: REDEMPTION_FAILURE_MESSAGES[outcome.reason],
              reason: outcome.reason,
            },
          };
          return c.json(refusal, 409);
        },
      )
      // GET /api/redeem/:code/events – the code's live remaining uses and status (SSE)
      .get(
        '/:code/events',
        documented(
          "The code's live state as Server-Sent Events: `ready`, then `redemption.state` { remainingUses, status } after each change, until the client or the server closes",
          {
            200: { description: 'Events until the client or the server closes', media: 'text/event-stream' },
          },
        ),
        validate('param', redemptionCodeParam),
        async (c) => {
          const deps = c.get('deps');
          const code = await getRedemptionCodeOrThrow(
            deps,
            await redemptionClientOf(c),
            c.req.valid('param').code,
          );
          // Reverse proxies (nginx) would otherwise buffer the stream.
          c.header('X-Accel-Buffering', 'no');
          return streamSSE(c, (stream) =>
            streamUserEvents(stream, deps.events, codeLiveKey(code.id), {
              until: deps.draining,
              readyData: { code: code.code },
            }),
          );
        },
      )
      // GET /api/redeem/:code/reminder.ics – a calendar reminder one day before the code expires
      .get(
        '/:code/reminder.ics',
        documented(
          'A calendar reminder (iCalendar): one hour, one day before the code expires; 404 for a code without expiry',
          { 200: { description: 'The reminder as an .ics attachment', media: 'text/calendar' } },
        ),
        validate('param', redemptionCodeParam),
        async (c) => {
          const deps = c.get('deps');
          const code = await getRedemptionCodeOrThrow(
            deps,
            await redemptionClientOf(c),
            c.req.valid('param').code,
          );
          const reminder = redemptionReminder(code, deps.publicUrl);
          return c.body(reminder.body, 200, {
            'Content-Type': 'text/calendar; charset=utf-8',
            'Content-Disposition': `attachment; filename="${reminder.fileName}"`,
            'Cache-Control': 'no-cache',
          });
        },
      )
  );
}
