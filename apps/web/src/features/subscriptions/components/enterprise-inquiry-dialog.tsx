import { zodResolver } from '@hookform/resolvers/zod';
import { enterpriseInquiryInput, type EnterpriseInquiryInput } from '@partnerly/contracts';
import { Send } from 'lucide-react';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useReportDirty, useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/i18n-provider';
import { useSendEnterpriseInquiry } from '../api/send-enterprise-inquiry';
import { InquiryDetailsFields, TeamSizeField } from './inquiry-fields';

type InquiryFormInput = z.input<typeof enterpriseInquiryInput>;

export interface InquiryDefaults {
  companyName?: string;
  contactName?: string;
  email?: string;
}

interface EnterpriseInquiryDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The contact name defaults to the profile's name, the e-mail to the account's (spec 01 section 5). */
  defaults: InquiryDefaults;
  /** Called once the inquiry has reached sales (before the dialog closes). */
  onSent?: () => void;
}

const emptyForm = (defaults: InquiryDefaults): InquiryFormInput => ({
  companyName: defaults.companyName ?? '',
  contactName: defaults.contactName ?? '',
  email: defaults.email ?? '',
  phone: '',
  teamSize: '',
  requirements: '',
  additionalInfo: '',
});

/** 'Enterprise Plan Inquiry': sent to the sales team, who reply within 24 hours. */
export function EnterpriseInquiryDialog({
  isOpen,
  onOpenChange,
  defaults,
  onSent,
}: EnterpriseInquiryDialogProps) {
  const t = useT();
  // Kept in a ref, told by the form as each change happens: no render in between.
  const isDirty = useRef(false);
  const close = () => {
    isDirty.current = false;
    onOpenChange(false);
  };
  // Escape, × and the browser's Back ask before throwing away unsaved changes (issue 13).
  const unsaved = useUnsavedChangesGuard({ isOpen, isDirty: () => isDirty.current, onClose: close });
  return (
    <Dialog open={isOpen} onOpenChange={(next) => (next ? onOpenChange(true) : unsaved.requestClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('enterpriseInquiry.title')}</DialogTitle>
          <DialogDescription>{t('enterpriseInquiry.description')}</DialogDescription>
        </DialogHeader>
        {/* Mounted while open: each opening starts from the defaults, so a sent inquiry leaves no fields behind. */}
        <InquiryForm
          defaults={defaults}
          onSent={onSent}
          onDone={close}
          onDirtyChange={(value) => {
            isDirty.current = value;
          }}
        />
        {unsaved.element}
      </DialogContent>
    </Dialog>
  );
}

interface InquiryFormProps {
  defaults: InquiryDefaults;
  onSent?: () => void;
  onDone: () => void;
  onDirtyChange: (isDirty: boolean) => void;
}

function InquiryForm({ defaults, onSent, onDone, onDirtyChange }: InquiryFormProps) {
  const t = useT();
  const inquiry = useSendEnterpriseInquiry();
  const form = useForm<InquiryFormInput, unknown, EnterpriseInquiryInput>({
    resolver: zodResolver(enterpriseInquiryInput),
    defaultValues: emptyForm(defaults),
  });
  const { errors } = form.formState;
  const [companyName, email] = useWatch({ control: form.control, name: ['companyName', 'email'] });
  const canSend = Boolean(companyName?.trim() && email?.trim()) && !inquiry.isPending;
  // Told at once: an Escape right after a keystroke must already ask.
  useReportDirty(form.subscribe, onDirtyChange);

  const onSubmit = (values: EnterpriseInquiryInput) =>
    inquiry.mutate(values, {
      onSuccess: () => {
        onSent?.();
        onDone();
      },
    });

  return (
    <form
      noValidate
      aria-label={t('enterpriseInquiry.form')}
      className="grid gap-4"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('enterpriseInquiry.companyName')}
          autoComplete="organization"
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <TextField
          label={t('enterpriseInquiry.contactName')}
          autoComplete="name"
          error={errors.contactName?.message}
          {...form.register('contactName')}
        />
        <TextField
          label={t('enterpriseInquiry.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('enterpriseInquiry.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <TeamSizeField error={errors.teamSize?.message} {...form.register('teamSize')} />
      <InquiryDetailsFields
        requirements={{ error: errors.requirements?.message, ...form.register('requirements') }}
        additionalInfo={{ error: errors.additionalInfo?.message, ...form.register('additionalInfo') }}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('enterpriseInquiry.cancel')}
        </Button>
        <Button type="submit" disabled={!canSend}>
          {inquiry.isPending ? <Spinner className="text-current" /> : <Send aria-hidden />}
          {t('enterpriseInquiry.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
