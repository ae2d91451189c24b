import { useId } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';

interface ProfileCheckboxesProps {
  profiles: readonly { id: string; profileName: string }[];
  value: readonly string[];
  onChange(next: string[]): void;
  legend?: string;
  error?: string;
}

/** Which brand profiles a member works on: one checkbox per profile of the workspace. */
export function ProfileCheckboxes({ profiles, value, onChange, legend, error }: ProfileCheckboxesProps) {
  const t = useT();
  const errorId = useId();
  const toggle = (id: string, isChecked: boolean) =>
    onChange(isChecked ? [...value, id] : value.filter((selected) => selected !== id));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend ?? t('workspace.brandProfiles')}</legend>
      <p className="text-xs text-muted-foreground">{t('workspace.profilesHint')}</p>
      {profiles.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('workspace.noProfiles')}</p>
      ) : (
        <ul className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2">
          {profiles.map((profile) => (
            <li key={profile.id}>
              <label className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-2 text-sm hover:bg-accent">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={value.includes(profile.id)}
                  onChange={(event) => toggle(profile.id, event.target.checked)}
                />
                {profile.profileName}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
