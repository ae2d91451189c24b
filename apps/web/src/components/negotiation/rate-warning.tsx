import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A rate far outside the campaign's budget (rateBudgetWarning): a warning, not a refusal.
 * Polite live region, so the creator typing a rate hears it once it appears.
 */
export function RateWarning({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}
