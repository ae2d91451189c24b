import { zodResolver } from '@hookform/resolvers/zod';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGES,
  SUPPORT_REQUEST_TYPE_LABELS,
  SUPPORT_REQUEST_TYPES,
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
import { useCreateSupportRequest } from '../api/support-requests';

const TYPE_OPTIONS = SUPPORT_REQUEST_TYPES.map((type) => ({
  id: type,
  label: SUPPORT_REQUEST_TYPE_LABELS[type],
}));
const FIELDS: readonly string[] = ['requestType', 'subject', 'message'];
const isField = (name: string): name is keyof CreateSupportRequestInput => FIELDS.includes(name);

/** The spec's toast for a refused or failed submission. */
function toastFailure(error: Error) {
  if (isApiError(error) && error.status === 401) {
    toast({
      variant: 'destructive',
      title: SUPPORT_MESSAGES.authenticationRequired,
      description: SUPPORT_MESSAGES.signInRequired,
    });
    return;
  }
  // Too many requests: the server says when to try again; anything else is the spec's text.
  const description = isApiError(error) && error.status === 429 ? error.message : SUPPORT_MESSAGES.failed;
  toast({ variant: 'destructive', title: SUPPORT_MESSAGES.failedTitle, description });
}

/**
 * The Help form (spec 03 'Help form'): request type, subject and message, all required; the
 * submit button stays disabled until all three are filled. The server sets the priority.
 */
export function SupportRequestForm({ onSent }: { onSent: () => void }) {
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
          title: SUPPORT_MESSAGES.submittedTitle,
          description: SUPPORT_MESSAGES.submitted,
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
        toastFailure(error);
      },
    });

  return (
    <form noValidate aria-label="Help request" className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <SelectField
        label="Request type"
        placeholder="Choose a request type"
        options={TYPE_OPTIONS}
        error={errors.requestType?.message}
        {...form.register('requestType')}
      />
      <TextField
        label="Subject"
        placeholder="A short summary"
        maxLength={SUPPORT_SUBJECT_MAX}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextareaField
        label="Message"
        rows={5}
        maxLength={SUPPORT_MESSAGE_MAX}
        placeholder={
          requestType === 'bug_report'
            ? 'What happened, what you expected, and the page you were on'
            : 'How can we help?'
        }
        hint={`${message?.length ?? 0}/${SUPPORT_MESSAGE_MAX}`}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Button type="submit" className="sm:justify-self-end" disabled={!isFilled || create.isPending}>
        {create.isPending ? (
          <>
            <Spinner className="text-current" /> Submitting...
          </>
        ) : (
          <>
            <Send aria-hidden /> Submit Request
          </>
        )}
      </Button>
    </form>
  );
}
