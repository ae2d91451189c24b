import { Award, Building2 } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n-provider';
import { pointsLineOf, type PointsEntry } from './points-format';

/** Between the brand and the time: punctuation, the same in every language. */
const SEPARATOR = '·';

/** Check-ins newest first: the event, the brand, the day and time (UAE) and the points earned. */
export function PointsHistoryList({ entries, label }: { entries: readonly PointsEntry[]; label: string }) {
  const t = useT();
  return (
    <ul aria-label={label} className="grid gap-3">
      {entries
        .map((entry) => pointsLineOf(t, entry))
        .map((line) => (
          <li
            key={line.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b pb-3 last:border-b-0 last:pb-0"
          >
            <div className="flex min-w-0 items-start gap-3">
              <span
                aria-hidden
                className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-success/10 text-success"
              >
                <Award className="size-4" />
              </span>
              <div className="grid min-w-0 gap-0.5">
                <p className="text-sm font-medium break-words">{line.event}</p>
                <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
                  {line.brand ? (
                    <>
                      <Building2 className="size-3.5" aria-hidden />
                      <span>{line.brand}</span>
                      <span aria-hidden>{SEPARATOR}</span>
                    </>
                  ) : null}
                  <time dateTime={line.at}>
                    {t('points.dateAndTime', { date: line.date, time: line.time })}
                  </time>
                </p>
              </div>
            </div>
            <p className="text-sm font-semibold text-success tabular-nums">{line.points}</p>
          </li>
        ))}
    </ul>
  );
}
