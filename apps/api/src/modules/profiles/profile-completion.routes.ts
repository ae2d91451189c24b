import { profileCompletionSchema } from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireRole, signedInUser } from '../../middleware/guards';
import { describe, json } from '../../openapi/describe';
import { getLiveProfile } from './creator-profile';
import { dismissProfileCompletion, getProfileCompletion } from './profile-completion';

const answersTheCompletion = (summary: string) =>
  describe({ summary, tags: ['profiles'], responses: { 200: json(profileCompletionSchema) } });

// Mounted at /api/me/profile-completion: the creator's profile completion card (issue 21).
export function profileCompletionRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireRole('creator'))
      // GET /api/me/profile-completion – the percentage, the missing fields and the card's dismissal
      .get('/', answersTheCompletion("How complete the creator's profile is"), async (c) => {
        const { db } = c.get('deps').database;
        return c.json(await getProfileCompletion(db, await getLiveProfile(db, signedInUser(c).id)));
      })
      // POST /api/me/profile-completion/dismiss – hide the card on every device
      .post('/dismiss', answersTheCompletion('Dismiss the profile completion card'), async (c) => {
        const { db } = c.get('deps').database;
        return c.json(await dismissProfileCompletion(db, await getLiveProfile(db, signedInUser(c).id)));
      })
  );
}
