import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';

interface PagerProps {
  /** What the pages hold, for screen readers and the count: 'campaigns', 'reports'. */
  noun: { one: string; many: string };
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and Next under a paged list, with 'Page 2 of 5 · 112 campaigns'. */
export function Pager({ noun, page, pageSize, total, onPage }: PagerProps) {
  const t = useT();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={t('common.pagesOf', { noun: noun.many })}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground" aria-live="polite">
        {t('common.pageOfTotal', { page, pageCount, total, noun: total === 1 ? noun.one : noun.many })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden className="rtl:-scale-x-100" /> {t('common.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {t('common.next')} <ChevronRight aria-hidden className="rtl:-scale-x-100" />
        </Button>
      </div>
    </nav>
  );
}
