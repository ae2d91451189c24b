import { PAYMENT_FAILURE_REASONS, type PaymentFailureReason } from '@partnerly/contracts';
import { AlertTriangle, ArrowLeft, CreditCard, LifeBuoy, XCircle, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useStartCheckout } from '../api/start-checkout';
import { payablePlanOf, planLabel } from '../subscription-format';
import { paymentSupportMailto } from '../support-mail';

type FailureReason = PaymentFailureReason | 'unknown';

interface ReasonCopy {
  title: string;
  summary: string;
  bullets: string[];
  icon: LucideIcon;
}

const COPY: Record<FailureReason, ReasonCopy> = {
  cancelled: {
    title: 'Payment Cancelled',
    summary: 'You cancelled the payment. No charges were made.',
    bullets: [
      'No charges were made to your card.',
      'Your plan has not changed.',
      'You can try again whenever you are ready.',
    ],
    icon: XCircle,
  },
  failed: {
    title: 'Payment Failed',
    summary: 'Your payment could not be processed. Please check your payment details.',
    bullets: [
      'Check that the card number, expiry date and security code are correct.',
      'Make sure the card allows online payments and has enough funds.',
      'Try another card, or ask your bank why the payment was declined.',
    ],
    icon: XCircle,
  },
  completion_failed: {
    title: 'Payment Verification Failed',
    summary:
      'Your payment may have been received, but we could not complete your registration. Please contact support.',
    bullets: [
      'We could not confirm the payment with our payment provider.',
      'If your card was charged, our support team will activate your plan.',
      'Contact support with the prefilled details so we can help quickly.',
    ],
    icon: AlertTriangle,
  },
  unknown: {
    title: 'Payment Issue',
    summary: 'Something went wrong with your payment.',
    bullets: [
      'Your plan has not changed.',
      'You can try the payment again or choose another plan.',
      'Contact support if the problem continues.',
    ],
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
  const location = useLocation();
  const { reason, planId } = readState(location.state);
  const retryPlanId = payablePlanOf(planId) ?? 'basic';
  const checkout = useStartCheckout();
  const copy = COPY[reason];
  const Icon = copy.icon;
  const isLeaving = checkout.isPending || checkout.isSuccess;

  const retry = () => {
    toast({ title: 'Retrying Payment', description: 'Taking you to the secure checkout...' });
    checkout.mutate(retryPlanId);
  };

  return (
    <div className="flex flex-1 items-start justify-center px-4 py-12 sm:py-20">
      <title>{`${copy.title} · Partnerly`}</title>
      <Card className="w-full max-w-lg">
        <CardHeader className="items-center text-center">
          <Icon
            className={reason === 'cancelled' ? 'size-12 text-muted-foreground' : 'size-12 text-destructive'}
            aria-hidden
          />
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">{copy.title}</h1>
          <CardDescription>{copy.summary}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-2 pl-5 text-sm">
            {copy.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">
            Plan: <span className="font-medium text-foreground">{planLabel(retryPlanId)}</span>
          </p>
        </CardContent>
        <CardFooter className="flex-col gap-2">
          <Button className="w-full" onClick={retry} disabled={isLeaving}>
            {isLeaving ? <Spinner className="text-current" /> : <CreditCard aria-hidden />}
            Try Payment Again
          </Button>
          <div className="grid w-full gap-2 sm:grid-cols-2">
            <Button variant="outline" asChild>
              <a
                href={paymentSupportMailto({
                  planName: planLabel(retryPlanId),
                  reason,
                  problem: copy.title,
                })}
              >
                <LifeBuoy aria-hidden /> Contact Support
              </a>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/pricing">
                <ArrowLeft aria-hidden /> Back to Pricing
              </Link>
            </Button>
          </div>
        </CardFooter>
      </Card>
    </div>
  );
}
