import type { ComponentProps } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '@/lib/i18n/i18n-provider';

const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

/** An input's props (e.g. react-hook-form's register) with its error message. */
type FieldInput<Element extends 'select' | 'textarea'> = ComponentProps<Element> & { error?: string };

/** 'Team size' of an enterprise inquiry. */
export function TeamSizeField(props: FieldInput<'select'>) {
  const t = useT();
  return (
    <SelectField
      label={t('inquiry.teamSize')}
      placeholder={t('inquiry.teamSizePlaceholder')}
      options={TEAM_SIZES}
      {...props}
    />
  );
}

interface InquiryDetailsFieldsProps {
  requirements: FieldInput<'textarea'>;
  additionalInfo: FieldInput<'textarea'>;
}

/** What an enterprise inquiry tells sales beyond the contact: requirements and anything else. */
export function InquiryDetailsFields({ requirements, additionalInfo }: InquiryDetailsFieldsProps) {
  const t = useT();
  return (
    <>
      <TextareaField
        label={t('inquiry.requirements')}
        rows={4}
        placeholder={t('inquiry.requirementsPlaceholder')}
        {...requirements}
      />
      <TextareaField label={t('inquiry.additionalInfo')} rows={3} {...additionalInfo} />
    </>
  );
}
