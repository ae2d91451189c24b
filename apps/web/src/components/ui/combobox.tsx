import { Check, ChevronsUpDown } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Extra text shown after the label (also searched), e.g. a country code. */
  hint?: string;
  /** Shown before the label, e.g. a star for a major city. */
  icon?: ReactNode;
}

export interface ComboboxProps {
  options: readonly ComboboxOption[];
  /** The chosen option's value, or '' / null for none. */
  value: string | null;
  onChange: (value: string) => void;
  /** Trigger text while nothing is chosen. */
  placeholder: string;
  /** Placeholder of the search box inside the list. */
  searchPlaceholder?: string;
  /** Shown when no option matches the search, e.g. 'No country found.'. */
  emptyText: string;
  id?: string;
  disabled?: boolean;
  /** Marks the trigger invalid (a field error is shown next to it). */
  isInvalid?: boolean;
  'aria-describedby'?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  className?: string;
}

/** Options whose label or hint contains every word of `query` (case- and accent-insensitive). */
export function filterComboboxOptions<Option extends ComboboxOption>(
  options: readonly Option[],
  query: string,
): Option[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const text = normalize(`${option.label} ${option.hint ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * A searchable select: a button that opens a list with a search box (WAI-ARIA combobox with
 * a listbox popup). Arrow keys move, Enter picks, Escape closes.
 */
export function Combobox({
  options,
  value,
  onChange,
  placeholder,
  searchPlaceholder: searchPlaceholderProp,
  emptyText,
  id,
  disabled,
  isInvalid,
  className,
  ...aria
}: ComboboxProps) {
  const t = useT();
  const searchPlaceholder = searchPlaceholderProp ?? t('common.searchPlaceholder');
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const selected = options.find((option) => option.value === value);
  const matches = useMemo(() => filterComboboxOptions(options, query), [options, query]);

  const open = (next: boolean) => {
    setIsOpen(next);
    if (next) {
      setQuery('');
      const index = options.findIndex((option) => option.value === value);
      setActiveIndex(Math.max(index, 0));
    }
  };

  const pick = (option: ComboboxOption) => {
    onChange(option.value);
    setIsOpen(false);
  };

  const moveTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), matches.length - 1);
    setActiveIndex(next);
    listRef.current?.querySelector(`#${CSS.escape(optionId(next))}`)?.scrollIntoView({ block: 'nearest' });
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') moveTo(activeIndex + 1);
    else if (event.key === 'ArrowUp') moveTo(activeIndex - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(matches.length - 1);
    else if (event.key === 'Enter') {
      const option = matches[activeIndex];
      if (option) pick(option);
    } else return;
    event.preventDefault();
  };

  return (
    <Popover open={isOpen} onOpenChange={open}>
      <PopoverTrigger asChild>
        <button
          type="button"
          id={id}
          role="combobox"
          aria-expanded={isOpen}
          aria-haspopup="listbox"
          aria-controls={isOpen ? listId : undefined}
          aria-invalid={isInvalid ? true : undefined}
          disabled={disabled}
          className={cn(
            'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-start text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
            className,
          )}
          {...aria}
        >
          <span className={cn('truncate', !selected && 'text-muted-foreground')}>
            {selected ? selected.label : placeholder}
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-56 p-0">
        <input
          type="text"
          role="searchbox"
          aria-label={searchPlaceholder}
          aria-controls={listId}
          aria-activedescendant={matches[activeIndex] ? optionId(activeIndex) : undefined}
          autoComplete="off"
          value={query}
          placeholder={searchPlaceholder}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onSearchKeyDown}
          className="h-10 w-full border-b bg-transparent px-3 text-base outline-none placeholder:text-muted-foreground md:text-sm"
        />
        {matches.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground" role="status">
            {emptyText}
          </p>
        ) : (
          <ul ref={listRef} id={listId} role="listbox" className="max-h-64 overflow-y-auto p-1">
            {matches.map((option, index) => {
              const isSelected = option.value === value;
              return (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isSelected}
                  data-active={index === activeIndex ? '' : undefined}
                  onPointerMove={() => setActiveIndex(index)}
                  onClick={() => pick(option)}
                  className="flex cursor-default items-center gap-2 rounded-md px-2 py-2 text-sm select-none data-[active]:bg-accent data-[active]:text-accent-foreground"
                >
                  <Check className={cn('size-4 shrink-0', !isSelected && 'invisible')} aria-hidden />
                  {option.icon}
                  <span className="truncate">{option.label}</span>
                  {option.hint ? (
                    <span className="ms-auto text-xs text-muted-foreground">{option.hint}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
