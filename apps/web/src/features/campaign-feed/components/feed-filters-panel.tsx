import {
  CAMPAIGN_PLATFORM_LABELS,
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_TYPE_LABELS,
  CAMPAIGN_TYPES,
  COMPENSATION_LABELS,
  COMPENSATION_TYPES,
  CONTENT_CATEGORIES,
} from '@partnerly/contracts';
import type { ChangeEvent } from 'react';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { useCountries } from '@/lib/reference-locations';
import type { FeedFilterKey, FeedFilters } from './feed-filters';

const TYPE_OPTIONS: SelectOption[] = CAMPAIGN_TYPES.map((t) => ({ id: t, label: CAMPAIGN_TYPE_LABELS[t] }));
const PLATFORM_OPTIONS: SelectOption[] = CAMPAIGN_PLATFORMS.map((p) => ({
  id: p,
  label: CAMPAIGN_PLATFORM_LABELS[p],
}));
const COMPENSATION_OPTIONS: SelectOption[] = COMPENSATION_TYPES.map((c) => ({
  id: c,
  label: COMPENSATION_LABELS[c],
}));

interface FeedFiltersPanelProps {
  id: string;
  filters: FeedFilters;
  onChange: (key: FeedFilterKey, value: string | undefined) => void;
}

/** The collapsible filter panel's fields: category, type, platform, country, compensation. */
export function FeedFiltersPanel({ id, filters, onChange }: FeedFiltersPanelProps) {
  const countries = useCountries();
  const countryOptions = (countries.data ?? []).map((c) => ({ id: c.code, label: c.name }));
  // A shared link may name a country before the list has loaded: keep it selectable.
  if (filters.country && !countryOptions.some((option) => option.id === filters.country)) {
    countryOptions.unshift({ id: filters.country, label: filters.country });
  }
  const field = (key: FeedFilterKey) => ({
    value: filters[key] ?? '',
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange(key, event.target.value || undefined),
  });
  return (
    <div
      id={id}
      role="group"
      aria-label="Filters"
      className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <SelectField
        label="Category"
        placeholder="All categories"
        options={CONTENT_CATEGORIES}
        {...field('category')}
      />
      <SelectField label="Type" placeholder="All types" options={TYPE_OPTIONS} {...field('type')} />
      <SelectField
        label="Platform"
        placeholder="All platforms"
        options={PLATFORM_OPTIONS}
        {...field('platform')}
      />
      <SelectField
        label="Country"
        placeholder={countries.isError ? 'Countries unavailable' : 'All countries'}
        options={countryOptions}
        {...field('country')}
      />
      <SelectField
        label="Compensation"
        placeholder="All compensation"
        options={COMPENSATION_OPTIONS}
        {...field('compensation')}
      />
    </div>
  );
}
