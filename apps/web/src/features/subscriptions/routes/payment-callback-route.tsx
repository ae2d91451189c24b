import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import type { PaymentFailureReason } from '@partnerly/contracts';
import { toast, type ToastOptions } from '@/components/ui/use-toast';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';
import { verifyPayment } from '../api/verify-payment';
import { resolveReturn, waitFor, type ReturnChecks } from '../payment-return';
import { planLabel } from '../subscription-format';

const SUCCESS_REDIRECT_MS = 2000;
const FAILURE_REDIRECT_MS = 1500;

/** The same title as the screen it leads to (/subscription-failed), with the spec's messages. */
function failureToast(reason: PaymentFailureReason): ToastOptions {
  if (reason === 'completion_failed') {
    return {
      variant: 'destructive',
      title: 'Payment Verification Failed',
      description: 'We could not confirm your payment with the payment provider.',
    };
  }
  if (reason === 'cancelled') {
    return {
      variant: 'destructive',
      title: 'Payment Cancelled',
      description: 'Payment was cancelled. You can try upgrading again anytime.',
    };
  }
  return {
    variant: 'destructive',
    title: 'Payment Failed',
    description: 'Payment failed. Please try again or contact support if the issue persists.',
  };
}

const checks: ReturnChecks = { verify: (paymentId) => verifyPayment(paymentId), wait: waitFor };

/** /payment-callback (spec 01 section 2): where the payment provider sends the brand back. */
export function PaymentCallbackRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const paymentId = searchParams.get('payment_id');
  const status = searchParams.get('status');
  const planId = searchParams.get('plan_id');
  // Outside the subscriptions keys: refreshing the subscription must not verify again.
  const outcome = useQuery({
    queryKey: ['payment-callback', paymentId, status, planId],
    queryFn: () => resolveReturn(paymentId, status, planId, checks),
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    const result = outcome.data;
    if (!result) return;
    if (result.kind === 'pending') {
      // Received but not confirmed yet: that screen follows the payment until it is.
      void navigate(`/payment-success?payment_id=${encodeURIComponent(result.paymentId)}`, {
        replace: true,
      });
      return;
    }
    if (result.kind === 'success') {
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      toast({
        variant: 'success',
        title: 'Payment Successful!',
        description: `Your ${planLabel(result.planId)} plan is now active.`,
      });
      const timer = setTimeout(
        () =>
          void navigate('/dashboard', { replace: true, state: { fromPayment: true, planId: result.planId } }),
        SUCCESS_REDIRECT_MS,
      );
      return () => clearTimeout(timer);
    }
    toast(failureToast(result.reason));
    const timer = setTimeout(
      () =>
        void navigate('/subscription-failed', {
          replace: true,
          state: { reason: result.reason, planId: result.planId },
        }),
      FAILURE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [outcome.data, navigate, queryClient]);

  const message =
    outcome.data?.kind === 'success'
      ? 'Payment confirmed. Taking you to your dashboard...'
      : outcome.data
        ? 'Taking you to the payment details...'
        : 'Please wait while we confirm your payment...';

  return (
    <div
      role="status"
      className="flex flex-1 flex-col items-center justify-center gap-3 px-4 py-20 text-center"
    >
      <title>Processing Payment · Partnerly</title>
      <Spinner className="size-10" />
      <h1 className="text-xl font-semibold">Processing Payment</h1>
      <p className="text-sm text-muted-foreground">{message}</p>
    </div>
  );
}
