// Query keys of /api/subscriptions and /api/payments. Their answers' types are the
// contracts' (Plan, MySubscription, Payment, PaymentCheck, SubscriptionChange).

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: ['subscriptions', 'plans'] as const,
  mine: ['subscriptions', 'me'] as const,
  payments: ['subscriptions', 'payments'] as const,
  payment: (paymentId: string) => ['subscriptions', 'payments', paymentId] as const,
};
