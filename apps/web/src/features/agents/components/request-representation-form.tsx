import {
  REPRESENTATION_MESSAGE_MAX_LENGTH,
  type requestRepresentationInput,
  type RequestRepresentationInput,
} from '@partnerly/contracts';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError } from '@/lib/api-client';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useRequestRepresentation } from '../api/representations';
import { EMPTY_REQUEST, requestFieldErrors, requestResolver } from './representation-format';

/** The agent asks a creator, by the e-mail of their Partnerly account, to represent them. */
export function RequestRepresentationForm() {
  const titleId = useId();
  const form = useForm<RequestRepresentationInput, unknown, z.output<typeof requestRepresentationInput>>({
    resolver: requestResolver,
    defaultValues: EMPTY_REQUEST,
    // Checked on submit only; editing a field clears its message until the next submit.
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof RequestRepresentationInput) =>
    form.register(name, { onChange: () => form.clearErrors(name) });
  const { errors } = form.formState;
  const request = useRequestRepresentation();
  const t = useT();
  const known = useKnownText();
  /** A rule's or the API's message in the active language (undefined: none). */
  const shown = (message: string | undefined) => (message ? known(message) : undefined);

  const submit = (values: RequestRepresentationInput) => {
    if (request.isPending) return;
    request.mutate(values, {
      onSuccess: () => form.reset(EMPTY_REQUEST),
      onError: (error) => {
        if (!isApiError(error)) return;
        // 404 (no such creator) and 409 (already asked or representing) are about the e-mail.
        const fieldErrors =
          error.status === 404 || error.status === 409
            ? { creatorEmail: error.message }
            : requestFieldErrors(error.fields);
        for (const [field, message] of Object.entries(fieldErrors)) {
          form.setError(field as keyof RequestRepresentationInput, { message: known(message) });
        }
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {t('agents.representTitle')}
        </CardTitle>
        <CardDescription>{t('agents.representDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-labelledby={titleId}
          noValidate
          onSubmit={form.handleSubmit(submit)}
          className="grid gap-4"
        >
          <TextField
            label={t('agents.creatorEmail')}
            type="email"
            dir="ltr"
            autoComplete="off"
            error={shown(errors.creatorEmail?.message)}
            disabled={request.isPending}
            {...field('creatorEmail')}
          />
          <TextareaField
            label={t('agents.messageOptional')}
            rows={3}
            maxLength={REPRESENTATION_MESSAGE_MAX_LENGTH}
            error={shown(errors.message?.message)}
            disabled={request.isPending}
            placeholder={t('agents.messagePlaceholder')}
            {...field('message')}
          />
          <Button type="submit" className="w-full sm:w-fit" disabled={request.isPending}>
            {request.isPending ? (
              <Spinner className="text-current" />
            ) : (
              <Send className="rtl:-scale-x-100" aria-hidden />
            )}
            {t('agents.sendRequest')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
