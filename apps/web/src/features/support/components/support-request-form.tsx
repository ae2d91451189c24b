import { zodResolver } from '@hookform/resolvers/zod';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGES,
  SUPPORT_SUBJECT_MAX,
  createSupportRequestInput,
  type CreateSupportRequest,
  type CreateSupportRequestInput,
} from '@partnerly/contracts';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useCreateSupportRequest } from '../api/support-requests';
import { formMessage, requestTypeOptions } from './support-messages';

const FIELDS: readonly string[] = ['requestType', 'subject', 'message'];
const isField = (name: string): name is keyof CreateSupportRequestInput => FIELDS.includes(name);

/** The spec's toast for a refused or failed submission. */
function toastFailure(t: (key: MessageKey) => string, error: Error) {
  if (isApiError(error) && error.status === 401) {
    toast({
      variant: 'destructive',
      title: t('support.authenticationRequired'),
      description: t('support.signInRequired'),
    });
    return;
  }
  // Too many requests: the server says when to try again; anything else is the spec's text.
  const description =
    isApiError(error) && error.status === 429
      ? error.message === SUPPORT_MESSAGES.throttled
        ? t('support.throttled')
        : error.message
      : t('support.failed');
  toast({ variant: 'destructive', title: t('support.failedTitle'), description });
}

/**
 * The Help form (spec 03 'Help form'): request type, subject and message, all required; the
 * submit button stays disabled until all three are filled. The server sets the priority.
 */
export function SupportRequestForm({ onSent }: { onSent: () => void }) {
  const t = useT();
  const create = useCreateSupportRequest();
  const form = useForm<CreateSupportRequestInput, unknown, CreateSupportRequest>({
    resolver: zodResolver(createSupportRequestInput),
    // No type chosen yet: the select shows its placeholder and the submit button stays disabled.
    defaultValues: { requestType: '' as never, subject: '', message: '' },
  });
  const { errors } = form.formState;
  const [requestType, subject, message] = useWatch({
    control: form.control,
    name: ['requestType', 'subject', 'message'],
  });
  const isFilled = Boolean(requestType) && Boolean(subject?.trim()) && Boolean(message?.trim());

  const onSubmit = (values: CreateSupportRequest) =>
    create.mutate(values, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: t('support.submittedTitle'),
          description: t('support.submitted'),
        });
        form.reset();
        onSent();
      },
      onError: (error) => {
        if (isApiError(error)) {
          for (const [field, messages] of Object.entries(error.fields)) {
            if (isField(field)) form.setError(field, { message: messages[0] });
          }
        }
        toastFailure(t, error);
      },
    });

  return (
    <form
      noValidate
      aria-label={t('support.form')}
      className="grid gap-4"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <SelectField
        label={t('support.requestType')}
        placeholder={t('support.chooseType')}
        options={requestTypeOptions(t)}
        error={formMessage(t, errors.requestType?.message)}
        {...form.register('requestType')}
      />
      <TextField
        label={t('support.subject')}
        placeholder={t('support.subjectPlaceholder')}
        maxLength={SUPPORT_SUBJECT_MAX}
        error={formMessage(t, errors.subject?.message)}
        {...form.register('subject')}
      />
      <TextareaField
        label={t('support.message')}
        rows={5}
        maxLength={SUPPORT_MESSAGE_MAX}
        placeholder={
          requestType === 'bug_report' ? t('support.bugPlaceholder') : t('support.messagePlaceholder')
        }
        hint={`${message?.length ?? 0}/${SUPPORT_MESSAGE_MAX}`}
        error={formMessage(t, errors.message?.message)}
        {...form.register('message')}
      />
      <Button type="submit" className="sm:justify-self-end" disabled={!isFilled || create.isPending}>
        {create.isPending ? (
          <>
            <Spinner className="text-current" /> {t('support.submitting')}
          </>
        ) : (
          <>
            <Send aria-hidden /> {t('support.submit')}
          </>
        )}
      </Button>
    </form>
  );
}
