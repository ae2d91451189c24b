import {
  campaignIdParam,
  checkInCodeInput,
  checkInResultSchema,
  eventCheckInListSchema,
  eventPassSchema,
  pointsSummarySchema,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireBrand, requireRole, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { workspaceOf } from '../workspaces/workspaces.guards';
import { checkInCreator, validateCheckIn } from './check-in';
import { getEventPass } from './event-pass';
import { listEventCheckIns } from './list-check-ins';
import { getPointsSummary } from './points-summary';

const documented = (summary: string, responses: RouteSpec['responses'], description?: string) =>
  describe({ summary, tags: ['check-ins'], responses, description });

const STAFF =
  'For the people of the brand workspace who may work on the campaign (owners, managers, and members assigned to its brand profile); another workspace’s campaign answers 404.';

// Mounted at /api/campaigns (issue 20, decision 0066): personal event passes for
// approved creators of onsite and event campaigns, and the brand's validator that checks them
// in once, awarding 15 points when the campaign's point rewards are on.
export function checkInsRoutes() {
  const brand = requireBrand();
  return (
    new Hono<AppEnv>()
      // GET /api/campaigns/:id/event-pass – the creator's personal pass, with its QR image
      .get(
        '/:id/event-pass',
        documented(
          "The signed-in creator's personal pass to an onsite or event campaign they are approved for",
          { 200: json(eventPassSchema) },
          'Made on first request. 404 unless the creator’s application is approved (or in progress) on an onsite or event campaign.',
        ),
        requireRole('creator'),
        validate('param', campaignIdParam),
        async (c) =>
          c.json(await getEventPass(c.get('deps').database.db, signedInUser(c).id, c.req.valid('param').id)),
      )
      // POST /api/campaigns/:id/check-ins/validate – whose pass it is, and whether it was scanned
      .post(
        '/:id/check-ins/validate',
        documented(
          'Validate a pass at the door: its creator and whether they were checked in already',
          { 200: json(checkInResultSchema) },
          `${STAFF} A text that is not a pass of this campaign answers 400 with fields.code.`,
        ),
        ...brand,
        validate('param', campaignIdParam),
        validate('json', checkInCodeInput),
        async (c) =>
          c.json(
            await validateCheckIn(
              c.get('deps').database.db,
              await workspaceOf(c),
              c.req.valid('param').id,
              c.req.valid('json').code,
            ),
          ),
      )
      // POST /api/campaigns/:id/check-ins – check the pass's creator in, awarding the points once
      .post(
        '/:id/check-ins',
        documented(
          'Check a creator in with their pass; with point rewards on, award them 15 points (verified brands only)',
          { 201: json(checkInResultSchema, 'Checked in') },
          `${STAFF} Once per creator and event: a second scan, concurrent or not, answers 409.`,
        ),
        ...brand,
        validate('param', campaignIdParam),
        validate('json', checkInCodeInput),
        async (c) => {
          const result = await checkInCreator(
            c.get('deps'),
            await workspaceOf(c),
            c.req.valid('param').id,
            c.req.valid('json').code,
          );
          return c.json(result, 201);
        },
      )
      // GET /api/campaigns/:id/check-ins – the event's check-ins, newest first
      .get(
        '/:id/check-ins',
        documented(
          "The event's check-ins, newest first, and how many creators are approved for it",
          { 200: json(eventCheckInListSchema) },
          STAFF,
        ),
        ...brand,
        validate('param', campaignIdParam),
        async (c) =>
          c.json(
            await listEventCheckIns(c.get('deps').database.db, await workspaceOf(c), c.req.valid('param').id),
          ),
      )
  );
}

// Mounted at /api/points: the creator's Points Tracker.
export function pointsRoutes() {
  return new Hono<AppEnv>().get(
    '/',
    documented("The signed-in creator's points balance and their latest check-ins", {
      200: json(pointsSummarySchema),
    }),
    requireRole('creator'),
    async (c) => c.json(await getPointsSummary(c.get('deps').database.db, signedInUser(c).id)),
  );
}
