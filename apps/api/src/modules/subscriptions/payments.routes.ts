import {
  API_MESSAGES,
  createCheckoutInput,
  PAYMENT_PROVIDERS,
  paymentCheckSchema,
  paymentSchema,
  webhookReceiptSchema,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { SANDBOX_ACTIONS } from '../../integrations/payments/sandbox-provider';
import { AppError } from '../../middleware/errors';
import { styleNonceOf } from '../../middleware/security-headers';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { createCheckout } from './payments/create-checkout';
import { receivePaymentWebhook } from './payments/receive-webhook';
import { resolveSandboxCheckout, showSandboxCheckout } from './payments/sandbox-checkout';
import { getPayment, verifyPayment } from './payments/verify-payment';
import { workspaceIdOf, workspaceOf } from '../workspaces/workspaces.guards';
import { requireSubscriptionManager } from './subscriptions.guards';

const paymentIdParam = z.object({ paymentId: z.uuid(API_MESSAGES.paymentNotFound) });
const webhookParam = z.object({ provider: z.enum(PAYMENT_PROVIDERS, 'Unknown payment provider') });
const sandboxParam = z.object({ intentId: z.string().min(1).max(100) });
const sandboxActionParam = sandboxParam.extend({ action: z.enum(SANDBOX_ACTIONS, 'Unknown action') });

const webhookBodyLimit = bodyLimit({
  maxSize: 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Webhook body is too large');
  },
});

const TAGS = ['payments'];

// Mounted at /api/payments.
export function paymentsRoutes() {
  return (
    new Hono<AppEnv>()
      // POST /api/payments/webhooks/:provider – signed status updates (Ziina, or the sandbox's own)
      .post(
        '/webhooks/:provider',
        describe({
          summary: "A payment provider's signed status update (Ziina, or the sandbox's own)",
          tags: TAGS,
          responses: { 200: json(webhookReceiptSchema) },
        }),
        webhookBodyLimit,
        validate('param', webhookParam),
        async (c) => {
          const rawBody = await c.req.text();
          const { provider } = c.req.valid('param');
          return c.json(
            await receivePaymentWebhook(c.get('deps'), provider, rawBody, c.req.header('x-hmac-signature')),
          );
        },
      )
      // GET /api/payments/sandbox/checkout/:intentId – the sandbox's hosted checkout page
      .get(
        '/sandbox/checkout/:intentId',
        describe({
          summary: "The sandbox provider's hosted checkout page (Pay, Cancel, Decline)",
          tags: TAGS,
          responses: {
            200: { description: 'The checkout page', media: 'text/html' },
            404: { description: 'A page saying the checkout does not exist', media: 'text/html' },
          },
        }),
        validate('param', sandboxParam),
        async (c) => {
          const { intentId } = c.req.valid('param');
          // The app's Content-Security-Policy (security-headers.ts) applies; the page's inline
          // style carries its nonce.
          const { html, status } = await showSandboxCheckout(c.get('deps'), intentId, styleNonceOf(c));
          c.header('Cache-Control', 'no-store');
          return c.html(html, status);
        },
      )
      // POST /api/payments/sandbox/checkout/:intentId/:action – Pay, Cancel or Decline, then back to the app
      .post(
        '/sandbox/checkout/:intentId/:action',
        describe({
          summary: 'Resolve a sandbox checkout (pay, cancel, decline) and return to the app',
          tags: TAGS,
          responses: { 303: { description: "To the payment's return URL in the app" } },
        }),
        validate('param', sandboxActionParam),
        async (c) => {
          const { intentId, action } = c.req.valid('param');
          return c.redirect(await resolveSandboxCheckout(c.get('deps'), intentId, action), 303);
        },
      )
      // POST /api/payments/checkout – start paying a plan; answers the hosted checkout URL
      .post(
        '/checkout',
        describe({
          summary: 'Start paying a plan; answers the payment with its hosted checkout URL',
          tags: TAGS,
          responses: {
            200: json(paymentSchema, 'The earlier checkout this idempotency key started'),
            201: json(paymentSchema, 'A new checkout'),
          },
        }),
        ...requireSubscriptionManager,
        validate('json', createCheckoutInput),
        async (c) => {
          const result = await createCheckout(c.get('deps'), await workspaceOf(c), c.req.valid('json'));
          return c.json(result.payment, result.isNew ? 201 : 200);
        },
      )
      // GET /api/payments/:paymentId – the brand's own payment as stored
      .get(
        '/:paymentId',
        describe({
          summary: "The brand's own payment as stored",
          tags: TAGS,
          responses: { 200: json(paymentCheckSchema) },
        }),
        ...requireSubscriptionManager,
        validate('param', paymentIdParam),
        async (c) =>
          c.json(await getPayment(c.get('deps'), await workspaceIdOf(c), c.req.valid('param').paymentId)),
      )
      // POST /api/payments/:paymentId/verify – ask the provider and apply its answer (/payment-callback)
      .post(
        '/:paymentId/verify',
        describe({
          summary: "Ask the provider for a payment's status and apply it (/payment-callback)",
          tags: TAGS,
          responses: { 200: json(paymentCheckSchema) },
        }),
        ...requireSubscriptionManager,
        validate('param', paymentIdParam),
        async (c) =>
          c.json(await verifyPayment(c.get('deps'), await workspaceIdOf(c), c.req.valid('param').paymentId)),
      )
  );
}
