import type { ComponentProps } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';

const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

/** An input's props (e.g. react-hook-form's register) with its error message. */
type FieldInput<Element extends 'select' | 'textarea'> = ComponentProps<Element> & { error?: string };

/** 'Team size' of an enterprise inquiry. */
export function TeamSizeField(props: FieldInput<'select'>) {
  return <SelectField label="Team size" placeholder="Choose a team size" options={TEAM_SIZES} {...props} />;
}

interface InquiryDetailsFieldsProps {
  requirements: FieldInput<'textarea'>;
  additionalInfo: FieldInput<'textarea'>;
}

/** What an enterprise inquiry tells sales beyond the contact: requirements and anything else. */
export function InquiryDetailsFields({ requirements, additionalInfo }: InquiryDetailsFieldsProps) {
  return (
    <>
      <TextareaField
        label="Requirements"
        rows={4}
        placeholder="Campaign volume, QR codes, integrations, security needs..."
        {...requirements}
      />
      <TextareaField label="Additional information" rows={3} {...additionalInfo} />
    </>
  );
}
