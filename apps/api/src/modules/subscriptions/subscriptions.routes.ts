import {
  changePlanInput,
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
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { clientIp } from '../auth/client-ip';
import { actingAsMainProfile } from '../brand-profiles/brand-profiles.guards';
import { requestLimitIncrease } from './enterprise/request-limit-increase';
import { sendEnterpriseInquiry } from './enterprise/send-enterprise-inquiry';
import { getSubscriptionLimits } from './limits/get-limits';
import { cancelSubscription, changePlan } from './manage/change-subscription';
import { getMySubscription } from './manage/get-my-subscription';
import { listPlans } from './plans/plans.service';
import { brandUserId, requireBrand, requireSubscriptionManager } from './subscriptions.guards';

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
          c.json(await getMySubscription(c.get('deps'), brandUserId(c), await actingAsMainProfile(c))),
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
        async (c) => c.json(await getSubscriptionLimits(c.get('deps').database.db, brandUserId(c))),
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
        async (c) => c.json(await cancelSubscription(c.get('deps'), brandUserId(c))),
      )
      // POST /api/subscriptions/me/change-plan – downgrade without payment
      .post(
        '/me/change-plan',
        describe({
          summary: 'Downgrade to a lower plan at once, without payment (main profile only)',
          tags: TAGS,
          responses: { 200: json(subscriptionChangeSchema) },
        }),
        ...requireSubscriptionManager,
        validate('json', changePlanInput),
        async (c) => c.json(await changePlan(c.get('deps'), brandUserId(c), c.req.valid('json'))),
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
        ...requireBrand,
        validate('json', enterpriseLimitRequestInput),
        async (c) =>
          c.json(await requestLimitIncrease(c.get('deps'), brandUserId(c), c.req.valid('json')), 201),
      )
  );
}
