import {
  calendarEventInput,
  calendarItemSchema,
  calendarResponseSchema,
  calendarSubscriptionSchema,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { requireRole, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { networkKeyOf } from '../redemption/redemption-client';
import { calendarItemIcs } from './calendar-ics';
import { findCalendarItem, listCalendarItems, type CalendarOwner } from './calendar-items';
import {
  CALENDAR_USER_TYPES,
  createSubscription,
  feedNotFound,
  getSubscription,
  isFeedToken,
  renderFeed,
  revokeSubscription,
} from './calendar-subscription';
import { requireFeedAllowance } from './feed-allowance';
import { createOwnEvent, deleteOwnEvent, updateOwnEvent } from './own-events';

const documented = (summary: string, responses: RouteSpec['responses'], description?: string) =>
  describe({ summary, tags: ['calendar'], responses, description });

/** Any text: a malformed or unknown id answers 404 like another user's (the services check it). */
const eventIdParam = z.object({ id: z.string() });
const itemIdParam = z.object({ itemId: z.string() });
/** The feed's file name, {token}.ics; anything else answers 404 like an unknown token. */
const feedFileParam = z.object({ file: z.string() });
const FEED_FILE = /^(.+)\.ics$/;

const ICS_TYPE = 'text/calendar; charset=utf-8';

const OWN_ONLY = "Another user's event, or an id that is not one, answers 404.";

// Mounted at /api/calendar (issue 21 items 3 and 4): the calendar of creators and agents (their
// own events and the dates of their applications), their own events, the private subscription
// address and its public .ics feed.
export function calendarRoutes() {
  const creatorSide = requireRole(...CALENDAR_USER_TYPES);
  const ownerOf = (c: Parameters<typeof signedInUser>[0]): CalendarOwner => ({
    userId: signedInUser(c).id,
    userType: c.get('userType'),
  });
  return (
    new Hono<AppEnv>()
      // GET /api/calendar – own events and application dates, soonest first
      .get(
        '/',
        documented(
          "The caller's calendar: their own events and the dates of their applications (an agent's: their creators'), from 30 days ago, soonest first",
          { 200: json(calendarResponseSchema) },
        ),
        creatorSide,
        async (c) => c.json({ items: await listCalendarItems(c.get('deps').database.db, ownerOf(c)) }),
      )
      // POST /api/calendar/events – add an own event
      .post(
        '/events',
        documented('Add an own event (meeting, reminder or milestone)', {
          201: json(calendarItemSchema, 'Added'),
        }),
        creatorSide,
        validate('json', calendarEventInput),
        async (c) => {
          const item = await createOwnEvent(
            c.get('deps').database.db,
            signedInUser(c).id,
            c.req.valid('json'),
          );
          return c.json(item, 201);
        },
      )
      // PUT /api/calendar/events/:id – replace an own event
      .put(
        '/events/:id',
        documented('Change an own event', { 200: json(calendarItemSchema) }, OWN_ONLY),
        creatorSide,
        validate('param', eventIdParam),
        validate('json', calendarEventInput),
        async (c) =>
          c.json(
            await updateOwnEvent(
              c.get('deps').database.db,
              signedInUser(c).id,
              c.req.valid('param').id,
              c.req.valid('json'),
            ),
          ),
      )
      // DELETE /api/calendar/events/:id – delete an own event
      .delete(
        '/events/:id',
        documented('Delete an own event', { 204: { description: 'Deleted' } }, OWN_ONLY),
        creatorSide,
        validate('param', eventIdParam),
        async (c) => {
          await deleteOwnEvent(c.get('deps').database.db, signedInUser(c).id, c.req.valid('param').id);
          return c.body(null, 204);
        },
      )
      // GET /api/calendar/items/:itemId/ics – one item as an .ics file
      .get(
        '/items/:itemId/ics',
        documented(
          'One item of the caller’s calendar as an iCalendar file (one VEVENT) to open in a calendar app',
          { 200: { description: 'The item as an .ics attachment', media: 'text/calendar' } },
          'An item the caller’s calendar does not hold answers 404.',
        ),
        creatorSide,
        validate('param', itemIdParam),
        async (c) => {
          const deps = c.get('deps');
          const item = await findCalendarItem(deps.database.db, ownerOf(c), c.req.valid('param').itemId);
          const file = calendarItemIcs(item, deps.publicUrl);
          return c.body(file.body, 200, {
            'Content-Type': ICS_TYPE,
            'Content-Disposition': `attachment; filename="${file.fileName}"`,
            'Cache-Control': 'private, no-store',
          });
        },
      )
      // GET /api/calendar/subscription – whether a subscription address exists
      .get(
        '/subscription',
        documented('Whether the caller has a calendar subscription address, and how many events it holds', {
          200: json(calendarSubscriptionSchema),
        }),
        creatorSide,
        async (c) => c.json(await getSubscription(c.get('deps'), ownerOf(c))),
      )
      // POST /api/calendar/subscription – a new address, replacing the old one
      .post(
        '/subscription',
        documented(
          'Create the private subscription address (an .ics feed), replacing any earlier one',
          { 201: json(calendarSubscriptionSchema, 'Created: the only answer that shows the address') },
          'The earlier address, if any, stops working at once.',
        ),
        creatorSide,
        async (c) => c.json(await createSubscription(c.get('deps'), ownerOf(c)), 201),
      )
      // DELETE /api/calendar/subscription – revoke the address
      .delete(
        '/subscription',
        documented('Revoke the subscription address: calendars using it stop updating', {
          200: json(calendarSubscriptionSchema),
        }),
        creatorSide,
        async (c) => c.json(await revokeSubscription(c.get('deps'), ownerOf(c))),
      )
      // GET /api/calendar/feed/:token.ics – the public feed calendar apps subscribe to
      .get(
        '/feed/:file',
        documented(
          'The subscription feed (iCalendar): the calendar of the address’s owner, for calendar apps; no sign-in, the secret address is the key',
          { 200: { description: 'The calendar', media: 'text/calendar' } },
          'An unknown or revoked address answers 404 (the same either way); 429 past the allowance of the address or the network.',
        ),
        validate('param', feedFileParam),
        async (c) => {
          const deps = c.get('deps');
          const token = FEED_FILE.exec(c.req.valid('param').file)?.[1];
          if (!token || !isFeedToken(token)) throw feedNotFound();
          await requireFeedAllowance(deps, token, networkKeyOf(c));
          const body = await renderFeed(deps, token);
          return c.body(body, 200, {
            'Content-Type': ICS_TYPE,
            'Content-Disposition': 'inline; filename="partnerly.ics"',
            'Cache-Control': 'private, no-cache',
            'X-Robots-Tag': 'noindex',
          });
        },
      )
  );
}
