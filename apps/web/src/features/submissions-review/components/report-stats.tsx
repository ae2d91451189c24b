import { useT } from '@/lib/i18n/i18n-provider';
import { percentLabel, type ReportStats } from './report-format';

const numberFormat = new Intl.NumberFormat('en-US');

/** The report's four figures (spec 02: submissions, views, likes, average engagement). */
export function ReportStatsGrid({ stats }: { stats: ReportStats }) {
  const t = useT();
  const items: [string, string][] = [
    [t('submissionsReview.totalSubmissions'), numberFormat.format(stats.submissions)],
    [t('submissionsReview.totalViews'), numberFormat.format(stats.views)],
    [t('submissionsReview.totalLikes'), numberFormat.format(stats.likes)],
    [
      t('submissionsReview.avgEngagement'),
      stats.averageEngagement === null ? '–' : percentLabel(stats.averageEngagement),
    ],
  ];
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-xl border bg-card px-4 py-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">{t('submissionsReview.statsNote')}</p>
    </div>
  );
}
