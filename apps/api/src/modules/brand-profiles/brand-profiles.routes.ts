import {
  brandDefaultsInput,
  brandDefaultsSchema,
  brandProfileIdParam,
  brandProfileListSchema,
  brandProfileSchema,
  createBrandProfileInput,
  setBrandProfileImageInput,
  updateBrandProfileInput,
  WORKSPACE_MESSAGES,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireRole } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { getBrandDefaults, saveBrandDefaults } from './brand-defaults';
import { removeBrandProfileImage, setBrandProfileImage } from './brand-profile-image';
import { createBrandProfile } from './create-brand-profile';
import { deleteBrandProfile } from './delete-brand-profile';
import { getBrandProfile, listBrandProfiles } from './list-brand-profiles';
import { makeAccountManager } from './make-account-manager';
import { updateBrandProfile } from './update-brand-profile';
import { requireWorkspaceRole, workspaceIdOf, workspaceOf } from '../workspaces/workspaces.guards';

/** Brand profiles are managed by owners and managers; members read them. */
const requireProfileManager = requireWorkspaceRole(['owner', 'manager'], WORKSPACE_MESSAGES.managersOnly);

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['brand-profiles'], responses });

// Mounted at /api/brand-profiles: the signed-in brand's own profiles (team members).
export function brandProfilesRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireRole('brand'))
      // GET /api/brand-profiles – active profiles, main first, with the team-member allowance
      .get(
        '/',
        documented('Active brand profiles, main first, and the team-member allowance', {
          200: json(brandProfileListSchema),
        }),
        async (c) => c.json(await listBrandProfiles(c.get('deps').database.db, await workspaceIdOf(c))),
      )
      // POST /api/brand-profiles – first profile (main, default) or a team member within the plan limit
      .post(
        '/',
        documented("Create the brand's first profile or a team member within the plan limit", {
          201: json(brandProfileSchema, 'Created'),
        }),
        requireProfileManager,
        validate('json', createBrandProfileInput),
        async (c) =>
          c.json(await createBrandProfile(c.get('deps'), await workspaceOf(c), c.req.valid('json')), 201),
      )
      // GET /api/brand-profiles/defaults – the country and city forms start with
      .get(
        '/defaults',
        documented('The country and city forms start with', { 200: json(brandDefaultsSchema) }),
        async (c) => c.json(await getBrandDefaults(c.get('deps').database.db, await workspaceIdOf(c))),
      )
      // PUT /api/brand-profiles/defaults – save the picked country and city as the defaults
      .put(
        '/defaults',
        documented('Save the picked country and city as the defaults', { 200: json(brandDefaultsSchema) }),
        requireProfileManager,
        validate('json', brandDefaultsInput),
        async (c) =>
          c.json(
            await saveBrandDefaults(c.get('deps').database.db, await workspaceIdOf(c), c.req.valid('json')),
          ),
      )
      // GET /api/brand-profiles/:id – one of the brand's profiles (another brand's: 404)
      .get(
        '/:id',
        documented("One of the brand's profiles", { 200: json(brandProfileSchema) }),
        validate('param', brandProfileIdParam),
        async (c) =>
          c.json(
            await getBrandProfile(c.get('deps').database.db, await workspaceIdOf(c), c.req.valid('param').id),
          ),
      )
      // PATCH /api/brand-profiles/:id – save the given fields ('Save Changes')
      .patch(
        '/:id',
        documented("Save the given fields of one of the brand's profiles", { 200: json(brandProfileSchema) }),
        requireProfileManager,
        validate('param', brandProfileIdParam),
        validate('json', updateBrandProfileInput),
        async (c) =>
          c.json(
            await updateBrandProfile(
              c.get('deps'),
              await workspaceIdOf(c),
              c.req.valid('param').id,
              c.req.valid('json'),
            ),
          ),
      )
      // DELETE /api/brand-profiles/:id – remove a team member (the main profile: 403 'Cannot Delete')
      .delete(
        '/:id',
        documented('Remove a team member (never the main profile)', {
          204: { description: 'Removed' },
        }),
        requireProfileManager,
        validate('param', brandProfileIdParam),
        async (c) => {
          await deleteBrandProfile(c.get('deps'), await workspaceOf(c), c.req.valid('param').id);
          return c.body(null, 204);
        },
      )
      // POST /api/brand-profiles/:id/account-manager – make this profile the default (account manager)
      .post(
        '/:id/account-manager',
        documented('Make this profile the account manager; answers the profile list', {
          200: json(brandProfileListSchema),
        }),
        requireProfileManager,
        validate('param', brandProfileIdParam),
        async (c) =>
          c.json(await makeAccountManager(c.get('deps'), await workspaceIdOf(c), c.req.valid('param').id)),
      )
      // PUT /api/brand-profiles/:id/image – use one of the caller's uploaded images as logo / photo
      .put(
        '/:id/image',
        documented("Use one of the caller's uploaded images as the profile's logo or photo", {
          200: json(brandProfileSchema),
        }),
        requireProfileManager,
        validate('param', brandProfileIdParam),
        validate('json', setBrandProfileImageInput),
        async (c) =>
          c.json(
            await setBrandProfileImage(
              c.get('deps'),
              await workspaceOf(c),
              c.req.valid('param').id,
              c.req.valid('json').uploadId,
            ),
          ),
      )
      // DELETE /api/brand-profiles/:id/image – remove the logo / photo
      .delete(
        '/:id/image',
        documented("Remove the profile's logo or photo", { 200: json(brandProfileSchema) }),
        requireProfileManager,
        validate('param', brandProfileIdParam),
        async (c) =>
          c.json(
            await removeBrandProfileImage(c.get('deps'), await workspaceIdOf(c), c.req.valid('param').id),
          ),
      )
  );
}
