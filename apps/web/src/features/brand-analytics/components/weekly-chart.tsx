import type { AnalyticsWeek } from '@partnerly/contracts';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCompact, formatCount, formatRate, formatWeekTick, weeklySummary } from './analytics-format';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { ChartCard } from '@/components/chart-card';
import { headCell, numberCell, ScrollTable } from '@/components/scroll-table';

/**
 * Views (bars) and the mean engagement rate (line, right axis) per week of completed results,
 * with the weeks as a table. A week without results has no rate: the line breaks there.
 */
export function WeeklyChart({ weeks }: { weeks: AnalyticsWeek[] }) {
  const t = useT();
  // The series' names: the legend, the tooltip and the table say the same.
  const views = t('brandAnalytics.views');
  const rate = t('brandAnalytics.avgEngagementRate');
  return (
    <ChartCard
      title={t('brandAnalytics.weeklyTitle')}
      summary={weeklySummary(t, weeks)}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={weeks}
            accessibilityLayer={false}
            margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="weekStart"
              tickFormatter={(weekStart: string) => formatWeekTick(weekStart, weeks.length)}
              minTickGap={16}
              tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
              stroke="var(--border)"
            />
            <YAxis
              yAxisId="views"
              tickFormatter={formatCompact}
              width={44}
              tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
              stroke="var(--border)"
            />
            <YAxis
              yAxisId="rate"
              orientation="right"
              tickFormatter={(value: number) => `${value}%`}
              width={44}
              tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
              stroke="var(--border)"
            />
            <Tooltip
              labelFormatter={(label) => t('brandAnalytics.weekOf', { date: formatDate(String(label)) })}
              formatter={(value, name) =>
                name === rate
                  ? formatRate(typeof value === 'number' ? value : null)
                  : formatCount(Number(value))
              }
              contentStyle={{ background: 'var(--popover)', borderColor: 'var(--border)', borderRadius: 8 }}
            />
            {/* Right to left, the legend's text sits left of its swatch: the gap goes on that side too. */}
            <Legend
              wrapperStyle={{ fontSize: 12 }}
              formatter={(value: string) => <span className="rtl:ms-1">{value}</span>}
            />
            <Bar yAxisId="views" dataKey="views" name={views} fill="var(--primary)" radius={[3, 3, 0, 0]} />
            <Line
              yAxisId="rate"
              dataKey="averageEngagementRate"
              name={rate}
              stroke="var(--success)"
              strokeWidth={2}
              dot={weeks.length <= 26}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      }
      table={
        <ScrollTable label={t('brandAnalytics.weeklyTable')}>
          <thead className="bg-muted/50 text-start">
            <tr>
              <th scope="col" className={headCell}>
                {t('brandAnalytics.weekOfColumn')}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {views}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {t('brandAnalytics.avgEngagementColumn')}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {t('brandAnalytics.results')}
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart} className="border-t">
                <th scope="row" className="px-3 py-2 text-start font-medium whitespace-nowrap">
                  {formatDate(week.weekStart)}
                </th>
                <td className={numberCell}>{formatCount(week.views)}</td>
                <td className={numberCell}>{formatRate(week.averageEngagementRate)}</td>
                <td className={numberCell}>{formatCount(week.results)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      }
    />
  );
}
