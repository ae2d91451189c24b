import {
  changePlanInput,
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
import { requestLimitIncrease } from './enterprise/request-limit-increase';
import { sendEnterpriseInquiry } from './enterprise/send-enterprise-inquiry';
import { getSubscriptionLimits } from './limits/get-limits';
import { cancelScheduledChange, cancelSubscription, changePlan } from './manage/change-subscription';
import { getMySubscription } from './manage/get-my-subscription';
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
