import { BILLING_PERIOD_DAYS } from '@partnerly/contracts';
import { AlertCircle, CheckCircle2, Clock, type LucideIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { useSubscriptionEvents } from '../api/subscription-events';
import { useVerifiedPayment } from '../api/verify-payment';
import { paymentSuccessState } from '../payment-return';
import { planLabel } from '../subscription-format';

/** /payment-success (spec 01 section 2): processing, error, activated or received-pending. */
export function PaymentSuccessRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const paymentId = searchParams.get('payment_id') ?? searchParams.get('session_id');
  const payment = useVerifiedPayment(paymentId);
  useSubscriptionEvents();
  const state = paymentId ? paymentSuccessState(payment.data, payment.isError) : 'error';

  if (state === 'processing') {
    return (
      <div
        role="status"
        className="flex flex-1 flex-col items-center justify-center gap-3 px-4 py-20 text-center"
      >
        <title>{t('payment.processingPageTitle')}</title>
        <Spinner className="size-10" />
        <h1 className="text-xl font-semibold">{t('payment.processing')}</h1>
        <p className="text-sm text-muted-foreground">{t('payment.wait')}</p>
      </div>
    );
  }
  if (state === 'error' || !payment.data) {
    const endedAs = payment.data?.payment.status;
    // A declined payment is 'Payment Failed' here too, as on /subscription-failed and its toast.
    const title =
      endedAs === 'failed'
        ? t('payment.failed')
        : endedAs === 'cancelled'
          ? t('payment.cancelled')
          : t('payment.error');
    const reason = !paymentId
      ? t('payment.noPayment')
      : payment.isError
        ? payment.error.message
        : t('payment.endedNoCharge', { status: payment.data?.payment.status ?? 'failed' });
    const pageTitle = `${title} · Partnerly`;
    return (
      <div className="flex flex-1 items-start justify-center px-4 py-12 sm:py-20">
        <title>{pageTitle}</title>
        <Card role="alert" className="w-full max-w-md text-center">
          <CardHeader className="items-center">
            <AlertCircle className="size-12 text-destructive" aria-hidden />
            <h1 className="text-2xl leading-tight font-semibold tracking-tight">{title}</h1>
            <CardDescription>{reason}</CardDescription>
          </CardHeader>
          <CardFooter className="flex-col gap-2 sm:flex-row sm:justify-center">
            <Button asChild className="w-full sm:w-auto">
              <Link to="/pricing">{t('payment.tryAgain')}</Link>
            </Button>
            <Button asChild variant="outline" className="w-full sm:w-auto">
              <Link to="/dashboard">{t('payment.goToDashboard')}</Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
    );
  }

  const isActivated = state === 'activated';
  const pageTitle = `${isActivated ? t('payment.successful') : t('payment.received')} · Partnerly`;
  const planName = planLabel(payment.data.payment.planId);
  const checklist: { label: string; isDone: boolean }[] = [
    { label: t('payment.accountCreated'), isDone: true },
    { label: t('payment.processed'), isDone: payment.data.payment.status === 'completed' },
    {
      label: isActivated ? t('payment.subscriptionActivated') : t('payment.subscriptionPending'),
      isDone: isActivated,
    },
    { label: t('payment.planLine', { plan: planName }), isDone: isActivated },
  ];

  return (
    <div className="flex flex-1 items-start justify-center px-4 py-12 sm:py-20">
      <title>{pageTitle}</title>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          {isActivated ? (
            <CheckCircle2 className="size-12 text-success" aria-hidden />
          ) : (
            <Clock className="size-12 text-primary" aria-hidden />
          )}
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">
            {isActivated ? t('payment.successTitle') : t('payment.received')}
          </h1>
          <CardDescription>
            {isActivated
              ? t('payment.activatedBody', { plan: planName, days: BILLING_PERIOD_DAYS })
              : t('payment.pendingBody', { plan: planName })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 text-sm">
            {checklist.map(({ label, isDone }) => (
              <ChecklistLine key={label} label={label} icon={isDone ? CheckCircle2 : Clock} isDone={isDone} />
            ))}
          </ul>
          <p className="mt-4 text-xs text-muted-foreground">{t('payment.emailOnWay')}</p>
        </CardContent>
        <CardFooter>
          <Button asChild className="w-full">
            <Link to="/dashboard">{t('payment.continueToDashboard')}</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}

function ChecklistLine({ label, icon: Icon, isDone }: { label: string; icon: LucideIcon; isDone: boolean }) {
  return (
    <li className="flex items-center gap-2">
      <Icon className={isDone ? 'size-4 text-success' : 'size-4 text-muted-foreground'} aria-hidden />
      <span>{label}</span>
    </li>
  );
}
