// Query keys of /api/subscriptions and /api/payments, shared by the subscriptions screens and
// the campaign editor (its monthly-post limits). Their answers' types are the contracts'
// (Plan, MySubscription, Payment, PaymentCheck, SubscriptionChange, limits). Everything lives
// under ['subscriptions'], so invalidating `all` refreshes plans, the subscription, its limits
// and payments alike, and invalidating `mine` also refreshes `limits`.
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: ['subscriptions', 'plans'] as const,
  mine: ['subscriptions', 'me'] as const,
  limits: ['subscriptions', 'me', 'limits'] as const,
  /** What a checkout for a plan charges now (prorated upgrades); under `mine`, so it refreshes with it. */
  quote: (planId: string) => ['subscriptions', 'me', 'quote', planId] as const,
  payments: ['subscriptions', 'payments'] as const,
  payment: (paymentId: string) => ['subscriptions', 'payments', paymentId] as const,
};
