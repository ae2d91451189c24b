import {
  SUPPORT_INBOX_FILTERS,
  SUPPORT_REQUEST_TYPES,
  type AdminSupportList,
  type SupportInboxFilter,
  type SupportRequestType,
} from '@partnerly/contracts';
import { SelectField } from '@/components/ui/select-field';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { REQUEST_TYPE_LABELS, STATUS_LABELS } from './support-labels';

/** Not a word: the same in every language. */
const inParentheses = (count: number) => `(${count})`;

export interface InboxFilterValues {
  status: SupportInboxFilter;
  requestType: SupportRequestType | '';
}

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
  const t = useT();
  const typeOptions = SUPPORT_REQUEST_TYPES.map((type) => ({
    id: type,
    label: t(REQUEST_TYPE_LABELS[type]),
  }));
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_14rem] md:items-end">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('common.status')}</legend>
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
                {filter === 'all' ? t('common.all') : t(STATUS_LABELS[filter])}
                {count === null ? null : (
                  <span className="tabular-nums opacity-80">{inParentheses(count)}</span>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
      <SelectField
        label={t('adminSupport.requestType')}
        placeholder={t('adminSupport.allTypes')}
        options={typeOptions}
        value={value.requestType}
        onChange={(event) =>
          onChange({ ...value, requestType: event.target.value as SupportRequestType | '' })
        }
      />
    </div>
  );
}
