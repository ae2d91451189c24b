import { useId, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface ChartCardProps {
  title: string;
  /** What the chart shows in words: read by screen readers in place of the drawing. */
  summary: string;
  chart: ReactNode;
  /** The chart's figures as a table, behind a disclosure (keyboard and screen readers). */
  table: ReactNode;
}

/**
 * A chart with its text alternatives: the drawing is hidden from assistive technology and
 * described by a sentence; the same figures are one click away as a table.
 */
export function ChartCard({ title, summary, chart, table }: ChartCardProps) {
  const t = useT();
  const summaryId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription id={summaryId}>{summary}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <figure aria-describedby={summaryId} className="m-0">
          <div className="h-64 w-full" aria-hidden>
            {chart}
          </div>
          <figcaption className="sr-only">{title}</figcaption>
        </figure>
        <details className="group rounded-md border">
          <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring">
            {t('common.showFiguresAsTable')}
          </summary>
          <div className="border-t">{table}</div>
        </details>
      </CardContent>
    </Card>
  );
}
