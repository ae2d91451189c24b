import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/i18n-provider';

/** Typing settles for this long before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search in effect (trimmed). */
  value: string;
  onSearch: (value: string) => void;
  /** Names the search for screen readers: 'Search campaigns'. */
  label: string;
  placeholder: string;
  maxLength: number;
}

/** A search field for a list: searches as typing settles, on Enter, and clears with its button. */
export function SearchBox({ value, onSearch, label, placeholder, maxLength }: SearchBoxProps) {
  const t = useT();
  const [text, setText] = useState(value);

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      aria-label={label}
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="ps-9 pe-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label={t('common.clearSearch')}
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className="absolute end-2 top-1/2 flex size-7 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden />
        </button>
      ) : null}
    </form>
  );
}
