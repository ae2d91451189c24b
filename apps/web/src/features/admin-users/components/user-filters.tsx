import { ADMIN_USER_SEARCH_MAX, USER_TYPES, type AdminUserStatus, type UserType } from '@partnerly/contracts';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { useT } from '@/lib/i18n/i18n-provider';
import { roleLabel } from './user-labels';

/** Typing settles for this long before the list is searched. */
const SEARCH_DEBOUNCE_MS = 300;

export interface UserFilterValues {
  search: string;
  userType: UserType | '';
  status: AdminUserStatus | '';
}

interface UserFiltersProps {
  value: UserFilterValues;
  onChange: (value: UserFilterValues) => void;
}

/** The search box (name, e-mail or company; debounced) and the role and status filters. */
export function UserFilters({ value, onChange }: UserFiltersProps) {
  const t = useT();
  const typeOptions = USER_TYPES.map((type) => ({ id: type, label: roleLabel(t, type) }));
  const statusOptions = [
    { id: 'active', label: t('adminUsers.status.active') },
    { id: 'suspended', label: t('adminUsers.status.suspended') },
  ];
  const [text, setText] = useState(value.search);

  useEffect(() => {
    const next = text.trim();
    if (next === value.search) return;
    const timer = setTimeout(() => onChange({ ...value, search: next }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <div className="grid gap-3 md:grid-cols-[1fr_12rem_12rem] md:items-end">
      <form
        role="search"
        aria-label={t('adminUsers.search')}
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...value, search: text.trim() });
        }}
      >
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={t('adminUsers.search')}
          placeholder={t('adminUsers.searchPlaceholder')}
          maxLength={ADMIN_USER_SEARCH_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="ps-9 pe-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            aria-label={t('adminUsers.clearSearch')}
            onClick={() => {
              setText('');
              onChange({ ...value, search: '' });
            }}
            className="absolute end-2 top-1/2 flex size-7 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </form>
      <SelectField
        label={t('adminUsers.role')}
        placeholder={t('adminUsers.allRoles')}
        options={typeOptions}
        value={value.userType}
        onChange={(event) => onChange({ ...value, userType: event.target.value as UserType | '' })}
      />
      <SelectField
        label={t('common.status')}
        placeholder={t('adminUsers.allStatuses')}
        options={statusOptions}
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as AdminUserStatus | '' })}
      />
    </div>
  );
}
