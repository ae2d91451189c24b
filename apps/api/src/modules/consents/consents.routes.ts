import { acceptLegalDocumentsInput, myConsentsSchema } from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { acceptLegalDocuments, myConsents } from './my-consents';

// Mounted at /api/me/consents: the signed-in member's consent records and the acceptance
// prompt (open while consent is missing: see consent-gate.ts).
export function consentsRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireUser)
      // GET /api/me/consents – documents to accept at their current version, and the history
      .get(
        '/',
        describe({
          summary: 'Documents still to accept (current versions) and the consent history, newest first',
          tags: ['consents'],
          responses: { 200: json(myConsentsSchema) },
        }),
        async (c) => c.json(await myConsents(c.get('deps').database.db, signedInUser(c).id)),
      )
      // POST /api/me/consents – accept the Terms of Service and Privacy Policy versions read
      .post(
        '/',
        describe({
          summary:
            'Accept the Terms of Service and Privacy Policy at the versions read (409 when a version is no longer current)',
          tags: ['consents'],
          responses: { 200: json(myConsentsSchema) },
        }),
        validate('json', acceptLegalDocumentsInput),
        async (c) =>
          c.json(
            await acceptLegalDocuments(c.get('deps').database.db, signedInUser(c).id, c.req.valid('json')),
          ),
      )
  );
}
