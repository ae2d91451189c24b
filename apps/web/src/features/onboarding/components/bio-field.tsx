import { BIO_MAX_LENGTH, BIO_WARNING_LENGTH } from '@partnerly/contracts';
import { useId, type ComponentProps } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

interface BioFieldProps extends ComponentProps<'textarea'> {
  length: number;
  error?: string;
}

/** The bio, at most 500 characters; the counter turns to a warning after 450. */
export function BioField({ length, error, ...props }: BioFieldProps) {
  const t = useT();
  const id = useId();
  const isNearLimit = length > BIO_WARNING_LENGTH;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('onboarding.bio')}</Label>
      <Textarea
        id={id}
        rows={4}
        maxLength={BIO_MAX_LENGTH}
        placeholder={t('onboarding.bioPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className={cn(isNearLimit && 'border-amber-500 focus-visible:border-amber-500')}
        {...props}
      />
      <p
        id={`${id}-count`}
        className={cn(
          'justify-self-end text-xs',
          isNearLimit ? 'font-medium text-amber-700 dark:text-amber-400' : 'text-muted-foreground',
        )}
      >
        {t('onboarding.bioCount', { length, max: BIO_MAX_LENGTH })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
