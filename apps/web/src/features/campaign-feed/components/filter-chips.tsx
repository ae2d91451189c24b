import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { FilterChip } from './feed-filters';

interface FilterChipsProps {
  chips: FilterChip[];
  onRemove: (key: FilterChip['key']) => void;
  onClearAll: () => void;
}

/** The search and filters in force, each removable, and Clear all. */
export function FilterChips({ chips, onRemove, onClearAll }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
          >
            <span className="truncate">{chip.label}</span>
            <button
              type="button"
              aria-label={`Remove ${chip.label}`}
              onClick={() => onRemove(chip.key)}
              className="flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" className="px-2" onClick={onClearAll}>
        Clear all
      </Button>
    </div>
  );
}
