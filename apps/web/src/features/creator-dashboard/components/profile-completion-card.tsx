import {
  PROFILE_COMPLETION_STRONG_PROMPT_BELOW,
  type ProfileCompletion,
  type ProfileCompletionField,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { ArrowRight, CircleAlert, X } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { CardLoadFailure } from '@/components/card-load-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { Progress } from '@/components/ui/progress';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { useDismissProfileCompletion, useProfileCompletion } from '../api/profile-completion';

const FIELD_KEYS: Record<ProfileCompletionField, MessageKey> = {
  photo: 'creatorDashboard.field.photo',
  name: 'creatorDashboard.field.name',
  bio: 'creatorDashboard.field.bio',
  location: 'creatorDashboard.field.location',
  categories: 'creatorDashboard.field.categories',
  socialHandle: 'creatorDashboard.field.socialHandle',
  followers: 'creatorDashboard.field.followers',
  engagementRate: 'creatorDashboard.field.engagementRate',
  ratePerPost: 'creatorDashboard.field.ratePerPost',
  socialLinks: 'creatorDashboard.field.socialLinks',
};

/** Whether the card shows: not at 100 % and not once dismissed (on any device). */
const isCompletionCardShown = (completion: ProfileCompletion) =>
  completion.percentage < 100 && !completion.dismissed;

/**
 * The profile completion card (spec 03 'Profile settings', issue 21): the percentage the
 * server computed, the fields still missing with the way to fill them, a stronger prompt
 * below PROFILE_COMPLETION_STRONG_PROMPT_BELOW, and Dismiss, remembered on the server.
 * Hidden while it loads, at 100 % and after dismissal. On /profile the form is below it, so
 * `hasProfileLink` leaves out the link there.
 */
export function ProfileCompletionCard({ hasProfileLink = true }: { hasProfileLink?: boolean }) {
  const t = useT();
  const titleId = useId();
  const query = useProfileCompletion();
  const dismiss = useDismissProfileCompletion();
  const completion = query.data;
  if (query.isError && !completion) {
    return (
      <Card role="region" aria-labelledby={titleId}>
        <CardHeader className="pb-3">
          <CardTitle id={titleId} className="text-lg">
            {t('creatorDashboard.completion')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CardLoadFailure
            message={t('creatorDashboard.completionFailed')}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        </CardContent>
      </Card>
    );
  }
  if (!completion || !isCompletionCardShown(completion)) return null;
  const { percentage, missing } = completion;
  const isLow = percentage < PROFILE_COMPLETION_STRONG_PROMPT_BELOW;
  const onDismiss = () =>
    dismiss.mutate(undefined, {
      onError: (error) =>
        toast({
          title: t('creatorDashboard.dismissFailed'),
          description: isApiError(error) ? error.message : undefined,
          variant: 'destructive',
        }),
    });
  return (
    <Card role="region" aria-labelledby={titleId} className={cn(isLow && 'border-amber-500/60')}>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0 pb-3">
        <div className="grid gap-1">
          <CardTitle id={titleId} className="text-lg">
            {t('creatorDashboard.completion')}
          </CardTitle>
          <CardDescription>
            <FormattedMessage
              id="creatorDashboard.completionPercent"
              values={{
                percentage,
                b: (chunks) => <span className="font-semibold text-foreground">{chunks}</span>,
              }}
            />
          </CardDescription>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDismiss}
          disabled={dismiss.isPending}
          aria-label={t('creatorDashboard.dismiss')}
        >
          {dismiss.isPending ? <Spinner className="text-current" /> : <X aria-hidden />}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Progress
          value={percentage}
          label={t('creatorDashboard.progressLabel')}
          valueText={t('creatorDashboard.progressValue', { percentage })}
          barClassName={isLow ? 'bg-amber-500' : 'bg-primary'}
        />
        {isLow ? (
          <p className="flex items-start gap-2 rounded-md bg-amber-100 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('creatorDashboard.lowPrompt', { threshold: PROFILE_COMPLETION_STRONG_PROMPT_BELOW })}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('creatorDashboard.goodPrompt')}</p>
        )}
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{t('creatorDashboard.stillMissing')}</h3>
          <ul className="flex flex-wrap gap-2" aria-label={t('creatorDashboard.missingFields')}>
            {missing.map((field) => (
              <li key={field} className="rounded-full border px-3 py-1 text-xs">
                {t(FIELD_KEYS[field])}
              </li>
            ))}
          </ul>
        </div>
        {hasProfileLink ? (
          <div className="flex justify-end">
            <Button asChild size="sm" variant={isLow ? 'default' : 'outline'}>
              <Link to="/profile?tab=profile">
                {t('creatorDashboard.completeProfile')}
                <ArrowRight aria-hidden className="rtl:-scale-x-100" />
              </Link>
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
