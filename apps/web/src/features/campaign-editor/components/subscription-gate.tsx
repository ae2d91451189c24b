import type { SubscriptionLimits } from '@partnerly/contracts';
import { AlertTriangle, Lock } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';

interface SubscriptionGateProps {
  message: string;
  hasActiveSubscription: boolean;
  onLeave(): void;
}

/** The upgrade prompt shown instead of a form the API would refuse. */
export function SubscriptionGate({ message, hasActiveSubscription, onLeave }: SubscriptionGateProps) {
  const t = useT();
  return (
    <div className="grid justify-items-center gap-4 overflow-y-auto p-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Lock className="size-6" aria-hidden />
      </span>
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold">
          {hasActiveSubscription
            ? t('campaignEditor.limitReached')
            : t('campaignEditor.subscriptionRequired')}
        </h3>
        <p className="max-w-md text-sm text-muted-foreground" role="alert">
          {message}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/pricing" onClick={onLeave}>
            {hasActiveSubscription ? t('campaignEditor.upgradePlan') : t('campaignEditor.viewPlans')}
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** 'Campaign Limit Warning' at 90 % of the monthly posts, 'Approaching limit' from 80 %. */
export function CampaignLimitWarning({ limits, onLeave }: { limits: SubscriptionLimits; onLeave(): void }) {
  const t = useT();
  if (!limits.isNearCampaignLimit) return null;
  const left = Math.max(limits.campaignPostLimit - limits.currentCampaigns, 0);
  return (
    <Alert>
      <AlertTriangle aria-hidden />
      <AlertTitle>
        {limits.shouldWarnCampaignLimit
          ? t('campaignEditor.limitWarning')
          : t('campaignEditor.approachingLimit')}
      </AlertTitle>
      <AlertDescription>
        <FormattedMessage
          id="campaignEditor.limitUsage"
          values={{
            used: limits.currentCampaigns,
            limit: limits.campaignPostLimit,
            plan: limits.planName,
            left,
            link: (chunks) => (
              <Link to="/pricing" onClick={onLeave} className="font-medium underline underline-offset-4">
                {chunks}
              </Link>
            ),
          }}
        />
      </AlertDescription>
    </Alert>
  );
}
