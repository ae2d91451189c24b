import { platformLabel, type CreatorWorkItem } from '@partnerly/contracts';
import { BarChart3 } from 'lucide-react';
import { METRIC_FIELDS, METRIC_LABELS } from './campaign-work-format';

const numberFormat = new Intl.NumberFormat();

/**
 * Analytics: the figures entered with each platform's submission. Final results (the spec's
 * final results form and the brand's analytics) belong to the payouts and results slice.
 */
export function AnalyticsTab({ item }: { item: CreatorWorkItem }) {
  const withMetrics = item.submissions.filter((submission) => submission.metrics !== null);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        These are the figures entered when the content was submitted. Reporting final results opens in a later
        update.
      </p>
      {withMetrics.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
          <BarChart3 className="size-8 text-muted-foreground" aria-hidden />
          <h3 className="font-semibold">No metrics submitted yet</h3>
          <p className="max-w-sm text-sm text-muted-foreground">
            Add views, likes, comments and shares when you submit content, and they show up here per platform.
          </p>
        </div>
      ) : (
        // Scrolls sideways on a narrow screen; focusable so the keyboard can scroll it too.
        <div
          className="overflow-x-auto rounded-xl border focus-visible:outline-2 focus-visible:outline-ring"
          tabIndex={0}
          role="region"
          aria-label="Submitted metrics per platform"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">Submitted metrics per platform</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Platform
                </th>
                {METRIC_FIELDS.map((field) => (
                  <th key={field} scope="col" className="px-3 py-2 text-right font-medium">
                    {METRIC_LABELS[field]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {withMetrics.map((submission) => (
                <tr key={submission.id} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {platformLabel(submission.platform)}
                  </th>
                  {METRIC_FIELDS.map((field) => {
                    const value = submission.metrics?.[field] ?? null;
                    return (
                      <td key={field} className="px-3 py-2 text-right tabular-nums">
                        {value === null ? (
                          <>
                            <span aria-hidden>—</span>
                            <span className="sr-only">not given</span>
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
    </div>
  );
}
