import { REPRESENTATION_MESSAGE_MAX_LENGTH } from '@partnerly/contracts';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError } from '@/lib/api-client';
import { useRequestRepresentation } from '../api/representations';
import {
  EMPTY_REQUEST,
  checkRequest,
  requestFieldErrors,
  type RequestDraft,
  type RequestErrors,
} from './representation-format';

/** The agent asks a creator, by the e-mail of their Partnerly account, to represent them. */
export function RequestRepresentationForm() {
  const titleId = useId();
  const [draft, setDraft] = useState<RequestDraft>(EMPTY_REQUEST);
  const [errors, setErrors] = useState<RequestErrors>({});
  const request = useRequestRepresentation();

  const edit = (field: keyof RequestDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const check = checkRequest(draft);
    if (!check.isValid) {
      setErrors(check.errors);
      return;
    }
    request.mutate(check.values, {
      onSuccess: () => setDraft(EMPTY_REQUEST),
      onError: (error) => {
        if (!isApiError(error)) return;
        // 404 (no such creator) and 409 (already asked or representing) are about the e-mail.
        setErrors(
          error.status === 404 || error.status === 409
            ? { creatorEmail: error.message }
            : requestFieldErrors(error.fields),
        );
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          Represent a creator
        </CardTitle>
        <CardDescription>
          Send a request to the e-mail of the creator&apos;s Partnerly account. Once they accept, you can
          apply to campaigns and answer offers for them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-labelledby={titleId} noValidate onSubmit={submit} className="grid gap-4">
          <TextField
            label="Creator e-mail"
            type="email"
            autoComplete="off"
            value={draft.creatorEmail}
            onChange={(event) => edit('creatorEmail', event.target.value)}
            error={errors.creatorEmail}
            disabled={request.isPending}
          />
          <TextareaField
            label="Message (optional)"
            rows={3}
            maxLength={REPRESENTATION_MESSAGE_MAX_LENGTH}
            value={draft.message}
            onChange={(event) => edit('message', event.target.value)}
            error={errors.message}
            disabled={request.isPending}
            placeholder="Introduce yourself and what you can do for them"
          />
          <Button type="submit" className="w-full sm:w-fit" disabled={request.isPending}>
            {request.isPending ? <Spinner className="text-current" /> : <Send aria-hidden />}
            Send Request
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
