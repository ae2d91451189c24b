import { PAYMENT_FAILURE_REASONS, type PaymentFailureReason } from '@partnerly/contracts';
import { AlertTriangle, ArrowLeft, CreditCard, LifeBuoy, XCircle, type LucideIcon } from 'lucide-react';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { useStartCheckout } from '../api/start-checkout';
import { payablePlanOf, planLabel } from '../subscription-format';
import { paymentSupportMailto } from '../support-mail';

type FailureReason = PaymentFailureReason | 'unknown';

interface ReasonCopy {
  title: MessageKey;
  summary: MessageKey;
  bullets: MessageKey[];
  icon: LucideIcon;
}

const COPY: Record<FailureReason, ReasonCopy> = {
  cancelled: {
    title: 'payment.cancelled',
    summary: 'paymentFailed.cancelledSummary',
    bullets: ['paymentFailed.cancelled1', 'paymentFailed.cancelled2', 'paymentFailed.cancelled3'],
    icon: XCircle,
  },
  failed: {
    title: 'payment.failed',
    summary: 'paymentFailed.failedSummary',
    bullets: ['paymentFailed.failed1', 'paymentFailed.failed2', 'paymentFailed.failed3'],
    icon: XCircle,
  },
  completion_failed: {
    title: 'payment.verificationFailed',
    summary: 'paymentFailed.completionSummary',
    bullets: ['paymentFailed.completion1', 'paymentFailed.completion2', 'paymentFailed.completion3'],
    icon: AlertTriangle,
  },
  unknown: {
    title: 'paymentFailed.issue',
    summary: 'paymentFailed.issueSummary',
    bullets: ['paymentFailed.cancelled2', 'paymentFailed.issue2', 'paymentFailed.issue3'],
    icon: AlertTriangle,
  },
};

function readState(state: unknown): { reason: FailureReason; planId: string | null } {
  const { reason, planId } = (state ?? {}) as { reason?: unknown; planId?: unknown };
  return {
    reason: PAYMENT_FAILURE_REASONS.find((known) => known === reason) ?? 'unknown',
    planId: typeof planId === 'string' ? planId : null,
  };
}

/** /subscription-failed (spec 01 section 2): what went wrong, by the router state's reason. */
export function SubscriptionFailedRoute() {
  const t = useT();
  const location = useLocation();
  const { reason, planId } = readState(location.state);
  const retryPlanId = payablePlanOf(planId) ?? 'basic';
  const checkout = useStartCheckout();
  const copy = COPY[reason];
  const Icon = copy.icon;
  const isLeaving = checkout.isPending || checkout.isSuccess;
  const pageTitle = `${t(copy.title)} · Partnerly`;

  const retry = () => {
    toast({ title: t('paymentFailed.retryingTitle'), description: t('paymentFailed.retryingBody') });
    checkout.mutate(retryPlanId);
  };

  return (
    <div className="flex flex-1 items-start justify-center px-4 py-12 sm:py-20">
      <title>{pageTitle}</title>
      <Card className="w-full max-w-lg">
        <CardHeader className="items-center text-center">
          <Icon
            className={reason === 'cancelled' ? 'size-12 text-muted-foreground' : 'size-12 text-destructive'}
            aria-hidden
          />
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">{t(copy.title)}</h1>
          <CardDescription>{t(copy.summary)}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-2 ps-5 text-sm">
            {copy.bullets.map((bullet) => (
              <li key={bullet}>{t(bullet)}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">
            <FormattedMessage
              id="paymentFailed.plan"
              values={{
                plan: planLabel(retryPlanId),
                strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
              }}
            />
          </p>
        </CardContent>
        <CardFooter className="flex-col gap-2">
          <Button className="w-full" onClick={retry} disabled={isLeaving}>
            {isLeaving ? <Spinner className="text-current" /> : <CreditCard aria-hidden />}
            {t('paymentFailed.tryAgain')}
          </Button>
          <div className="grid w-full gap-2 sm:grid-cols-2">
            <Button variant="outline" asChild>
              <a
                href={paymentSupportMailto({
                  planName: planLabel(retryPlanId),
                  reason,
                  // Support reads the e-mail in English, whatever the page's language.
                  problem: en[copy.title],
                })}
              >
                <LifeBuoy aria-hidden /> {t('paymentFailed.contactSupport')}
              </a>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/pricing">
                <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('paymentFailed.backToPricing')}
              </Link>
            </Button>
          </div>
        </CardFooter>
      </Card>
    </div>
  );
}
