import {
  AFFILIATE_HUB_MESSAGES,
  affiliateVisibilityInput,
  externalAffiliateCodeInput,
  myAffiliateCodeChangeSchema,
  myAffiliateCodesSchema,
  myCodeAnalyticsSchema,
  myCodeParam,
  updateAffiliateCodeInput,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireRole, signedInUser } from '../../middleware/guards';
import { validate, type ValidationMessage } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { addExternalCode } from './add-external-code';
import { deleteMyCode, setMyCodeVisibility, updateMyCode } from './change-my-code';
import { listMyCodes } from './list-my-codes';
import { getMyCodeAnalytics } from './my-code-analytics';

const documented = (summary: string, responses: RouteSpec['responses']) =>
  describe({ summary, tags: ['affiliate'], responses });

/** Spec 03 words a blank code or brand URL in the edit form as one sentence: the answer's message. */
const editMessage: ValidationMessage = (issues) =>
  issues.some((issue) => issue.message === AFFILIATE_HUB_MESSAGES.codeAndUrlRequired)
    ? AFFILIATE_HUB_MESSAGES.codeAndUrlRequired
    : undefined;

// Mounted at /api/my-codes (issue 17 item 2): the signed-in creator's own affiliate codes, My
// Codes and Analytics of the Affiliate Hub. Creators only (agents do not manage a creator's
// codes); another creator's code is 404.
export function myCodesRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireRole('creator'))
      // GET /api/my-codes – My Codes: the codes not deleted, with brand, campaign, expiry and counts
      .get(
        '/',
        documented("The creator's affiliate codes that are not deleted, newest first, with their counts", {
          200: json(myAffiliateCodesSchema),
        }),
        async (c) => c.json(await listMyCodes(c.get('deps').database.db, signedInUser(c).id)),
      )
      // GET /api/my-codes/analytics – Analytics: totals, top code, per-code details, insights
      .get(
        '/analytics',
        documented(
          "The creator's affiliate analytics: totals (deleted codes' history included), top code, per-code details and insights",
          { 200: json(myCodeAnalyticsSchema) },
        ),
        async (c) => c.json(await getMyCodeAnalytics(c.get('deps').database.db, signedInUser(c).id)),
      )
      // POST /api/my-codes – add an external code (a brand outside the platform)
      .post(
        '/',
        documented('Add an external affiliate code', { 201: json(myAffiliateCodeChangeSchema, 'Added') }),
        validate('json', externalAffiliateCodeInput),
        async (c) =>
          c.json(await addExternalCode(c.get('deps'), signedInUser(c).id, c.req.valid('json')), 201),
      )
      // PATCH /api/my-codes/:id – edit code, brand URL, instructions and expiry
      .patch(
        '/:id',
        documented("Edit one of the creator's codes (values trimmed)", {
          200: json(myAffiliateCodeChangeSchema),
        }),
        validate('param', myCodeParam),
        validate('json', updateAffiliateCodeInput, editMessage),
        async (c) =>
          c.json(
            await updateMyCode(
              c.get('deps'),
              signedInUser(c).id,
              c.req.valid('param').id,
              c.req.valid('json'),
            ),
          ),
      )
      // PUT /api/my-codes/:id/visibility – show in or hide from the shared links
      .put(
        '/:id/visibility',
        documented("Show the code in the creator's shared links (public) or hide it", {
          200: json(myAffiliateCodeChangeSchema),
        }),
        validate('param', myCodeParam),
        validate('json', affiliateVisibilityInput),
        async (c) =>
          c.json(
            await setMyCodeVisibility(
              c.get('deps'),
              signedInUser(c).id,
              c.req.valid('param').id,
              c.req.valid('json'),
            ),
          ),
      )
      // DELETE /api/my-codes/:id – soft delete: gone from My Codes and the page, history kept
      .delete(
        '/:id',
        documented("Delete one of the creator's codes (soft: its analytics history stays)", {
          204: { description: 'Deleted' },
        }),
        validate('param', myCodeParam),
        async (c) => {
          await deleteMyCode(c.get('deps'), signedInUser(c).id, c.req.valid('param').id);
          return c.body(null, 204);
        },
      )
  );
}
