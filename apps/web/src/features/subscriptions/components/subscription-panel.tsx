import { WORKSPACE_MESSAGES, type MySubscription, type Plan } from '@partnerly/contracts';
import { CalendarClock, CreditCard, Info } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { displayNameOf } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { useMySubscription } from '@/api/subscriptions/my-subscription';
import { findPlan, usePlans } from '../api/get-plans';
import { useSubscriptionEvents } from '../api/subscription-events';
import { formatDay } from '../subscription-format';
import { ScheduledChangeAlert } from './scheduled-change-alert';
import { SubscriptionActions } from './subscription-actions';
import { UsageMeter } from './usage-meter';

/**
 * The brand's subscription panel (spec 02 section 2, /profile?tab=account): plan and status,
 * usage this billing cycle, and the plan changes the main profile may make.
 */
export function SubscriptionPanel() {
  const t = useT();
  const mine = useMySubscription();
  const plans = usePlans();
  useSubscriptionEvents();

  return (
    <Card role="region" aria-labelledby="subscription-panel-title">
      <CardHeader>
        <CardTitle id="subscription-panel-title">{t('subscriptionPanel.title')}</CardTitle>
        <CardDescription>{t('subscriptionPanel.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {mine.isPending || plans.isPending ? (
          <PanelSkeleton />
        ) : mine.data?.subscription ? (
          <ActiveSubscription
            mine={{ ...mine.data, subscription: mine.data.subscription }}
            plans={plans.data ?? []}
          />
        ) : (
          // A failed load counts as no subscription (spec 02 section 8).
          <NoSubscription />
        )}
      </CardContent>
    </Card>
  );
}

function PanelSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-4" role="status" aria-label={t('subscriptionPanel.loading')}>
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-4 w-64" />
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-2 w-full" />
    </div>
  );
}

function NoSubscription() {
  const t = useT();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted-foreground">{t('subscriptionPanel.none')}</p>
      <Button asChild>
        <Link to="/pricing">
          <CreditCard aria-hidden /> {t('subscriptionPanel.viewPlans')}
        </Link>
      </Button>
    </div>
  );
}

type ActiveMine = MySubscription & { subscription: NonNullable<MySubscription['subscription']> };

function ActiveSubscription({ mine, plans }: { mine: ActiveMine; plans: Plan[] }) {
  const t = useT();
  const me = useMe();
  const [searchParams] = useSearchParams();
  const { subscription, limits } = mine;
  const plan = findPlan(plans, subscription.planId);
  const isEndingSoon = subscription.status === 'cancelled';
  const endDate = formatDay(subscription.subscriptionEndDate ?? subscription.nextRenewalDate);
  const profile = me.data?.profile;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="flex items-center gap-2">
            <span className="text-2xl font-bold tracking-tight">{plan?.name ?? limits.planName}</span>
            {isEndingSoon ? (
              <Badge className="border-amber-300 bg-amber-100 text-amber-900 dark:border-amber-700 dark:bg-amber-900/40 dark:text-amber-100">
                {t('subscriptionPanel.endingSoon')}
              </Badge>
            ) : (
              <Badge className="border-success/40 bg-success/10 text-success">
                {t('subscriptionPanel.active')}
              </Badge>
            )}
          </p>
          {plan && plan.priceAed !== null ? (
            <p className="text-sm text-muted-foreground">
              {t('subscriptionPanel.pricePerMonth', { price: plan.priceLabel })}
            </p>
          ) : null}
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarClock className="size-4" aria-hidden />
          {isEndingSoon
            ? t('subscriptionPanel.accessUntil', { date: endDate })
            : t('subscriptionPanel.renewsOn', { date: formatDay(subscription.nextRenewalDate) })}
        </p>
      </div>

      {isEndingSoon ? (
        <Alert className="border-amber-500/60 bg-amber-50 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100">
          <Info aria-hidden />
          <AlertTitle>{t('subscriptionPanel.endsOn', { date: endDate })}</AlertTitle>
          <AlertDescription>
            {t('subscriptionPanel.endsBody', { plan: plan?.name ?? limits.planName })}
          </AlertDescription>
        </Alert>
      ) : null}

      {subscription.scheduledPlanId && subscription.scheduledChangeAt ? (
        <ScheduledChangeAlert
          currentName={plan?.name ?? limits.planName}
          targetName={findPlan(plans, subscription.scheduledPlanId)?.name ?? subscription.scheduledPlanId}
          changeAt={subscription.scheduledChangeAt}
          isPaid={new Date(subscription.nextRenewalDate) > new Date(subscription.scheduledChangeAt)}
          canManage={mine.canManage}
        />
      ) : null}

      <section aria-label={t('subscriptionPanel.usage')} className="grid gap-4">
        <p className="text-xs text-muted-foreground">
          {t('subscriptionPanel.cycleStarted', {
            date: formatDay(limits.billingCycleStart ?? subscription.billingCycleStart),
          })}
        </p>
        <UsageMeter
          label={t('subscriptionPanel.campaignPosts')}
          current={limits.currentCampaigns}
          limit={limits.campaignPostLimit}
          percent={limits.currentCampaignUsagePercent}
          isNearLimit={limits.isNearCampaignLimit}
        />
        <UsageMeter
          label={t('subscriptionPanel.qrCodes')}
          current={limits.currentQrCodes}
          limit={limits.qrCodeLimit}
          percent={limits.currentQrUsagePercent}
          isNearLimit={limits.isNearQrLimit}
        />
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          <PlanFigure
            label={t('subscriptionPanel.creatorsPerCampaign')}
            value={limits.maxCreatorsPerCampaign}
          />
          <PlanFigure
            label={t('subscriptionPanel.redemptionsPerCode')}
            value={limits.maxRedemptionsPerCode}
          />
          <PlanFigure label={t('subscriptionPanel.teamMembers')} value={limits.teamMemberLimit} />
        </dl>
      </section>

      {mine.canManage ? (
        <SubscriptionActions
          mine={mine}
          plans={plans}
          renewPlanId={searchParams.get('renew')}
          inquiryDefaults={{
            companyName: profile?.companyName ?? '',
            contactName: displayNameOf({ firstName: profile?.firstName, lastName: profile?.lastName }),
            email: me.data?.user.email ?? '',
          }}
        />
      ) : (
        <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
          {WORKSPACE_MESSAGES.billingOwnersOnly}
        </p>
      )}
    </div>
  );
}

function PlanFigure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-muted p-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
