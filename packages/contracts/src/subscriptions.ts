import { z } from 'zod';

// Plans, limits and payment rules of spec 01 section 9 and spec 02 sections 3, 4 and 9.

export const PLAN_IDS = ['free', 'basic', 'premium', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Plans a brand can pay for through checkout (enterprise is arranged by sales). */
export const PAYABLE_PLAN_IDS = ['basic', 'premium'] as const;
export type PayablePlanId = (typeof PAYABLE_PLAN_IDS)[number];

export const planIdSchema = z.enum(PLAN_IDS);

export const planLimitsSchema = z.object({
  campaignPostsPerMonth: z.int().nonnegative(),
  creatorsPerCampaign: z.int().nonnegative(),
  qrCodesPerMonth: z.int().nonnegative(),
  redemptionsPerCode: z.int().nonnegative(),
  teamMembers: z.int().nonnegative(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** AED per month, tax included; null means custom pricing (contact sales). */
  priceAed: number | null;
  /** The spec's price identifier (basic_320_aed, premium_530_aed, enterprise). */
  priceId: string;
  description: string;
  isRecommended: boolean;
  limits: PlanLimits;
  /** Only what the product does today (issue 13 item 7): trend graphs, logs and the like come later. */
  features: readonly string[];
}

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'free',
    name: 'Free',
    priceAed: 0,
    priceId: 'free',
    description: 'Browse the platform. Publishing campaigns needs a paid plan.',
    isRecommended: false,
    limits: {
      campaignPostsPerMonth: 0,
      creatorsPerCampaign: 0,
      qrCodesPerMonth: 0,
      redemptionsPerCode: 0,
      teamMembers: 1,
    },
    features: [],
  },
  {
    id: 'basic',
    name: 'Basic',
    priceAed: 320,
    priceId: 'basic_320_aed',
    description: 'For brands starting their first creator campaigns.',
    isRecommended: false,
    limits: {
      campaignPostsPerMonth: 4,
      creatorsPerCampaign: 2,
      qrCodesPerMonth: 2,
      redemptionsPerCode: 25,
      teamMembers: 1,
    },
    features: [
      'Brand dashboard with campaign stats',
      'Results analytics and payout history',
      'Affiliate codes with tracked views, copies, clicks and orders',
      'Standard support',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    priceAed: 530,
    priceId: 'premium_530_aed',
    description: 'For brands running campaigns every week.',
    isRecommended: true,
    limits: {
      campaignPostsPerMonth: 9,
      creatorsPerCampaign: 2,
      qrCodesPerMonth: 10,
      redemptionsPerCode: 100,
      teamMembers: 5,
    },
    features: [
      'Brand dashboard with campaign stats',
      'Results analytics and payout history',
      'Affiliate codes with tracked views, copies, clicks and orders',
      'Standard support',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceAed: null,
    priceId: 'enterprise',
    description: 'Custom limits and pricing. Our team contacts you within 24 hours.',
    isRecommended: false,
    limits: {
      campaignPostsPerMonth: 50,
      creatorsPerCampaign: 999,
      qrCodesPerMonth: 30,
      redemptionsPerCode: 300,
      teamMembers: 10,
    },
    features: [
      'Limits and price agreed with our team',
      'Results analytics and payout history',
      'Affiliate codes with tracked views, copies, clicks and orders',
      'Standard support',
    ],
  },
];

export const PLANS_BY_ID = Object.fromEntries(PLANS.map((plan) => [plan.id, plan])) as Record<
  PlanId,
  PlanDefinition
>;

export const CURRENCY = 'AED';
/** Days a paid period lasts (spec: the payment result page assumes 30 days). */
export const BILLING_PERIOD_DAYS = 30;
/** A pending checkout younger than this blocks a new one. */
export const PENDING_PAYMENT_WINDOW_MINUTES = 60;
/** Failed payments within this window that trigger the lockout, and the lockout's length. */
export const PAYMENT_LOCKOUT_MINUTES = 30;
export const MAX_FAILED_PAYMENTS = 5;
/** Subscription panel warning ('Approaching limit'). */
export const PANEL_WARNING_PERCENT = 80;
/** Dashboard notifier warning ('Campaign Limit Warning', 'QR Code Limit Warning'). */
export const DASHBOARD_WARNING_PERCENT = 90;

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** refunded: a completed payment given back (set by an admin or the provider); not revenue. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PURPOSES = ['subscribe', 'upgrade', 'renewal'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_PROVIDERS = ['ziina', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Monthly resources counted per billing cycle. */
export const USAGE_RESOURCES = ['campaign_posts', 'qr_codes'] as const;
export type UsageResource = (typeof USAGE_RESOURCES)[number];

/** Reasons shown on /subscription-failed. */
export const PAYMENT_FAILURE_REASONS = ['cancelled', 'failed', 'completion_failed'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** 'AED 320': no decimals, thousands separated. */
export function formatAed(amount: number): string {
  return `AED ${Math.round(amount).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}

/** The label of a plan's price: 'AED 320', 'Free' or 'Custom'. */
export function formatPlanPrice(plan: Pick<PlanDefinition, 'priceAed'>): string {
  if (plan.priceAed === null) return 'Custom';
  if (plan.priceAed === 0) return 'Free';
  return formatAed(plan.priceAed);
}

/** 'AED 105' for whole dirhams, 'AED 105.50' otherwise (amounts in fils). */
export function formatFils(amountFils: number): string {
  const whole = amountFils % 100 === 0;
  return `AED ${(amountFils / 100).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** A billing date as brands read it: '26 Dec 2026', in the UAE's time zone. */
export function formatBillingDate(date: Date | string): string {
  return new Date(date).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Dubai',
  });
}

/** 'Your plan changes to Basic on 26 Dec 2026.' */
export const planChangeScheduledMessage = (planName: string, at: Date | string) =>
  `Your plan changes to ${planName} on ${formatBillingDate(at)}.`;

/** AED to fils, the unit Ziina charges in. */
export const aedToFils = (amountAed: number): number => Math.round(amountAed * 100);

/** Usage as a whole percent of the limit; 0 when the limit is 0. */
export function usagePercent(current: number, limit: number): number {
  if (limit <= 0) return 0;
  return Math.round((current / limit) * 100);
}

export function isNearLimit(current: number, limit: number, thresholdPercent: number): boolean {
  return limit > 0 && usagePercent(current, limit) >= thresholdPercent;
}

/** Creating more is blocked at or above the limit. */
export function isAtLimit(current: number, limit: number): boolean {
  return current >= limit;
}

/** Plans after the current one by price (excluding free); they require payment. */
export function upgradeOptions(current: PlanId): PlanId[] {
  const index = PLANS.findIndex((plan) => plan.id === current);
  return PLANS.slice(index + 1)
    .filter((plan) => plan.id !== 'free')
    .map((plan) => plan.id);
}

/** Plans before the current one (excluding free and enterprise); they take effect without payment. */
export function downgradeOptions(current: PlanId): PlanId[] {
  const index = PLANS.findIndex((plan) => plan.id === current);
  return PLANS.slice(0, Math.max(index, 0))
    .filter((plan) => plan.id !== 'free' && plan.id !== 'enterprise')
    .map((plan) => plan.id);
}

// Answers of /api/subscriptions and /api/payments (times are ISO strings, amounts AED).

const isoDate = z.iso.datetime();

/** A plan of GET /api/subscriptions/plans: prices in AED, tax included. */
export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  /** null: custom pricing (contact sales). */
  priceAed: z.number().nonnegative().nullable(),
  /** 'AED 320', 'Free' or 'Custom' (no decimals, tax included). */
  priceLabel: z.string(),
  priceId: z.string(),
  description: z.string(),
  isRecommended: z.boolean(),
  isTaxIncluded: z.literal(true),
  limits: planLimitsSchema,
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /api/subscriptions/plans: active plans by ascending price, free first. */
export const planListSchema = z.object({ plans: z.array(planSchema) });
export type PlanList = z.infer<typeof planListSchema>;

/** The limits record of spec 02 section 3 as the API returns it. */
export const subscriptionLimitsSchema = z.object({
  subscriptionStatus: z.enum([...SUBSCRIPTION_STATUSES, 'none']),
  hasActiveSubscription: z.boolean(),
  /** Cancelled but still inside the paid period ('Ending Soon'). */
  isEndingSoon: z.boolean(),
  planId: planIdSchema,
  planName: z.string(),
  campaignPostLimit: z.int().nonnegative(),
  currentCampaigns: z.int().nonnegative(),
  qrCodeLimit: z.int().nonnegative(),
  currentQrCodes: z.int().nonnegative(),
  maxRedemptionsPerCode: z.int().nonnegative(),
  maxCreatorsPerCampaign: z.int().nonnegative(),
  teamMemberLimit: z.int().nonnegative(),
  canCreateCampaigns: z.boolean(),
  canCreateQrCodes: z.boolean(),
  billingCycleStart: isoDate.nullable(),
  nextRenewalDate: isoDate.nullable(),
  subscriptionEnd: isoDate.nullable(),
  daysUntilRenewal: z.int().nonnegative().nullable(),
  currentCampaignUsagePercent: z.int().nonnegative(),
  currentQrUsagePercent: z.int().nonnegative(),
  /** At or above 80 % (subscription panel). */
  isNearCampaignLimit: z.boolean(),
  isNearQrLimit: z.boolean(),
  /** At or above 90 % (dashboard notifier). */
  shouldWarnCampaignLimit: z.boolean(),
  shouldWarnQrLimit: z.boolean(),
});
export type SubscriptionLimits = z.infer<typeof subscriptionLimitsSchema>;

/** GET /api/subscriptions/me: the subscription while it gives access, its limits and options. */
export const mySubscriptionSchema = z.object({
  subscription: z
    .object({
      planId: planIdSchema,
      status: z.enum(['active', 'cancelled']),
      billingCycleStart: isoDate,
      nextRenewalDate: isoDate,
      subscriptionEndDate: isoDate.nullable(),
      cancellationDate: isoDate.nullable(),
      paymentMethod: z.string().nullable(),
      customerId: z.string().nullable(),
      /** A downgrade waiting for the end of the paid period (decision 0038). */
      scheduledPlanId: planIdSchema.nullable(),
      /** When the scheduled plan takes over: the end of the period paid on the current plan. */
      scheduledChangeAt: isoDate.nullable(),
    })
    .nullable(),
  limits: subscriptionLimitsSchema,
  /** Plans this brand can move to: upgrades need payment, downgrades do not. */
  upgradeOptions: z.array(planIdSchema),
  downgradeOptions: z.array(planIdSchema),
  /** Only the main profile manages the subscription: false when the request acts as a team member. */
  canManage: z.boolean(),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

/** Answer of POST /api/subscriptions/me/cancel and /me/change-plan: the spec's message and the new limits. */
export const subscriptionChangeSchema = z.object({
  message: z.string(),
  limits: subscriptionLimitsSchema,
});
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

/** Answer of POST /api/subscriptions/enterprise-inquiries and /limit-requests: stored, sales told. */
export const subscriptionRequestSentSchema = z.object({ id: z.uuid(), message: z.string() });
export type SubscriptionRequestSent = z.infer<typeof subscriptionRequestSentSchema>;

/** A checkout attempt as the API stores it. */
export const paymentSchema = z.object({
  id: z.uuid(),
  planId: planIdSchema,
  purpose: z.enum(PAYMENT_PURPOSES),
  status: z.enum(PAYMENT_STATUSES),
  /** The provider's last reported status (requires_payment_instrument, completed, ...). */
  providerStatus: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** AED, tax included. */
  amount: z.number().nonnegative(),
  currency: z.string(),
  /** The hosted checkout page while the payment is pending. */
  url: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: isoDate,
  completedAt: isoDate.nullable(),
  /** The period this payment pays for (receipt): from, to. Null on payments made before 0038. */
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/payments/:paymentId and POST /api/payments/:paymentId/verify. */
export const paymentCheckSchema = z.object({
  payment: paymentSchema,
  /** The payment completed, so it activated or extended the brand's subscription. */
  isActivated: z.boolean(),
  hasActiveSubscription: z.boolean(),
  subscriptionPlanId: planIdSchema,
});
export type PaymentCheck = z.infer<typeof paymentCheckSchema>;

/** What one provider webhook delivery did to its payment. */
export const PAYMENT_WEBHOOK_RESULTS = [
  'activated',
  'refund_due',
  'failed',
  'cancelled',
  'rejected',
  'unchanged',
  'unknown_intent',
  'ignored',
] as const;
export type PaymentWebhookResult = (typeof PAYMENT_WEBHOOK_RESULTS)[number];

/** Answer of POST /api/payments/webhooks/:provider. */
export const webhookReceiptSchema = z.object({
  received: z.literal(true),
  result: z.enum(PAYMENT_WEBHOOK_RESULTS),
});
export type WebhookReceipt = z.infer<typeof webhookReceiptSchema>;

const idempotencyKey = z
  .string()
  .trim()
  .min(8, 'Idempotency key must be 8 to 100 characters')
  .max(100, 'Idempotency key must be 8 to 100 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Idempotency key may contain letters, digits, - and _ only');

export const createCheckoutInput = z.object({
  planId: z.enum(PAYABLE_PLAN_IDS, 'Plan not found'),
  idempotencyKey: idempotencyKey.optional(),
});
export type CreateCheckoutInput = z.infer<typeof createCheckoutInput>;

export const changePlanInput = z.object({
  planId: z.enum(PLAN_IDS, 'Plan not found'),
});
export type ChangePlanInput = z.infer<typeof changePlanInput>;

/** GET /api/subscriptions/me/quote?planId=: what a checkout for the plan would charge now. */
export const checkoutQuoteInput = z.object({
  planId: z.enum(PAYABLE_PLAN_IDS, 'Plan not found'),
});
export type CheckoutQuoteInput = z.infer<typeof checkoutQuoteInput>;

/**
 * The price of a checkout, computed by the server (decision 0038). An upgrade pays the price
 * difference for the days left of the paid period, in fils: (new - old) x daysRemaining /
 * daysInPeriod, rounded half up to the fils; the period end stays the same.
 */
export const checkoutQuoteSchema = z.object({
  planId: planIdSchema,
  purpose: z.enum(PAYMENT_PURPOSES),
  /** AED, tax included. */
  amount: z.number().nonnegative(),
  amountFils: z.int().nonnegative(),
  currency: z.string(),
  /** The period the payment pays for. */
  periodStart: isoDate,
  periodEnd: isoDate,
  /** Upgrades: whole days left (a started day counts), and the days of a paid period. */
  daysRemaining: z.int().nonnegative().nullable(),
  daysInPeriod: z.int().positive(),
  /** 'You pay AED 105 now for Premium until 26 Dec 2026.' */
  summary: z.string(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const enterpriseInquiryInput = z.object({
  companyName: z
    .string('Company name is required')
    .trim()
    .min(1, 'Company name is required')
    .max(200, 'Company name must be at most 200 characters'),
  contactName: optionalText(200, 'Contact name'),
  email: z.string('Email is required').trim().pipe(z.email('Please enter a valid email address')),
  phone: z
    .string()
    .trim()
    .max(40, 'Phone must be at most 40 characters')
    .regex(/^[+\d\s()-]*$/, 'Please enter a valid phone number')
    .optional()
    .transform((value) => (value ? value : undefined)),
  teamSize: optionalText(50, 'Team size'),
  requirements: z
    .string('Requirements are required')
    .trim()
    .min(1, 'Requirements are required')
    .max(5000, 'Requirements must be at most 5000 characters'),
  additionalInfo: optionalText(5000, 'Additional information'),
});
export type EnterpriseInquiryInput = z.infer<typeof enterpriseInquiryInput>;

export const enterpriseLimitRequestInput = z.object({
  requestedQrLimit: z.coerce
    .number('Requested QR code limit must be a number')
    .int('Requested QR code limit must be a whole number')
    .max(100_000, 'Requested QR code limit is too large'),
  requestedRedemptionLimit: z.coerce
    .number('Requested redemptions per code must be a number')
    .int('Requested redemptions per code must be a whole number')
    .max(1_000_000, 'Requested redemptions per code is too large'),
  businessJustification: z
    .string('Business justification is required')
    .trim()
    .min(1, 'Business justification is required')
    .max(5000, 'Business justification must be at most 5000 characters'),
  campaignVolumeEstimate: z
    .string('Expected campaign volume is required')
    .trim()
    .min(1, 'Expected campaign volume is required')
    .max(500, 'Expected campaign volume must be at most 500 characters'),
});
export type EnterpriseLimitRequestInput = z.infer<typeof enterpriseLimitRequestInput>;

/** User-facing messages of spec 02 section 8 that the API returns. */
export const SUBSCRIPTION_MESSAGES = {
  notAuthenticated: 'User must be authenticated',
  paymentInProgress: 'A payment is already in progress. Please wait for it to complete.',
  tooManyAttempts: 'Too many payment attempts. Please wait 30 minutes before trying again.',
  checkoutFailed: 'Failed to create checkout session',
  planNotFound: 'Plan not found',
  planUpdated: 'Plan updated successfully!',
  cancelled: "Subscription cancelled successfully. You'll retain access until your next billing date.",
  inquirySent: "Your enterprise inquiry has been sent. We'll contact you within 24 hours.",
  limitRequestSent: 'Your request has been submitted! Our team will review it within 24 hours.',
} as const;

/** Events pushed to the brand's open streams (SSE). */
export const SUBSCRIPTION_EVENTS = {
  /** The subscription or its limits changed: refetch /api/subscriptions/me. */
  updated: 'subscription.updated',
  /** A payment reached a final status; data is the payment view. */
  paymentUpdated: 'payment.updated',
} as const;
