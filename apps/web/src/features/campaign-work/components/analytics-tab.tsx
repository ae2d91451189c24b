import { platformLabel, type CreatorWorkItem } from '@partnerly/contracts';
import { useT } from '@/lib/i18n/i18n-provider';
import { METRIC_FIELDS, METRIC_LABELS } from './campaign-work-format';
import { FinalResults } from './final-results';

const numberFormat = new Intl.NumberFormat();
/** A dash for a figure not given: a sign, the same in every language. */
const NOT_GIVEN_MARK = '—';

/**
 * Analytics: the final results (their form, review, engagement and payout), then the figures
 * entered with each platform's submission.
 */
export function AnalyticsTab({ item }: { item: CreatorWorkItem }) {
  const t = useT();
  const withMetrics = item.submissions.filter((submission) => submission.metrics !== null);
  return (
    <div className="grid grid-cols-1 gap-6">
      <FinalResults item={item} />
      <section aria-labelledby="submitted-metrics-title" className="grid grid-cols-1 gap-2">
        <h3 id="submitted-metrics-title" className="font-semibold">
          {t('campaignWork.figuresSubmitted')}
        </h3>
        {withMetrics.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('campaignWork.noMetrics')}</p>
        ) : (
          // Scrolls sideways on a narrow screen; focusable so the keyboard can scroll it too.
          // Relative: the sr-only cells' text stays inside it instead of widening the page.
          <div
            className="relative overflow-x-auto rounded-xl border focus-visible:outline-2 focus-visible:outline-ring"
            tabIndex={0}
            role="region"
            aria-label={t('campaignWork.metricsTable')}
          >
            <table className="w-full text-sm">
              <caption className="sr-only">{t('campaignWork.metricsTable')}</caption>
              <thead className="bg-muted/50 text-start">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('campaignWork.platform')}
                  </th>
                  {METRIC_FIELDS.map((field) => (
                    <th key={field} scope="col" className="px-3 py-2 text-end font-medium">
                      {t(METRIC_LABELS[field])}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {withMetrics.map((submission) => (
                  <tr key={submission.id} className="border-t">
                    <th scope="row" className="px-3 py-2 text-start font-medium">
                      {platformLabel(submission.platform)}
                    </th>
                    {METRIC_FIELDS.map((field) => {
                      const value = submission.metrics?.[field] ?? null;
                      return (
                        <td key={field} className="px-3 py-2 text-end tabular-nums">
                          {value === null ? (
                            <>
                              <span aria-hidden>{NOT_GIVEN_MARK}</span>
                              <span className="sr-only">{t('campaignWork.notGiven')}</span>
                            </>
                          ) : (
                            numberFormat.format(value)
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
