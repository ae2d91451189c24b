import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen; focusable so the keyboard can scroll it
 * too, and named for screen readers.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-xl border focus-visible:outline-2 focus-visible:outline-ring"
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
export const numberCell = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';
