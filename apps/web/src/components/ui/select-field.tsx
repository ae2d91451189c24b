import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Field } from './field';

/** An option given as its value (shown as is) or as an id with a label. */
export type SelectOption = string | { id: string; label: string };

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  /** The empty first choice, e.g. 'Select gender'. */
  placeholder: string;
  options: readonly SelectOption[];
  error?: string;
}

const optionOf = (option: SelectOption) =>
  typeof option === 'string' ? { id: option, label: option } : option;

/** A labelled native select (keyboard, screen readers and mobile pickers for free). */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  id,
  className,
  ...props
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className="flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 ps-3 pe-9 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive md:text-sm"
            {...props}
          >
            <option value="">{placeholder}</option>
            {options.map(optionOf).map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
        </div>
      )}
    </Field>
  );
}
