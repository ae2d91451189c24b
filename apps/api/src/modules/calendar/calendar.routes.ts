import { calendarEventInput, calendarItemSchema, calendarResponseSchema } from '@partnerly/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { requireRole, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { listCalendarItems, type CalendarOwner } from './calendar-items';
import { createOwnEvent, deleteOwnEvent, updateOwnEvent } from './own-events';

const documented = (summary: string, responses: RouteSpec['responses'], description?: string) =>
  describe({ summary, tags: ['calendar'], responses, description });

/** Any text: a malformed id answers 404 like another user's (the service checks it). */
const eventIdParam = z.object({ id: z.string().max(100) });

const OWN_ONLY = "Another user's event, or an id that is not one, answers 404.";

// Mounted at /api/calendar (issue 21 items 3 and 4): the calendar of creators and agents (their
// own events and the dates of their applications), their own events, the private subscription
// address and its public .ics feed.
export function calendarRoutes() {
  const creatorSide = requireRole('creator', 'agent', 'agency');
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
  );
}
