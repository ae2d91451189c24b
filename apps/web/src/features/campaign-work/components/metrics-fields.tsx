import type { SubmitContentInput } from '@partnerly/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { METRIC_FIELDS, METRIC_LABELS, metricFromInput } from './campaign-work-format';

interface MetricsFieldsProps {
  register: UseFormRegister<SubmitContentInput>;
  errors: FieldErrors<NonNullable<SubmitContentInput['metrics']>> | undefined;
  disabled: boolean;
}

/** Optional figures the creator reads off the platform (whole numbers, empty for none). */
export function MetricsFields({ register, errors, disabled }: MetricsFieldsProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Metrics (optional)</legend>
      <p className="text-xs text-muted-foreground">
        The figures your post shows so far; leave any you do not have empty.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {METRIC_FIELDS.map((field) => (
          <TextField
            key={field}
            label={METRIC_LABELS[field]}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors?.[field]?.message}
            disabled={disabled}
            {...register(`metrics.${field}`, { setValueAs: metricFromInput })}
          />
        ))}
      </div>
    </fieldset>
  );
}
