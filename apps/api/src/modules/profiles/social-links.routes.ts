import {
  addSocialLinkInput,
  SOCIAL_LINK_MESSAGES,
  socialLinkAddedSchema,
  socialLinkListSchema,
  socialLinkParam,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireRole, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { addSocialLink, listSocialLinks, removeSocialLink } from './social-links';

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['profiles'], responses });

// Mounted at /api/me/social-links: the signed-in creator's links for the public share page.
export function socialLinksRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireRole('creator'))
      // GET /api/me/social-links – the links, oldest first, and whether the public page shows them
      .get(
        '/',
        documented("The creator's social links, oldest first (the public page shows the first three)", {
          200: json(socialLinkListSchema),
        }),
        async (c) => c.json(await listSocialLinks(c.get('deps').database.db, signedInUser(c).id)),
      )
      // POST /api/me/social-links – add a link (one per platform)
      .post(
        '/',
        documented('Add a social link: a platform and an http(s) address on it, one link per platform', {
          201: json(socialLinkAddedSchema, 'Added'),
        }),
        validate('json', addSocialLinkInput),
        async (c) => {
          const link = await addSocialLink(
            c.get('deps').database.db,
            signedInUser(c).id,
            c.req.valid('json'),
          );
          return c.json({ link, message: SOCIAL_LINK_MESSAGES.added }, 201);
        },
      )
      // DELETE /api/me/social-links/:id – remove one of the caller's links
      .delete(
        '/:id',
        documented("Remove one of the caller's social links (another user's: 404)", {
          204: { description: 'Removed' },
        }),
        validate('param', socialLinkParam),
        async (c) => {
          await removeSocialLink(c.get('deps').database.db, signedInUser(c).id, c.req.valid('param').id);
          return c.body(null, 204);
        },
      )
  );
}
