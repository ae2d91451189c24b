import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { Input } from './input';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Shown under the input and announced with it. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with an accessible error message (works with react-hook-form's register). */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <Input {...control} {...props} />}
    </Field>
  );
}
