import { changePlanInput, enterpriseInquiryInput, enterpriseLimitRequestInput } from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validate';
import { clientIp } from '../auth/client-ip';
import { requestLimitIncrease } from './enterprise/request-limit-increase';
import { sendEnterpriseInquiry } from './enterprise/send-enterprise-inquiry';
import { getSubscriptionLimits } from './limits/get-limits';
import { cancelSubscription, changePlan } from './manage/change-subscription';
import { getMySubscription } from './manage/get-my-subscription';
import { listPlans } from './plans/plans.service';
import { brandUserId, requireBrand, requireSubscriptionManager } from './subscriptions.guards';

// Mounted at /api/subscriptions.
export function subscriptionsRoutes() {
  return (
    new Hono<AppEnv>()
      // GET /api/subscriptions/plans – active plans by ascending price, prices in AED (public)
      .get('/plans', async (c) => c.json({ plans: await listPlans(c.get('deps').database.db) }))
      // GET /api/subscriptions/me – the brand's subscription, limits and plan options
      .get('/me', ...requireBrand, async (c) =>
        c.json(await getMySubscription(c.get('deps'), brandUserId(c), c.req.raw.headers)),
      )
      // GET /api/subscriptions/me/limits – the limits record (usage in the current cycle, warnings)
      .get('/me/limits', ...requireBrand, async (c) =>
        c.json(await getSubscriptionLimits(c.get('deps').database.db, brandUserId(c))),
      )
      // POST /api/subscriptions/me/cancel – cancel at the end of the paid period
      .post('/me/cancel', ...requireSubscriptionManager, async (c) =>
        c.json(await cancelSubscription(c.get('deps'), brandUserId(c))),
      )
      // POST /api/subscriptions/me/change-plan – downgrade without payment
      .post('/me/change-plan', ...requireSubscriptionManager, validate('json', changePlanInput), async (c) =>
        c.json(await changePlan(c.get('deps'), brandUserId(c), c.req.valid('json'))),
      )
      // POST /api/subscriptions/enterprise-inquiries – inquiry to sales (visitors too, during registration)
      .post('/enterprise-inquiries', validate('json', enterpriseInquiryInput), async (c) => {
        const sender = {
          userId: c.get('user')?.id ?? null,
          clientIp: clientIp(c, c.get('deps').env.TRUSTED_PROXY),
        };
        return c.json(await sendEnterpriseInquiry(c.get('deps'), sender, c.req.valid('json')), 201);
      })
      // POST /api/subscriptions/limit-requests – enterprise brand asks for higher QR limits
      .post('/limit-requests', ...requireBrand, validate('json', enterpriseLimitRequestInput), async (c) =>
        c.json(await requestLimitIncrease(c.get('deps'), brandUserId(c), c.req.valid('json')), 201),
      )
  );
}
