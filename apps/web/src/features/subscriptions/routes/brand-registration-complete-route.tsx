import { CheckCircle2, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PageLoader, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { useVerifiedPayment } from '../api/verify-payment';
import { planLabel } from '../subscription-format';

const COMPLETION_REDIRECT_MS = 2000;

/**
 * /brand-registration/complete and /brand-registration-success (spec 01 section 2): with a
 * payment id the account is confirmed and the brand continues through /auth after 2 s.
 */
export function BrandRegistrationCompleteRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const paymentId = searchParams.get('payment_id');
  const planId = searchParams.get('plan_id');
  const me = useMe();
  const isBrand = me.data?.profile?.userType === 'brand';
  const payment = useVerifiedPayment(isBrand ? paymentId : null);

  useEffect(() => {
    if (!paymentId) {
      toast({
        variant: 'destructive',
        title: t('registrationComplete.invalidAccess'),
        description: t('registrationComplete.noPaymentId'),
      });
      void navigate('/brand-registration', { replace: true });
      return;
    }
    const timer = setTimeout(() => void navigate('/auth', { replace: true }), COMPLETION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [paymentId, navigate, t]);

  if (!paymentId) return <PageLoader />;
  const planName = planLabel(payment.data?.payment.planId ?? planId);
  const isPaid = payment.data?.payment.status === 'completed';

  return (
    <div className="flex flex-1 items-start justify-center px-4 py-12 sm:py-20">
      <title>{t('registrationComplete.pageTitle')}</title>
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <CheckCircle2 className="size-12 text-success" aria-hidden />
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">
            {t('auth.accountCreatedTitle')}
          </h1>
          <CardDescription>{t('registrationComplete.ready', { plan: planName || 'none' })}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {payment.data ? (
            <p className="flex items-center justify-center gap-2 text-sm">
              {isPaid ? (
                <CheckCircle2 className="size-4 text-success" aria-hidden />
              ) : (
                <Clock className="size-4 text-muted-foreground" aria-hidden />
              )}
              {isPaid ? t('registrationComplete.paymentConfirmed') : t('registrationComplete.confirming')}
            </p>
          ) : null}
          <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> {t('registrationComplete.redirecting')}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
