import { shareLinkChangeSchema, shareLinkResponseSchema, updateShareLinkInput } from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireRole, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { createShareLink, getShareLink, regenerateShareLink, setShareLinkActive } from './share-link';

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['affiliate'], responses });

// Mounted at /api/share-link (issue 17 item 3): the signed-in creator's own share link, which
// the Affiliate Hub's Share Links tab shows. Its public page is /creator/{shareCode}.
export function shareLinkRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireRole('creator'))
      // GET /api/share-link – the creator's link, or null before they create one
      .get(
        '/',
        documented("The signed-in creator's share link (null until created)", {
          200: json(shareLinkResponseSchema),
        }),
        async (c) => c.json({ shareLink: await getShareLink(c.get('deps').database.db, signedInUser(c).id) }),
      )
      // POST /api/share-link – create the link (active, a fresh code); 200 with it when it exists
      .post(
        '/',
        documented('Create the share link: active, with a fresh 8-character code', {
          201: json(shareLinkChangeSchema, 'Created'),
          200: json(shareLinkChangeSchema, 'The creator already had one'),
        }),
        async (c) => {
          const { isNew, change } = await createShareLink(c.get('deps'), signedInUser(c).id);
          return c.json(change, isNew ? 201 : 200);
        },
      )
      // PATCH /api/share-link – activate or deactivate
      .patch(
        '/',
        documented('Activate or deactivate the share link', { 200: json(shareLinkChangeSchema) }),
        validate('json', updateShareLinkInput),
        async (c) =>
          c.json(await setShareLinkActive(c.get('deps'), signedInUser(c).id, c.req.valid('json').isActive)),
      )
      // POST /api/share-link/regenerate – a new code (the old address stops working), active
      .post(
        '/regenerate',
        documented('Give the share link a new code and make it active (created when missing)', {
          200: json(shareLinkChangeSchema),
        }),
        async (c) => c.json(await regenerateShareLink(c.get('deps'), signedInUser(c).id)),
      )
  );
}
