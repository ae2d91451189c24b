import { FEED_SEARCH_MAX } from '@partnerly/contracts';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/i18n-provider';

/** Typing settles for this long before the feed is searched. */
const SEARCH_DEBOUNCE_MS = 300;

interface FeedSearchProps {
  /** The search in the URL. */
  value: string;
  onSearch: (value: string) => void;
}

/** The feed's search box: case-insensitive search on title and description, debounced. */
export function FeedSearch({ value, onSearch }: FeedSearchProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  // The URL changed elsewhere (a removed chip, Clear all, back/forward): show its search.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      aria-label={t('campaignFeed.searchLabel')}
      className="relative flex-1"
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
        aria-label={t('campaignFeed.searchLabel')}
        placeholder={t('campaignFeed.searchPlaceholder')}
        maxLength={FEED_SEARCH_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="ps-9 pe-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label={t('campaignFeed.clearSearch')}
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
