import type {
  PaymentProviderName,
  PaymentPurpose,
  PaymentStatus,
  PlanId,
  PlanLimits,
  SubscriptionLimits,
} from '@partnerly/contracts';

// Response bodies of /api/subscriptions and /api/payments as the web app reads them.

/** A plan of GET /api/subscriptions/plans: prices in AED, tax included. */
export interface Plan {
  id: PlanId;
  name: string;
  priceAed: number | null;
  /** 'AED 320', 'Free' or 'Custom'. */
  priceLabel: string;
  priceId: string;
  description: string;
  isRecommended: boolean;
  isTaxIncluded: true;
  limits: PlanLimits;
  features: string[];
}

/** GET /api/subscriptions/me: the subscription while it gives access, its limits and options. */
export interface MySubscription {
  subscription: {
    planId: PlanId;
    status: 'active' | 'cancelled';
    billingCycleStart: string;
    nextRenewalDate: string;
    subscriptionEndDate: string | null;
    cancellationDate: string | null;
    paymentMethod: string | null;
    customerId: string | null;
  } | null;
  limits: SubscriptionLimits;
  upgradeOptions: PlanId[];
  downgradeOptions: PlanId[];
  canManage: boolean;
}

/** A checkout attempt as the API stores it. */
export interface Payment {
  id: string;
  planId: PlanId;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  providerStatus: string | null;
  provider: PaymentProviderName;
  amount: number;
  currency: string;
  /** The hosted checkout page while the payment is pending. */
  url: string | null;
  failureReason: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** GET /api/payments/:id and POST /api/payments/:id/verify. */
export interface PaymentCheck {
  payment: Payment;
  /** The provider reported the payment completed and it activated the subscription. */
  isActivated: boolean;
  hasActiveSubscription: boolean;
  subscriptionPlanId: PlanId;
}

/** Answers of the subscription changes (cancel, change plan). */
export interface SubscriptionChange {
  message: string;
  limits: SubscriptionLimits;
}

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: ['subscriptions', 'plans'] as const,
  mine: ['subscriptions', 'me'] as const,
  payments: ['subscriptions', 'payments'] as const,
  payment: (paymentId: string) => ['subscriptions', 'payments', paymentId] as const,
};
