import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { Textarea } from './textarea';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled textarea with an announced error (works with react-hook-form's register). */
export function TextareaField({ label, error, hint, id, className, ...props }: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <Textarea {...control} {...props} />}
    </Field>
  );
}
