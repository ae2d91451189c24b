import { CONTENT_CATEGORIES, ENGAGEMENT_LEVELS, type BrandAnalyticsQuery } from '@partnerly/contracts';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { hasCreatorFilters, minReachOptions, type CreatorFilterName } from '../api/analytics-filters';
import { levelLabel } from './analytics-format';

const LEVEL_OPTIONS = ENGAGEMENT_LEVELS.map((level) => ({ id: level, label: levelLabel(level) }));
const CATEGORY_OPTIONS = CONTENT_CATEGORIES.map((category) => ({ id: category.id, label: category.label }));

interface CreatorFiltersProps {
  filters: BrandAnalyticsQuery;
  onChange(name: CreatorFilterName, value: string | undefined): void;
  onClear(): void;
}

/** Engagement level, minimum reach and category of the top creators (kept in the address). */
export function CreatorFilters({ filters, onChange, onClear }: CreatorFiltersProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end">
      <SelectField
        label="Engagement level"
        placeholder="Any level"
        options={LEVEL_OPTIONS}
        value={filters.engagementLevel ?? ''}
        onChange={(event) => onChange('engagementLevel', event.target.value || undefined)}
      />
      <SelectField
        label="Minimum reach"
        placeholder="Any reach"
        options={minReachOptions(filters.minReach)}
        value={filters.minReach === undefined ? '' : String(filters.minReach)}
        onChange={(event) => onChange('minReach', event.target.value || undefined)}
      />
      <SelectField
        label="Category"
        placeholder="Any category"
        options={CATEGORY_OPTIONS}
        value={filters.category ?? ''}
        onChange={(event) => onChange('category', event.target.value || undefined)}
      />
      {hasCreatorFilters(filters) ? (
        <Button type="button" variant="ghost" onClick={onClear} className="justify-self-start">
          <X aria-hidden /> Clear filters
        </Button>
      ) : null}
    </div>
  );
}
