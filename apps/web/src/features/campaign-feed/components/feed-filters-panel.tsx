import {
  CAMPAIGN_PLATFORM_LABELS,
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_TYPES,
  COMPENSATION_TYPES,
  CONTENT_CATEGORIES,
} from '@partnerly/contracts';
import type { ChangeEvent } from 'react';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { CAMPAIGN_TYPE_KEYS, COMPENSATION_KEYS, CONTENT_CATEGORY_KEYS } from '@/lib/i18n/campaign-keys';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCountries } from '@/lib/reference-locations';
import type { FeedFilterKey, FeedFilters } from './feed-filters';

/** Platforms are names, the same in every language. */
const PLATFORM_OPTIONS: SelectOption[] = CAMPAIGN_PLATFORMS.map((p) => ({
  id: p,
  label: CAMPAIGN_PLATFORM_LABELS[p],
}));

interface FeedFiltersPanelProps {
  id: string;
  filters: FeedFilters;
  onChange: (key: FeedFilterKey, value: string | undefined) => void;
}

/** The collapsible filter panel's fields: category, type, platform, country, compensation. */
export function FeedFiltersPanel({ id, filters, onChange }: FeedFiltersPanelProps) {
  const t = useT();
  const countries = useCountries();
  const categoryOptions = CONTENT_CATEGORIES.map((c) => ({
    id: c.id,
    label: t(CONTENT_CATEGORY_KEYS[c.id]),
  }));
  const typeOptions = CAMPAIGN_TYPES.map((type) => ({ id: type, label: t(CAMPAIGN_TYPE_KEYS[type]) }));
  const compensationOptions = COMPENSATION_TYPES.map((c) => ({ id: c, label: t(COMPENSATION_KEYS[c]) }));
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
      aria-label={t('campaignFeed.filters')}
      className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <SelectField
        label={t('campaignFeed.category')}
        placeholder={t('campaignFeed.allCategories')}
        options={categoryOptions}
        {...field('category')}
      />
      <SelectField
        label={t('campaignFeed.type')}
        placeholder={t('campaignFeed.allTypes')}
        options={typeOptions}
        {...field('type')}
      />
      <SelectField
        label={t('campaignFeed.platform')}
        placeholder={t('campaignFeed.allPlatforms')}
        options={PLATFORM_OPTIONS}
        {...field('platform')}
      />
      <SelectField
        label={t('campaignFeed.country')}
        placeholder={
          countries.isError ? t('campaignFeed.countriesUnavailable') : t('campaignFeed.allCountries')
        }
        options={countryOptions}
        {...field('country')}
      />
      <SelectField
        label={t('campaignFeed.compensation')}
        placeholder={t('campaignFeed.allCompensation')}
        options={compensationOptions}
        {...field('compensation')}
      />
    </div>
  );
}
