import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import type { CampaignFormField } from './campaign-form-state';

/** The id of a field's input (or group), so the first error can be scrolled to and focused. */
export const fieldId = (field: CampaignFormField) => `campaign-field-${field}`;
const errorId = (field: CampaignFormField) => `${fieldId(field)}-error`;
const hintId = (field: CampaignFormField) => `${fieldId(field)}-hint`;

/** aria props that tie an input to its hint and error. */
export function describedBy(field: CampaignFormField, error?: string, hint?: ReactNode) {
  const ids = [hint ? hintId(field) : null, error ? errorId(field) : null].filter(Boolean).join(' ');
  return {
    id: fieldId(field),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}

/** A sign, not a word: the same in every language. */
const REQUIRED_MARK = '*';

export function RequiredMark() {
  return (
    <span aria-hidden className="ms-0.5 text-destructive">
      {REQUIRED_MARK}
    </span>
  );
}

/**
 * A field's label with the required mark beside it, outside the <label>: the field's
 * name stays exactly its label text (the input is marked required for assistive tech).
 */
export function FieldLabel({
  htmlFor,
  label,
  isRequired,
}: {
  htmlFor: string;
  label: string;
  isRequired?: boolean;
}) {
  return (
    <span className="flex items-baseline gap-0.5">
      <Label htmlFor={htmlFor}>{label}</Label>
      {isRequired ? <RequiredMark /> : null}
    </span>
  );
}

export function FieldMessages({
  field,
  error,
  hint,
}: {
  field: CampaignFormField;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId(field)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(field)} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface FieldProps {
  field: CampaignFormField;
  label: string;
  isRequired?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Renders the control; spread the props onto it. */
  children: (props: ReturnType<typeof describedBy> & { required?: boolean }) => ReactNode;
}

/** A labelled single control with its hint and error. */
export function Field({ field, label, isRequired, error, hint, className, children }: FieldProps) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <FieldLabel htmlFor={fieldId(field)} label={label} isRequired={isRequired} />
      {children({ ...describedBy(field, error, hint), required: isRequired || undefined })}
      <FieldMessages field={field} error={error} hint={hint} />
    </div>
  );
}

interface ChoiceGroupProps<T extends string> {
  field: CampaignFormField;
  legend: string;
  isRequired?: boolean;
  type: 'checkbox' | 'radio';
  options: readonly { value: T; label: string; description?: string }[];
  selected: readonly T[];
  onToggle(value: T, isChecked: boolean): void;
  /** Options that cannot be changed (e.g. the last platform left). */
  isLocked?(value: T): boolean;
  error?: string;
  hint?: ReactNode;
  columns?: string;
}

/** A fieldset of checkboxes or radios; the group itself takes the focus on an error. */
export function ChoiceGroup<T extends string>({
  field,
  legend,
  isRequired,
  type,
  options,
  selected,
  onToggle,
  isLocked,
  error,
  hint,
  columns = 'grid-cols-2 sm:grid-cols-4',
}: ChoiceGroupProps<T>) {
  const described = describedBy(field, error, hint);
  return (
    <fieldset
      id={described.id}
      tabIndex={-1}
      aria-describedby={described['aria-describedby']}
      className="grid gap-2 rounded-md outline-none focus-visible:outline-2 focus-visible:outline-ring"
    >
      <legend className="mb-2 text-sm leading-none font-medium">
        {legend}
        {isRequired ? <RequiredMark /> : null}
      </legend>
      <div className={cn('grid gap-2', columns)}>
        {options.map((option) => {
          const isChecked = selected.includes(option.value);
          return (
            <label
              key={option.value}
              className="flex min-h-10 cursor-pointer items-start gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5 has-disabled:cursor-not-allowed has-disabled:opacity-70"
            >
              <input
                type={type}
                name={field}
                value={option.value}
                checked={isChecked}
                disabled={isLocked?.(option.value) ?? false}
                onChange={(event) => onToggle(option.value, event.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span className="grid gap-0.5">
                <span>{option.label}</span>
                {option.description ? (
                  <span className="text-xs text-muted-foreground">{option.description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessages field={field} error={error} hint={hint} />
    </fieldset>
  );
}

export const selectClassName =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive md:text-sm';
