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
import { ChartCard } from '@/components/chart-card';
import { headCell, numberCell, ScrollTable } from '@/components/scroll-table';

const VIEWS = 'Views';
const RATE = 'Avg. engagement rate';

/**
 * Views (bars) and the mean engagement rate (line, right axis) per week of completed results,
 * with the weeks as a table. A week without results has no rate: the line breaks there.
 */
export function WeeklyChart({ weeks }: { weeks: AnalyticsWeek[] }) {
  return (
    <ChartCard
      title="Views and engagement over time"
      summary={weeklySummary(weeks)}
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
              labelFormatter={(label) => `Week of ${formatDate(String(label))}`}
              formatter={(value, name) =>
                name === RATE
                  ? formatRate(typeof value === 'number' ? value : null)
                  : formatCount(Number(value))
              }
              contentStyle={{ background: 'var(--popover)', borderColor: 'var(--border)', borderRadius: 8 }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar yAxisId="views" dataKey="views" name={VIEWS} fill="var(--primary)" radius={[3, 3, 0, 0]} />
            <Line
              yAxisId="rate"
              dataKey="averageEngagementRate"
              name={RATE}
              stroke="var(--success)"
              strokeWidth={2}
              dot={weeks.length <= 26}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      }
      table={
        <ScrollTable label="Views and engagement per week">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className={headCell}>
                Week of
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Views
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Avg. engagement
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Results
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart} className="border-t">
                <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
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
