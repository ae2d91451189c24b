import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';
import type { FilterChip } from './feed-filters';

interface FilterChipsProps {
  chips: FilterChip[];
  onRemove: (key: FilterChip['key']) => void;
  onClearAll: () => void;
}

/** The search and filters in force, each removable, and Clear all. */
export function FilterChips({ chips, onRemove, onClearAll }: FilterChipsProps) {
  const t = useT();
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('campaignFeed.activeFilters')} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-1 ps-3 pe-1 text-sm text-secondary-foreground"
          >
            <span className="truncate">{chip.label}</span>
            <button
              type="button"
              aria-label={t('campaignFeed.removeChip', { label: chip.label })}
              onClick={() => onRemove(chip.key)}
              className="flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" className="px-2" onClick={onClearAll}>
        {t('campaignFeed.clearAll')}
      </Button>
    </div>
  );
}
