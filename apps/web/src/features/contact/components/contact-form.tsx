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
import { cn } from '@/lib/utils';
import { useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_TOPICS } from './contact-topics';

type FormFields = keyof ContactMessageInput;
const FORM_FIELDS: readonly string[] = ['type', 'name', 'email', 'company', 'ticketSize', 'message'];
const isFormField = (name: string): name is FormFields => FORM_FIELDS.includes(name);

interface ContactFormProps {
  type: ContactType;
  onTypeChange: (type: ContactType) => void;
  onSent: (message: string) => void;
}

export function ContactForm({ type, onTypeChange, onSent }: ContactFormProps) {
  const send = useSendContactMessage();
  const messageId = useId();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageInput),
    defaultValues: { type, name: '', email: '', company: '', ticketSize: '', message: '' },
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const isInvestment = type === 'investment';

  // The topic lives in the address (?type=): follow it, also on Back and Forward.
  useEffect(() => form.setValue('type', type), [form, type]);

  const onSubmit = (values: ContactMessage) =>
    send.mutate(values, {
      onSuccess: (result) => {
        toast({ variant: 'success', title: 'Message Sent', description: result.message });
        onSent(result.message);
      },
      onError: (error) => {
        if (isApiError(error)) {
          for (const [field, messages] of Object.entries(error.fields)) {
            if (isFormField(field)) form.setError(field, { message: messages[0] });
          }
        }
        toast({ variant: 'destructive', title: 'Error', description: error.message });
      },
    });

  return (
    <form noValidate aria-label="Contact" className="grid gap-5" onSubmit={form.handleSubmit(onSubmit)}>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Topic</legend>
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
              {CONTACT_TOPICS[option].label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <div className={cn('grid gap-5', isInvestment && 'sm:grid-cols-2')}>
        <TextField
          label={isInvestment ? 'Organisation (optional)' : 'Company (optional)'}
          autoComplete="organization"
          error={errors.company?.message}
          {...form.register('company')}
        />
        {isInvestment ? (
          <TextField
            label="Ticket size (optional)"
            placeholder="e.g. USD 100,000"
            error={errors.ticketSize?.message}
            {...form.register('ticketSize')}
          />
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={messageId}>{CONTACT_TOPICS[type].messageLabel}</Label>
        <Textarea
          id={messageId}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          placeholder={CONTACT_TOPICS[type].messagePlaceholder}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${messageId}-count${errors.message ? ` ${messageId}-error` : ''}`}
          {...form.register('message')}
        />
        <div className="flex justify-between gap-4 text-sm">
          <p id={`${messageId}-error`} className="text-destructive">
            {errors.message?.message}
          </p>
          <p id={`${messageId}-count`} className="shrink-0 text-xs text-muted-foreground">
            {message.length}/{CONTACT_MESSAGE_MAX_LENGTH}
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
            <Spinner className="text-current" /> Sending...
          </>
        ) : (
          <>
            <Send aria-hidden /> Send Message
          </>
        )}
      </Button>
    </form>
  );
}
