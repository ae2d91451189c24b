import type { SubmitContentInput } from '@partnerly/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/i18n-provider';
import { METRIC_FIELDS, METRIC_LABELS, metricFromInput, workMessage } from './campaign-work-format';

interface MetricsFieldsProps {
  register: UseFormRegister<SubmitContentInput>;
  errors: FieldErrors<NonNullable<SubmitContentInput['metrics']>> | undefined;
  disabled: boolean;
}

/** Optional figures the creator reads off the platform (whole numbers, empty for none). */
export function MetricsFields({ register, errors, disabled }: MetricsFieldsProps) {
  const t = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{t('campaignWork.metricsLegend')}</legend>
      <p className="text-xs text-muted-foreground">{t('campaignWork.metricsHint')}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {METRIC_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(METRIC_LABELS[field])}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={workMessage(t, errors?.[field]?.message)}
            disabled={disabled}
            {...register(`metrics.${field}`, { setValueAs: metricFromInput })}
          />
        ))}
      </div>
    </fieldset>
  );
}
