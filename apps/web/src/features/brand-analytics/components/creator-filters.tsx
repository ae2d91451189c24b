import { CONTENT_CATEGORIES, ENGAGEMENT_LEVELS, type BrandAnalyticsQuery } from '@partnerly/contracts';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useT } from '@/lib/i18n/i18n-provider';
import { hasCreatorFilters, minReachOptions, type CreatorFilterName } from '../api/analytics-filters';
import { categoryLabel, levelLabel } from './analytics-format';

interface CreatorFiltersProps {
  filters: BrandAnalyticsQuery;
  onChange(name: CreatorFilterName, value: string | undefined): void;
  onClear(): void;
}

/** Engagement level, minimum reach and category of the top creators (kept in the address). */
export function CreatorFilters({ filters, onChange, onClear }: CreatorFiltersProps) {
  const t = useT();
  const levelOptions = ENGAGEMENT_LEVELS.map((level) => ({ id: level, label: levelLabel(t, level) }));
  const categoryOptions = CONTENT_CATEGORIES.map((category) => ({
    id: category.id,
    label: categoryLabel(t, category.id),
  }));
  return (
    <div className="grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end">
      <SelectField
        label={t('brandAnalytics.engagementLevel')}
        placeholder={t('brandAnalytics.anyLevel')}
        options={levelOptions}
        value={filters.engagementLevel ?? ''}
        onChange={(event) => onChange('engagementLevel', event.target.value || undefined)}
      />
      <SelectField
        label={t('brandAnalytics.minimumReach')}
        placeholder={t('brandAnalytics.anyReach')}
        options={minReachOptions(t, filters.minReach)}
        value={filters.minReach === undefined ? '' : String(filters.minReach)}
        onChange={(event) => onChange('minReach', event.target.value || undefined)}
      />
      <SelectField
        label={t('brandAnalytics.category')}
        placeholder={t('brandAnalytics.anyCategory')}
        options={categoryOptions}
        value={filters.category ?? ''}
        onChange={(event) => onChange('category', event.target.value || undefined)}
      />
      {hasCreatorFilters(filters) ? (
        <Button type="button" variant="ghost" onClick={onClear} className="justify-self-start">
          <X aria-hidden /> {t('brandAnalytics.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}
