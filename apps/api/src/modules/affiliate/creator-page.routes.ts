import {
  affiliateEventInput,
  creatorPageParam,
  creatorPageSchema,
  creatorPageViewsInput,
  creatorPageViewsSchema,
  shopRedirectParam,
  shopRedirectQuery,
  trackedEventsSchema,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { getCreatorPage } from './creator-page';
import { followShopLink, recordCreatorPageViews, trackAffiliateEvent } from './track-affiliate-events';
import { ensureVisitorCookie, trackingClientOf } from './visitor';

// Public routes of the creator page and its tracking (issue 17 items 3 and 4), open without
// sign-in. A signed-in caller is still recognised: the creator's own visits are not counted and
// a brands-only profile shows to brand accounts.

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['affiliate'], responses });

// Mounted at /api/creator-pages.
export function creatorPagesRoutes() {
  return (
    new Hono<AppEnv>()
      // GET /api/creator-pages/:shareCode – the public page's creator, social links and codes
      .get(
        '/:shareCode',
        documented(
          "A creator's public page: header, social links and listed codes (404 'Creator Not Found' for unknown, deactivated or hidden)",
          { 200: json(creatorPageSchema) },
        ),
        validate('param', creatorPageParam),
        async (c) => {
          const page = await getCreatorPage(
            c.get('deps').database.db,
            c.req.valid('param').shareCode,
            c.get('user')?.id ?? null,
          );
          ensureVisitorCookie(c);
          // It depends on the viewer (visibility) and sets the visitor cookie: never shared.
          c.header('Cache-Control', 'private, no-store');
          return c.json(page);
        },
      )
      // POST /api/creator-pages/:shareCode/views – the grid was shown: the visit and each code's view
      .post(
        '/:shareCode/views',
        documented(
          'Record a visit of the page and a view of each code its grid shows (once per visitor per 30 minutes; bots not counted)',
          { 202: json(creatorPageViewsSchema, 'Recorded (or not counted)') },
        ),
        validate('param', creatorPageParam),
        validate('json', creatorPageViewsInput),
        async (c) =>
          c.json(
            await recordCreatorPageViews(
              c.get('deps'),
              trackingClientOf(c),
              c.req.valid('param').shareCode,
              c.req.valid('json').codeIds,
            ),
            202,
          ),
      )
  );
}

// Mounted at /api/affiliate-events.
export function affiliateEventsRoutes() {
  // POST /api/affiliate-events – one event of one listed code (Copy Code)
  return new Hono<AppEnv>().post(
    '/',
    documented(
      'Record code_viewed, code_copied or link_clicked of a listed code (once per visitor per 30 minutes; bots not counted; 429 past the per-client limit)',
      { 202: json(trackedEventsSchema, 'Recorded (or not counted)') },
    ),
    validate('json', affiliateEventInput),
    async (c) =>
      c.json(await trackAffiliateEvent(c.get('deps'), trackingClientOf(c), c.req.valid('json')), 202),
  );
}

// Mounted at /api/go.
export function shopRedirectRoutes() {
  // GET /api/go/:codeId – Shop Now: count the click, then 302 to the brand's http(s) address
  return new Hono<AppEnv>().get(
    '/:codeId',
    documented("Shop Now: records link_clicked and redirects (302) to the code's brand address", {
      302: { description: "Redirect to the brand's http(s) address" },
    }),
    validate('param', shopRedirectParam),
    validate('query', shopRedirectQuery),
    async (c) => {
      const location = await followShopLink(c.get('deps'), trackingClientOf(c), {
        codeId: c.req.valid('param').codeId,
        source: c.req.valid('query').source,
      });
      // Each click must reach the server to be counted.
      c.header('Cache-Control', 'no-store');
      return c.redirect(location, 302);
    },
  );
}
