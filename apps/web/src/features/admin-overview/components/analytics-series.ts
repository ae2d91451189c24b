import type { PlatformDay } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';

/** One line, bar or area of a platform chart: its key in the chart's rows and its figure of a day. */
export interface Series {
  key: string;
  label: MessageKey;
  value: (day: PlatformDay) => number;
}

/** The series' total over the days. */
export function sumOf(days: readonly PlatformDay[], series: Series): number {
  return days.reduce((total, day) => total + series.value(day), 0);
}
