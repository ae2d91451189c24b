import {
  completeOnboardingInput,
  completeOnboardingResultSchema,
  memberLanguageSchema,
  meSchema,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { announceFeedChange } from '../campaigns/feed-cache';
import { consentsRoutes } from '../consents/consents.routes';
import { completeOnboarding } from './complete-onboarding';
import { creatorProfileRoutes } from './creator-profile.routes';
import { profileCompletionRoutes } from './profile-completion.routes';
import { getMemberLanguage, setMemberLanguage } from './member-language';
import { getMe } from './profiles.service';
import { socialLinksRoutes } from './social-links.routes';

// Mounted at /api/me.
export function meRoutes() {
  return (
    new Hono<AppEnv>()
      // GET /api/me – the signed-in user and their profile (other types' fields removed)
      .get(
        '/',
        describe({
          summary: 'The signed-in user and their profile',
          tags: ['profiles'],
          responses: { 200: json(meSchema) },
        }),
        requireUser,
        async (c) => {
          return c.json(await getMe(c.get('deps').database.db, signedInUser(c)));
        },
      )
      // POST /api/me/onboarding – save the caller's role profile and finish onboarding
      .post(
        '/onboarding',
        describe({
          summary:
            "Save the caller's role profile (a brand's also as its main brand profile) and finish onboarding",
          tags: ['profiles'],
          responses: { 200: json(completeOnboardingResultSchema) },
        }),
        requireUser,
        validate('json', completeOnboardingInput),
        async (c) => {
          const { db } = c.get('deps').database;
          const result = await completeOnboarding(db, signedInUser(c), c.req.valid('json'));
          // The brand's name on feed cards comes from its profile.
          await announceFeedChange(c.get('deps'));
          return c.json(result);
        },
      )
      // GET /api/me/language – the caller's language for the app and e-mails (issue 25)
      .get(
        '/language',
        describe({
          summary: "The caller's language for the app and e-mails",
          tags: ['profiles'],
          responses: { 200: json(memberLanguageSchema) },
        }),
        requireUser,
        async (c) => c.json(await getMemberLanguage(c.get('deps').database.db, signedInUser(c).id)),
      )
      // PUT /api/me/language – store the caller's language ('en' or 'ar')
      .put(
        '/language',
        describe({
          summary: "Store the caller's language ('en' or 'ar') for the app and e-mails",
          tags: ['profiles'],
          responses: { 200: json(memberLanguageSchema) },
        }),
        requireUser,
        validate('json', memberLanguageSchema),
        async (c) => {
          const { language } = c.req.valid('json');
          return c.json(await setMemberLanguage(c.get('deps').database.db, signedInUser(c).id, language));
        },
      )
      .route('/consents', consentsRoutes())
      .route('/creator-profile', creatorProfileRoutes())
      .route('/social-links', socialLinksRoutes())
      .route('/profile-completion', profileCompletionRoutes())
  );
}
