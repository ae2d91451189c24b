import { SelectField } from '@/components/ui/select-field';
import { useT } from '@/lib/i18n/i18n-provider';
import {
  isStatusFilter,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  type CampaignChoice,
  type StatusFilter,
  withCount,
} from './submission-format';

interface SubmissionFiltersProps {
  campaigns: CampaignChoice[];
  campaignId: string | null;
  onCampaignChange(id: string | null): void;
  status: StatusFilter;
  /** How many each status shows (null while the list loads). */
  counts: Record<StatusFilter, number> | null;
  onStatusChange(status: StatusFilter): void;
}

/** Which campaign's queue (kept in the address) and which status to show. */
export function SubmissionFilters({
  campaigns,
  campaignId,
  onCampaignChange,
  status,
  counts,
  onStatusChange,
}: SubmissionFiltersProps) {
  const t = useT();
  const statusOptions = STATUS_FILTERS.filter((filter) => filter !== 'all').map((filter) => ({
    id: filter,
    label: counts
      ? withCount(t(STATUS_FILTER_LABELS[filter]), counts[filter])
      : t(STATUS_FILTER_LABELS[filter]),
  }));
  return (
    <div className="grid gap-3 sm:max-w-2xl sm:grid-cols-2">
      <SelectField
        label={t('submissionsReview.campaign')}
        placeholder={t('submissionsReview.allCampaigns')}
        options={campaigns}
        value={campaignId ?? ''}
        onChange={(event) => onCampaignChange(event.target.value || null)}
      />
      <SelectField
        label={t('common.status')}
        placeholder={
          counts
            ? withCount(t('submissionsReview.allStatuses'), counts.all)
            : t('submissionsReview.allStatuses')
        }
        options={statusOptions}
        value={status === 'all' ? '' : status}
        onChange={(event) => {
          const value = event.target.value;
          onStatusChange(isStatusFilter(value) ? value : 'all');
        }}
      />
    </div>
  );
}
