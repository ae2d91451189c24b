import {
  billingDetailsAnswerSchema,
  billingDetailsInput,
  billingDetailsSchema,
  billingHistorySchema,
  changePlanInput,
  taxDocumentParams,
  taxDocumentPdfQuery,
  checkoutQuoteInput,
  checkoutQuoteSchema,
  enterpriseInquiryInput,
  enterpriseLimitRequestInput,
  mySubscriptionSchema,
  planListSchema,
  subscriptionChangeSchema,
  subscriptionLimitsSchema,
  subscriptionRequestSentSchema,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { clientIp } from '../auth/client-ip';
import { languageOfMember } from '../profiles/member-language';
import { requestLimitIncrease } from './enterprise/request-limit-increase';
import { sendEnterpriseInquiry } from './enterprise/send-enterprise-inquiry';
import { getSubscriptionLimits } from './limits/get-limits';
import { cancelScheduledChange, cancelSubscription, changePlan } from './manage/change-subscription';
import { getMySubscription } from './manage/get-my-subscription';
import {
  getBillingDetails,
  getTaxDocumentOrThrow,
  listBillingHistory,
  saveBillingDetails,
} from './invoices/billing-documents';
import { renderTaxDocumentPdf, taxDocumentFileName } from './invoices/tax-document-pdf';
import { quoteCheckout } from './payments/checkout-quote';
import { listPlans } from './plans/plans.service';
import { workspaceIdOf, workspaceOf } from '../workspaces/workspaces.guards';
import { requireBrand, requireSubscriptionManager } from './subscriptions.guards';

const TAGS = ['subscriptions'];

// Mounted at /api/subscriptions.
export function subscriptionsRoutes() {
  return (
    new Hono<AppEnv>()
      // GET /api/subscriptions/plans – active plans by ascending price, prices in AED (public)
      .get(
        '/plans',
        describe({
          summary: 'Active plans by ascending price, prices in AED (public)',
          tags: TAGS,
          responses: { 200: json(planListSchema) },
        }),
        async (c) => c.json({ plans: await listPlans(c.get('deps').database.db) }),
      )
      // GET /api/subscriptions/me – the brand's subscription, limits and plan options
      .get(
        '/me',
        describe({
          summary: "The brand's subscription, its limits and the plans it can move to",
          tags: TAGS,
          responses: { 200: json(mySubscriptionSchema) },
        }),
        ...requireBrand,
        async (c) =>
          c.json(
            await getMySubscription(
              c.get('deps'),
              await workspaceIdOf(c),
              (await workspaceOf(c)).role === 'owner',
            ),
          ),
      )
      // GET /api/subscriptions/me/limits – the limits record (usage in the current cycle, warnings)
      .get(
        '/me/limits',
        describe({
          summary: "The brand's limits: plan, usage in the current cycle, warnings",
          tags: TAGS,
          responses: { 200: json(subscriptionLimitsSchema) },
        }),
        ...requireBrand,
        async (c) => c.json(await getSubscriptionLimits(c.get('deps').database.db, await workspaceIdOf(c))),
      )
      // POST /api/subscriptions/me/cancel – cancel at the end of the paid period
      .post(
        '/me/cancel',
        describe({
          summary: 'Cancel the subscription at the end of the paid period (main profile only)',
          tags: TAGS,
          responses: { 200: json(subscriptionChangeSchema) },
        }),
        ...requireSubscriptionManager,
        async (c) =>
          c.json(await cancelSubscription(c.get('deps'), await workspaceIdOf(c), signedInUser(c).id)),
      )
      // GET /api/subscriptions/me/quote?planId= – what a checkout for the plan charges now
      .get(
        '/me/quote',
        describe({
          summary:
            'What a checkout for a plan charges now and the period it pays for (upgrades prorated; main profile only)',
          tags: TAGS,
          responses: { 200: json(checkoutQuoteSchema) },
        }),
        ...requireSubscriptionManager,
        validate('query', checkoutQuoteInput),
        async (c) =>
          c.json(
            await quoteCheckout(
              c.get('deps').database.db,
              await workspaceIdOf(c),
              c.req.valid('query').planId,
            ),
          ),
      )
      // DELETE /api/subscriptions/me/scheduled-change – keep the current plan after all
      .delete(
        '/me/scheduled-change',
        describe({
          summary: 'Cancel a scheduled downgrade: the brand keeps its plan (main profile only)',
          tags: TAGS,
          responses: { 200: json(subscriptionChangeSchema) },
        }),
        ...requireSubscriptionManager,
        async (c) =>
          c.json(await cancelScheduledChange(c.get('deps'), await workspaceIdOf(c), signedInUser(c).id)),
      )
      // POST /api/subscriptions/me/change-plan – downgrade at the end of the paid period
      .post(
        '/me/change-plan',
        describe({
          summary: 'Schedule a downgrade for the end of the paid period, without payment (main profile only)',
          tags: TAGS,
          responses: { 200: json(subscriptionChangeSchema) },
        }),
        ...requireSubscriptionManager,
        validate('json', changePlanInput),
        async (c) =>
          c.json(
            await changePlan(c.get('deps'), await workspaceIdOf(c), c.req.valid('json'), signedInUser(c).id),
          ),
      )
      // GET /api/subscriptions/me/billing-details – name, address and TRN printed on tax invoices
      .get(
        '/me/billing-details',
        describe({
          summary: "The brand's billing details printed on its tax invoices, or null (owners only)",
          tags: TAGS,
          responses: { 200: json(billingDetailsAnswerSchema) },
        }),
        ...requireSubscriptionManager,
        async (c) =>
          c.json({
            billingDetails: await getBillingDetails(c.get('deps').database.db, await workspaceIdOf(c)),
          }),
      )
      // PUT /api/subscriptions/me/billing-details – save them (invoices issued later print them)
      .put(
        '/me/billing-details',
        describe({
          summary:
            'Save the legal name, billing address and optional 15-digit TRN for tax invoices (owners only)',
          tags: TAGS,
          responses: { 200: json(billingDetailsSchema) },
        }),
        ...requireSubscriptionManager,
        validate('json', billingDetailsInput),
        async (c) =>
          c.json(
            await saveBillingDetails(
              c.get('deps').database.db,
              await workspaceIdOf(c),
              signedInUser(c).id,
              c.req.valid('json'),
            ),
          ),
      )
      // GET /api/subscriptions/me/billing-history – tax invoices and credit notes, newest first
      .get(
        '/me/billing-history',
        describe({
          summary: "The brand's tax invoices and credit notes, newest first (owners only)",
          tags: TAGS,
          responses: { 200: json(billingHistorySchema) },
        }),
        ...requireSubscriptionManager,
        async (c) =>
          c.json({ documents: await listBillingHistory(c.get('deps').database.db, await workspaceIdOf(c)) }),
      )
      // GET /api/subscriptions/me/tax-documents/:documentId/pdf – one invoice or credit note as PDF
      .get(
        '/me/tax-documents/:documentId/pdf',
        describe({
          summary:
            "A tax invoice or credit note of the brand as a PDF file, in English or Arabic (?language=en|ar, else the caller's language; owners only; 404 for another brand)",
          tags: TAGS,
          responses: {
            200: { description: 'The PDF (Content-Disposition: attachment)', media: 'application/pdf' },
          },
        }),
        ...requireSubscriptionManager,
        validate('param', taxDocumentParams),
        validate('query', taxDocumentPdfQuery),
        async (c) => {
          const { db } = c.get('deps').database;
          const document = await getTaxDocumentOrThrow(
            db,
            await workspaceIdOf(c),
            c.req.valid('param').documentId,
          );
          const language = c.req.valid('query').language ?? (await languageOfMember(db, signedInUser(c).id));
          const pdf = await renderTaxDocumentPdf(document, language);
          return new Response(pdf, {
            headers: {
              'Content-Type': 'application/pdf',
              // The English file keeps its name; the Arabic one is told apart when both are saved.
              'Content-Disposition': `attachment; filename="${taxDocumentFileName(document.number, language)}"`,
              'Content-Language': language,
              'Cache-Control': 'private, no-store',
            },
          });
        },
      )
      // POST /api/subscriptions/enterprise-inquiries – inquiry to sales (visitors too, during registration)
      .post(
        '/enterprise-inquiries',
        describe({
          summary: 'Send an enterprise inquiry to sales (visitors too)',
          tags: TAGS,
          responses: { 201: json(subscriptionRequestSentSchema, 'Stored and e-mailed to sales') },
        }),
        validate('json', enterpriseInquiryInput),
        async (c) => {
          const sender = {
            userId: c.get('user')?.id ?? null,
            clientIp: clientIp(c, c.get('deps').env.TRUSTED_PROXY),
          };
          return c.json(await sendEnterpriseInquiry(c.get('deps'), sender, c.req.valid('json')), 201);
        },
      )
      // POST /api/subscriptions/limit-requests – enterprise brand asks for higher QR limits
      .post(
        '/limit-requests',
        describe({
          summary: 'Ask sales for higher QR code limits (enterprise brands)',
          tags: TAGS,
          responses: { 201: json(subscriptionRequestSentSchema, 'Stored and e-mailed to sales') },
        }),
        ...requireSubscriptionManager,
        validate('json', enterpriseLimitRequestInput),
        async (c) =>
          c.json(
            await requestLimitIncrease(
              c.get('deps'),
              await workspaceIdOf(c),
              signedInUser(c).id,
              c.req.valid('json'),
            ),
            201,
          ),
      )
  );
}
