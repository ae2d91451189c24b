import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import type { PaymentFailureReason } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { toast, type ToastOptions } from '@/components/ui/use-toast';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';
import { useT, type MessageValues } from '@/lib/i18n/i18n-provider';
import { verifyPayment } from '../api/verify-payment';
import { resolveReturn, waitFor, type ReturnChecks } from '../payment-return';
import { planLabel } from '../subscription-format';

const SUCCESS_REDIRECT_MS = 2000;
const FAILURE_REDIRECT_MS = 1500;

/** The same title as the screen it leads to (/subscription-failed), with the spec's messages. */
function failureToast(
  t: (key: MessageKey, values?: MessageValues) => string,
  reason: PaymentFailureReason,
): ToastOptions {
  if (reason === 'completion_failed') {
    return {
      variant: 'destructive',
      title: t('payment.verificationFailed'),
      description: t('payment.verificationFailedBody'),
    };
  }
  if (reason === 'cancelled') {
    return { variant: 'destructive', title: t('payment.cancelled'), description: t('payment.cancelledBody') };
  }
  return { variant: 'destructive', title: t('payment.failed'), description: t('payment.failedBody') };
}

const checks: ReturnChecks = { verify: (paymentId) => verifyPayment(paymentId), wait: waitFor };

/** /payment-callback (spec 01 section 2): where the payment provider sends the brand back. */
export function PaymentCallbackRoute() {
  const t = useT();
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
        title: t('payment.successTitle'),
        description: t('payment.planActive', { plan: planLabel(result.planId) }),
      });
      const timer = setTimeout(
        () =>
          void navigate('/dashboard', { replace: true, state: { fromPayment: true, planId: result.planId } }),
        SUCCESS_REDIRECT_MS,
      );
      return () => clearTimeout(timer);
    }
    toast(failureToast(t, result.reason));
    const timer = setTimeout(
      () =>
        void navigate('/subscription-failed', {
          replace: true,
          state: { reason: result.reason, planId: result.planId },
        }),
      FAILURE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [outcome.data, navigate, queryClient, t]);

  const message =
    outcome.data?.kind === 'success'
      ? t('payment.confirmedRedirect')
      : outcome.data
        ? t('payment.detailsRedirect')
        : t('payment.wait');

  return (
    <div
      role="status"
      className="flex flex-1 flex-col items-center justify-center gap-3 px-4 py-20 text-center"
    >
      <title>{t('payment.processingPageTitle')}</title>
      <Spinner className="size-10" />
      <h1 className="text-xl font-semibold">{t('payment.processing')}</h1>
      <p className="text-sm text-muted-foreground">{message}</p>
    </div>
  );
}
