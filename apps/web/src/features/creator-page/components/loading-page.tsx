import { usePageT } from '@/components/public-page/public-language';

/** What shows while the page's data loads: the shapes of the header and two cards. */
export function LoadingPage() {
  const t = usePageT();
  return (
    <div role="status" aria-label={t('publicPage.loading')} className="animate-pulse">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="size-24 rounded-full bg-muted" />
        <div className="flex w-full max-w-sm flex-col items-center gap-3 sm:items-start">
          <div className="h-7 w-48 rounded bg-muted" />
          <div className="h-4 w-64 rounded bg-muted" />
          <div className="h-4 w-40 rounded bg-muted" />
        </div>
      </div>
      <div className="mt-10 grid gap-4 sm:grid-cols-2">
        <div className="h-48 rounded-xl bg-muted" />
        <div className="h-48 rounded-xl bg-muted" />
      </div>
    </div>
  );
}
