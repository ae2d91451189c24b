import { AlertTriangle, CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { WORKSPACE_MESSAGES } from '@partnerly/contracts';
import { useMySubscription } from '@/api/subscriptions/my-subscription';
import { useT } from '@/lib/i18n/i18n-provider';

/**
 * The brand dashboard's notice when no plan is active (a declined or unfinished payment, an
 * ended period): it says so and offers to pay, instead of greeting an account that is ready.
 */
export function PlanNotActiveCard() {
  const t = useT();
  const mine = useMySubscription();
  if (!mine.data || mine.data.limits.hasActiveSubscription) return null;
  return (
    <Card role="region" aria-labelledby="plan-not-active-title" className="border-destructive/50">
      <CardHeader>
        <CardTitle id="plan-not-active-title" className="flex items-center gap-2 text-lg">
          <AlertTriangle className="size-5 text-destructive" aria-hidden /> {t('planNotActive.title')}
        </CardTitle>
        <CardDescription>{t('planNotActive.body')}</CardDescription>
      </CardHeader>
      <CardContent>
        {mine.data.canManage ? (
          <Button asChild>
            <Link to="/pricing">
              <CreditCard aria-hidden /> {t('planNotActive.choose')}
            </Link>
          </Button>
        ) : (
          <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
            {WORKSPACE_MESSAGES.billingOwnersOnly}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
