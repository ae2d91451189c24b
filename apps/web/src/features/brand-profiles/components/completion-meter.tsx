import { brandProfileCompletion, type BrandProfile, type CompletionColor } from '@partnerly/contracts';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { completionFieldLabel } from '../profile-options';

const BADGE: Record<CompletionColor, string> = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  yellow: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};
const BAR: Record<CompletionColor, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-500',
  red: 'bg-red-500',
};

/**
 * Profile completion (spec 02 sections 2 and 5): the 70/30 weighted percentage of the saved
 * profile, a bar coloured at 90 / 70, the missing required fields and optional hints.
 * `action` (e.g. the brand home's link to the profile) goes below.
 */
export function CompletionMeter({ profile, action }: { profile: BrandProfile; action?: ReactNode }) {
  const t = useT();
  const completion = brandProfileCompletion(profile);
  const { percentage, color, missingRequired, missingOptional, optionalHints } = completion;
  const moreOptional = missingOptional.length - optionalHints.length;
  const titleId = `completion-${profile.id}`;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center justify-between gap-3 pb-3">
        <div className="grid gap-1">
          <CardTitle id={titleId} className="text-base">
            {t('brandProfiles.completionTitle')}
          </CardTitle>
          <CardDescription>{t('brandProfiles.completionDescription')}</CardDescription>
        </div>
        <span
          className={cn('rounded-full px-3 py-1 text-sm font-semibold tabular-nums', BADGE[color])}
          data-testid="completion-percentage"
        >
          {t('brandProfiles.completionPercentage', { percentage })}
        </span>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Progress
          value={percentage}
          label={t('brandProfiles.completionLabel')}
          valueText={t('brandProfiles.completionValue', { percentage })}
          barClassName={BAR[color]}
        />
        {missingRequired.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">{t('brandProfiles.requiredMissing')}</h3>
            <ul className="flex flex-wrap gap-2" aria-label={t('brandProfiles.requiredMissing')}>
              {missingRequired.map((label) => (
                <li
                  key={label}
                  className="rounded-full border border-red-200 px-2.5 py-0.5 text-xs text-red-700 dark:border-red-900 dark:text-red-300"
                >
                  {completionFieldLabel(t, label)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {optionalHints.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium text-muted-foreground">{t('brandProfiles.optionalToAdd')}</h3>
            <ul className="flex flex-wrap gap-2" aria-label={t('brandProfiles.optionalToAdd')}>
              {optionalHints.map((label) => (
                <li key={label} className="rounded-full border px-2.5 py-0.5 text-xs text-muted-foreground">
                  {completionFieldLabel(t, label)}
                </li>
              ))}
              {moreOptional > 0 ? (
                <li className="px-1 py-0.5 text-xs text-muted-foreground">
                  {t('brandProfiles.moreOptional', { count: moreOptional })}
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
        {percentage === 100 ? (
          <p className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-400">
            <CheckCircle2 className="size-4" aria-hidden /> {t('brandProfiles.complete')}
          </p>
        ) : null}
        {action ? <div className="flex justify-end">{action}</div> : null}
      </CardContent>
    </Card>
  );
}
