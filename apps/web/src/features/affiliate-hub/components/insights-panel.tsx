import type { AffiliateInsight } from '@partnerly/contracts';
import { CircleAlert, Info, Lightbulb, TrendingUp } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useT } from '@/lib/i18n/i18n-provider';

const TONE_ICONS = {
  positive: TrendingUp,
  warning: CircleAlert,
  info: Info,
} as const;

const TONE_CLASSES = {
  positive: 'text-success',
  warning: 'text-amber-700 dark:text-amber-300',
  info: 'text-primary',
} as const;

/** Insights: what the figures suggest doing, worded on the server from the creator's own data. */
export function InsightsPanel({
  insights,
  className,
}: {
  insights: readonly AffiliateInsight[];
  className?: string;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="insights-heading"
      className={cn('grid content-start gap-3 rounded-xl border bg-card p-5 shadow-sm', className)}
    >
      <h3 id="insights-heading" className="flex items-center gap-2 font-semibold">
        <Lightbulb className="size-5 text-primary" aria-hidden /> {t('affiliateHub.insights')}
      </h3>
      {insights.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('affiliateHub.noInsights')}</p>
      ) : (
        <ul className="grid gap-3">
          {insights.map((insight) => {
            const Icon = TONE_ICONS[insight.tone];
            return (
              <li key={insight.id} className="flex gap-2.5">
                <Icon className={cn('mt-0.5 size-4 shrink-0', TONE_CLASSES[insight.tone])} aria-hidden />
                <div className="grid min-w-0 gap-0.5">
                  <p className="text-sm font-medium">{insight.title}</p>
                  <p className="text-sm break-words text-muted-foreground">{insight.message}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
