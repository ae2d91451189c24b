import {
  SUPPORT_INBOX_FILTERS,
  SUPPORT_REQUEST_TYPE_LABELS,
  SUPPORT_REQUEST_TYPES,
  SUPPORT_STATUS_LABELS,
  type AdminSupportList,
  type SupportInboxFilter,
  type SupportRequestType,
} from '@partnerly/contracts';
import { SelectField } from '@/components/ui/select-field';
import { cn } from '@/lib/utils';

export interface InboxFilterValues {
  status: SupportInboxFilter;
  requestType: SupportRequestType | '';
}

const TYPE_OPTIONS = SUPPORT_REQUEST_TYPES.map((type) => ({
  id: type,
  label: SUPPORT_REQUEST_TYPE_LABELS[type],
}));

const countOf = (filter: SupportInboxFilter, counts: AdminSupportList['counts'] | undefined) => {
  if (!counts) return null;
  return filter === 'all' ? counts.open + counts.answered + counts.closed : counts[filter];
};

interface InboxFiltersProps {
  value: InboxFilterValues;
  counts: AdminSupportList['counts'] | undefined;
  onChange: (value: InboxFilterValues) => void;
}

/** Status chips (with their counts) and the request type. */
export function InboxFilters({ value, counts, onChange }: InboxFiltersProps) {
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_14rem] md:items-end">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Status</legend>
        <div className="flex flex-wrap gap-2">
          {SUPPORT_INBOX_FILTERS.map((filter) => {
            const count = countOf(filter, counts);
            return (
              <label
                key={filter}
                className={cn(
                  'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  value.status === filter
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'hover:bg-accent',
                )}
              >
                <input
                  type="radio"
                  name="support-status"
                  className="sr-only"
                  checked={value.status === filter}
                  onChange={() => onChange({ ...value, status: filter })}
                />
                {filter === 'all' ? 'All' : SUPPORT_STATUS_LABELS[filter]}
                {count === null ? null : <span className="tabular-nums opacity-80">({count})</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      <SelectField
        label="Request type"
        placeholder="All types"
        options={TYPE_OPTIONS}
        value={value.requestType}
        onChange={(event) =>
          onChange({ ...value, requestType: event.target.value as SupportRequestType | '' })
        }
      />
    </div>
  );
}
