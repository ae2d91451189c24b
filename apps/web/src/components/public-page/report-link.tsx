import type { ReportTargetType } from '@partnerly/contracts/content-report-rules';
import { lazy, Suspense, useRef, useState } from 'react';

// 'Report this page' / 'Report this code' on the public pages (issue 19 item 5). Only the link is
// in the page's first load; its form is a chunk of its own, fetched on the first click, so the
// pages keep within their first-load budget.

const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }));

interface ReportLinkProps {
  targetType: ReportTargetType;
  /** The share code of /creator/{shareCode}, or the code of /r/{code}. */
  targetId: string;
  label: string;
}

export function ReportLink({ targetType, targetId, label }: ReportLinkProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const link = useRef<HTMLButtonElement>(null);
  return (
    <div className="mt-10 flex justify-center">
      <button
        ref={link}
        type="button"
        className="rounded-sm text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => {
          setOpened((count) => count + 1);
          setIsOpen(true);
        }}
      >
        {label}
      </button>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <ReportDialog
            // A fresh form each time it opens.
            key={opened}
            isOpen={isOpen}
            targetType={targetType}
            targetId={targetId}
            onClose={() => {
              setIsOpen(false);
              link.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
