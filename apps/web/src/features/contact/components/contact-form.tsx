import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_TYPES,
  contactMessageInput,
  type ContactMessage,
  type ContactMessageInput,
  type ContactType,
} from '@partnerly/contracts';
import { Send } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_TOPICS, contactFormMessage } from './contact-topics';

/** Not words: the same in every language. */
const EMAIL_PLACEHOLDER = 'you@example.com';
const SLASH = '/';

type FormFields = keyof ContactMessageInput;
const FORM_FIELDS: readonly string[] = ['type', 'name', 'email', 'company', 'ticketSize', 'message'];
const isFormField = (name: string): name is FormFields => FORM_FIELDS.includes(name);

interface ContactFormProps {
  type: ContactType;
  onTypeChange: (type: ContactType) => void;
  onSent: (message: string) => void;
}

export function ContactForm({ type, onTypeChange, onSent }: ContactFormProps) {
  const t = useT();
  const send = useSendContactMessage();
  const messageId = useId();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageInput),
    defaultValues: { type, name: '', email: '', company: '', ticketSize: '', message: '' },
  });
  const { errors } = form.formState;
  const errorOf = (field: FormFields) => contactFormMessage(t, errors[field]?.message);
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const isInvestment = type === 'investment';

  // The topic lives in the address (?type=): follow it, also on Back and Forward.
  useEffect(() => form.setValue('type', type), [form, type]);

  const onSubmit = (values: ContactMessage) =>
    send.mutate(values, {
      onSuccess: (result) => {
        toast({ variant: 'success', title: t('contact.sent'), description: result.message });
        onSent(result.message);
      },
      onError: (error) => {
        if (isApiError(error)) {
          for (const [field, messages] of Object.entries(error.fields)) {
            if (isFormField(field)) form.setError(field, { message: messages[0] });
          }
        }
        toast({
          variant: 'destructive',
          title: t('contact.error'),
          description: contactFormMessage(t, error.message),
        });
      },
    });

  return (
    <form
      noValidate
      aria-label={t('contact.form')}
      className="grid gap-5"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('contact.topic')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {CONTACT_TYPES.map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                option === type ? 'border-primary bg-primary/5 font-medium' : 'hover:bg-accent',
              )}
            >
              <input
                type="radio"
                name="contact-type"
                value={option}
                checked={option === type}
                onChange={() => onTypeChange(option)}
                className="accent-primary"
              />
              {t(CONTACT_TOPICS[option].label)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.name')}
          autoComplete="name"
          error={errorOf('name')}
          {...form.register('name')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          placeholder={EMAIL_PLACEHOLDER}
          error={errorOf('email')}
          {...form.register('email')}
        />
      </div>
      <div className={cn('grid gap-5', isInvestment && 'sm:grid-cols-2')}>
        <TextField
          label={isInvestment ? t('contact.organisationOptional') : t('contact.companyOptional')}
          autoComplete="organization"
          error={errorOf('company')}
          {...form.register('company')}
        />
        {isInvestment ? (
          <TextField
            label={t('contact.ticketSizeOptional')}
            placeholder={t('contact.ticketSizePlaceholder')}
            error={errorOf('ticketSize')}
            {...form.register('ticketSize')}
          />
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={messageId}>{t(CONTACT_TOPICS[type].messageLabel)}</Label>
        <Textarea
          id={messageId}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          placeholder={t(CONTACT_TOPICS[type].messagePlaceholder)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${messageId}-count${errors.message ? ` ${messageId}-error` : ''}`}
          {...form.register('message')}
        />
        <div className="flex justify-between gap-4 text-sm">
          <p id={`${messageId}-error`} className="text-destructive">
            {errorOf('message')}
          </p>
          <p id={`${messageId}-count`} className="shrink-0 text-xs text-muted-foreground">
            {message.length}
            {SLASH}
            {CONTACT_MESSAGE_MAX_LENGTH}
          </p>
        </div>
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={send.isPending}
      >
        {send.isPending ? (
          <>
            <Spinner className="text-current" /> {t('contact.sending')}
          </>
        ) : (
          <>
            <Send aria-hidden /> {t('contact.send')}
          </>
        )}
      </Button>
    </form>
  );
}
