import { CONTENT_CATEGORIES_MAX } from '@partnerly/contracts';
import { Check, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { useCategories } from '../api/get-categories';

interface CategoryPickerProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** Searchable content categories, 1 to 8 (spec 01 section 5). */
export function CategoryPicker({ label, value, onChange, error }: CategoryPickerProps) {
  const t = useT();
  const categories = useCategories();
  const [search, setSearch] = useState('');
  const id = useId();
  const isFull = value.length >= CONTENT_CATEGORIES_MAX;
  const query = search.trim().toLowerCase();
  const visible = (categories.data ?? []).filter((category) => category.label.toLowerCase().includes(query));

  const toggle = (categoryId: string) =>
    onChange(
      value.includes(categoryId) ? value.filter((item) => item !== categoryId) : [...value, categoryId],
    );

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : `${id}-count`}>
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={t('onboarding.searchCategories')}
          placeholder={t('onboarding.searchCategories')}
          className="ps-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {categories.isPending ? (
        <div className="flex flex-wrap gap-2" aria-hidden>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-8 w-24 rounded-full" />
          ))}
        </div>
      ) : categories.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          {t('onboarding.categoriesFailed')}
          <Button variant="outline" size="sm" onClick={() => void categories.refetch()}>
            {t('onboarding.tryAgain')}
          </Button>
        </div>
      ) : visible.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('onboarding.noCategoryMatch', { search: search.trim() })}
        </p>
      ) : (
        <ul className="flex max-h-56 flex-wrap gap-2 overflow-y-auto p-0.5">
          {visible.map((category) => {
            const isSelected = value.includes(category.id);
            const isBlocked = !isSelected && isFull;
            return (
              <li key={category.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  disabled={isBlocked}
                  onClick={() => toggle(category.id)}
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
                    isSelected
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'bg-background hover:border-primary hover:bg-accent',
                  )}
                >
                  {isSelected ? <Check className="size-3.5" aria-hidden /> : null}
                  {category.label}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p id={`${id}-count`} className="text-xs text-muted-foreground" aria-live="polite">
        {t('onboarding.categoriesCount', {
          count: value.length,
          max: CONTENT_CATEGORIES_MAX,
          full: isFull ? 'yes' : 'no',
        })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
