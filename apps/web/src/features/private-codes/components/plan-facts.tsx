import type { PrivateCodesOverview } from '@partnerly/contracts';
import { Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { monthlyLimitWarning, planFacts } from './private-code-format';

interface PlanFactsProps {
  plan: PrivateCodesOverview['plan'];
  stats: PrivateCodesOverview['stats'];
  /** The way to more codes (composed by the app). */
  limitAction?: ReactNode;
}

/**
 * What the plan allows, in plain words (the original's debug card, for a brand): the plan, this
 * month's codes and when the count starts again, the redemptions a code may have; why Create is
 * off, and the QR Code Limit Warning at 90 % of the month's codes.
 */
export function PlanFacts({ plan, stats, limitAction }: PlanFactsProps) {
  const t = useT();
  // The API says why in English.
  const known = useKnownText();
  const warning = monthlyLimitWarning(t, stats);
  return (
    <section
      aria-labelledby="qr-plan-heading"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-2">
          <h2 id="qr-plan-heading" className="text-lg font-semibold">
            {t('privateCodes.yourPlan')}
          </h2>
          <dl className="grid gap-x-8 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {planFacts(t, plan, stats).map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="text-muted-foreground">{fact.label}</dt>
                <dd className="font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {limitAction ? <div className="shrink-0">{limitAction}</div> : null}
      </div>
      {plan.createBlockedReason ? (
        <Alert>
          <Info aria-hidden />
          <AlertTitle>{known(plan.createBlockedReason)}</AlertTitle>
          <AlertDescription>
            {plan.hasActiveSubscription ? t('privateCodes.blockedWithPlan') : t('privateCodes.blockedNoPlan')}
          </AlertDescription>
        </Alert>
      ) : warning ? (
        <Alert className="border-amber-500/60 bg-amber-50 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100">
          <TriangleAlert aria-hidden />
          <AlertTitle>{t('privateCodes.limitWarning')}</AlertTitle>
          <AlertDescription>{warning}</AlertDescription>
        </Alert>
      ) : null}
    </section>
  );
}
