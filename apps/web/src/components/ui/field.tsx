import { useId, type ReactNode } from 'react';
import { useKnownText } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { Label } from './label';

/** What a field's control needs to be tied to its label, hint and error. */
interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: string;
  /** Shown under the control and announced with it. */
  error?: string;
  hint?: ReactNode;
  /** The control's id; generated when left out. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The frame of every form field: a label, the control, then its hint and error message. */
export function Field({ label, error, hint, id, className, children }: FieldProps) {
  const generatedId = useId();
  // A form rule's or the API's message comes in English; shown in the app's language if known.
  const known = useKnownText();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {known(error)}
        </p>
      ) : null}
    </div>
  );
}
