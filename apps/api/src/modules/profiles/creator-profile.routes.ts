import {
  creatorNameInput,
  creatorProfileInput,
  creatorProfileSchema,
  setCreatorProfileImageInput,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireRole, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { getCreatorProfile, updateCreatorName, updateCreatorProfile } from './creator-profile';
import { removeCreatorProfileImage, setCreatorProfileImage } from './creator-profile-image';

const answersTheProfile = (summary: string) =>
  describe({ summary, tags: ['profiles'], responses: { 200: json(creatorProfileSchema) } });

// Mounted at /api/me/creator-profile: the signed-in creator's own profile form. Creators
// have no campaigns, so nothing here changes a brand's feed card (no feed announcement).
export function creatorProfileRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireRole('creator'))
      // GET /api/me/creator-profile – the creator profile form's saved values
      .get('/', answersTheProfile("The creator profile form's saved values"), async (c) =>
        c.json(await getCreatorProfile(c.get('deps').database.db, signedInUser(c).id)),
      )
      // PUT /api/me/creator-profile – 'Save Profile'
      .put(
        '/',
        answersTheProfile("Save the creator's profile"),
        validate('json', creatorProfileInput),
        async (c) =>
          c.json(
            await updateCreatorProfile(c.get('deps').database.db, signedInUser(c).id, c.req.valid('json')),
          ),
      )
      // PUT /api/me/creator-profile/name – the Public Profile Settings' name edit
      .put(
        '/name',
        answersTheProfile("Change the creator's first and last name"),
        validate('json', creatorNameInput),
        async (c) =>
          c.json(await updateCreatorName(c.get('deps').database.db, signedInUser(c).id, c.req.valid('json'))),
      )
      // PUT /api/me/creator-profile/image – use one of the caller's uploaded images as profile photo
      .put(
        '/image',
        answersTheProfile("Use one of the caller's uploaded images as profile photo"),
        validate('json', setCreatorProfileImageInput),
        async (c) =>
          c.json(
            await setCreatorProfileImage(c.get('deps'), signedInUser(c).id, c.req.valid('json').uploadId),
          ),
      )
      // DELETE /api/me/creator-profile/image – remove the profile photo
      .delete('/image', answersTheProfile('Remove the profile photo'), async (c) =>
        c.json(await removeCreatorProfileImage(c.get('deps'), signedInUser(c).id)),
      )
  );
}
