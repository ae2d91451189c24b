import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen (a phone shows the first columns and scrolls
 * to the rest); focusable so the keyboard can scroll it too, and named for screen readers.
 * The analytics page and Affiliate Analytics use it.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      // relative: the cells' screen-reader-only text (absolutely placed) scrolls with the table.
      className="relative overflow-x-auto rounded-xl border focus-visible:outline-2 focus-visible:outline-ring"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export const headCell = 'px-3 py-2 font-medium whitespace-nowrap';
export const numberCell = 'px-3 py-2 text-end whitespace-nowrap tabular-nums';
