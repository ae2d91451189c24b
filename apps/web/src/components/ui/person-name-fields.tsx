import { useT } from '@/lib/i18n/i18n-provider';
import { TextField, type TextFieldProps } from './text-field';

type NameInputProps = Omit<TextFieldProps, 'label'>;

interface PersonNameFieldsProps {
  /** Each input's props (e.g. react-hook-form's register) with its error. */
  firstName: NameInputProps;
  lastName: NameInputProps;
}

/** 'First name' and 'Last name', side by side from the small breakpoint up. */
export function PersonNameFields({ firstName, lastName }: PersonNameFieldsProps) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('common.firstName')} autoComplete="given-name" {...firstName} />
      <TextField label={t('common.lastName')} autoComplete="family-name" {...lastName} />
    </div>
  );
}
