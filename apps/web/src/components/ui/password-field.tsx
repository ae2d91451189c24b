import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { Field } from './field';
import { Input } from './input';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A password input with a show/hide toggle and an announced error message. */
export function PasswordField({ label, error, hint, id, className, ...props }: PasswordFieldProps) {
  const t = useT();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <Input {...control} type={isVisible ? 'text' : 'password'} className="pe-11" {...props} />
          <button
            type="button"
            onClick={() => setIsVisible((visible) => !visible)}
            aria-label={t(isVisible ? 'common.hideLabel' : 'common.showLabel', {
              label: label.toLowerCase(),
            })}
            aria-pressed={isVisible}
            className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {isVisible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        </div>
      )}
    </Field>
  );
}
