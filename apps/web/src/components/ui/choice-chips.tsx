import { useId } from 'react';
import { useKnownText } from '@/lib/i18n/i18n-provider';

interface ChoiceChipsProps<Id extends string> {
  label: string;
  /** Shown under the legend, e.g. how many may be chosen. */
  hint?: string;
  options: readonly { id: Id; label: string }[];
  value: readonly Id[];
  onChange: (value: Id[]) => void;
  error?: string;
}

/** A multiple choice shown as toggle chips (native checkboxes underneath). */
export function ChoiceChips<Id extends string>({
  label,
  options,
  value,
  onChange,
  hint,
  error,
}: ChoiceChipsProps<Id>) {
  const id = useId();
  const known = useKnownText();
  const toggle = (option: Id, isChecked: boolean) =>
    onChange(
      isChecked
        ? options.map((item) => item.id).filter((item) => item === option || value.includes(item))
        : value.filter((item) => item !== option),
    );
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}
    >
      <legend className="mb-2 text-sm leading-none font-medium">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.id}
            className="relative inline-flex cursor-pointer items-center rounded-full border px-3 py-1.5 text-sm transition-colors select-none has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="checkbox"
              className="sr-only"
              checked={value.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {known(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
