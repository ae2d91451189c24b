import { brandProfileCompletion, type BrandProfile, type CompletionColor } from '@partnerly/contracts';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';

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
  const completion = brandProfileCompletion(profile);
  const { percentage, color, missingRequired, optionalHints, moreOptionalLabel } = completion;
  const titleId = `completion-${profile.id}`;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center justify-between gap-3 pb-3">
        <div className="grid gap-1">
          <CardTitle id={titleId} className="text-base">
            Profile Completion
          </CardTitle>
          <CardDescription>Complete your profile to stand out to creators.</CardDescription>
        </div>
        <span
          className={cn('rounded-full px-3 py-1 text-sm font-semibold tabular-nums', BADGE[color])}
          data-testid="completion-percentage"
        >
          {percentage}%
        </span>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Progress
          value={percentage}
          label="Profile completion"
          valueText={`${percentage}% complete`}
          barClassName={BAR[color]}
        />
        {missingRequired.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">Required Fields Missing</h3>
            <ul className="flex flex-wrap gap-2" aria-label="Required Fields Missing">
              {missingRequired.map((label) => (
                <li
                  key={label}
                  className="rounded-full border border-red-200 px-2.5 py-0.5 text-xs text-red-700 dark:border-red-900 dark:text-red-300"
                >
                  {label}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {optionalHints.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium text-muted-foreground">Optional fields to add</h3>
            <ul className="flex flex-wrap gap-2" aria-label="Optional fields to add">
              {optionalHints.map((label) => (
                <li key={label} className="rounded-full border px-2.5 py-0.5 text-xs text-muted-foreground">
                  {label}
                </li>
              ))}
              {moreOptionalLabel ? (
                <li className="px-1 py-0.5 text-xs text-muted-foreground">{moreOptionalLabel}</li>
              ) : null}
            </ul>
          </div>
        ) : null}
        {percentage === 100 ? (
          <p className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-400">
            <CheckCircle2 className="size-4" aria-hidden /> Your profile is complete.
          </p>
        ) : null}
        {action ? <div className="flex justify-end">{action}</div> : null}
      </CardContent>
    </Card>
  );
}
