import type { AdminElevation } from '@partnerly/contracts';
import { KeyRound, Mail, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useSendStepUpCode, useStepUp } from '../api/admin-elevation';

/** The refusal of a step-up attempt: the field's message, or the spec's generic failure. */
function failureOf(error: unknown, field: 'password' | 'code', fallback: string): string {
  if (isApiError(error)) return error.fields[field]?.[0] ?? error.message;
  return fallback;
}

/**
 * The admin gate (spec 03 'Admin gate'): the admin confirms who they are with their own
 * password, or with a code e-mailed to them (accounts without a password only have this).
 */
export function StepUpForm({ elevation }: { elevation: AdminElevation }) {
  const t = useT();
  const known = useKnownText();
  const [method, setMethod] = useState<'password' | 'code'>(elevation.hasPassword ? 'password' : 'code');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const stepUp = useStepUp();
  const sendCode = useSendStepUpCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    stepUp.mutate(method === 'password' ? { method, password } : { method, code }, {
      onError: (failure) => {
        const message = known(failureOf(failure, method, t('admin.authenticationFailed')));
        setError(message);
        if (!isApiError(failure) || failure.status >= 500) toast({ variant: 'destructive', title: message });
      },
    });
  };

  const requestCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: () => toast({ title: t('admin.codeSent'), description: t('admin.codeSentDescription') }),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: isApiError(failure) ? known(failure.message) : t('admin.authenticationFailed'),
        }),
    });

  return (
    <div className="mx-auto flex w-full max-w-md flex-1 items-center px-4 py-12">
      <title>{t('admin.accessDocumentTitle')}</title>
      <Card className="w-full">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <ShieldCheck className="size-6" aria-hidden />
          </span>
          <h1 className="text-xl leading-tight font-semibold tracking-tight">{t('admin.accessTitle')}</h1>
          <CardDescription>{t('admin.accessDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            {method === 'password' ? (
              <PasswordField
                label={t('admin.yourPassword')}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={error}
                required
                autoFocus
              />
            ) : (
              <div className="space-y-2">
                <TextField
                  label={t('admin.codeFromEmail')}
                  inputMode="numeric"
                  dir="ltr"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                  error={error}
                  hint={t('admin.codeHint')}
                  required
                  autoFocus
                />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={requestCode}
                  disabled={sendCode.isPending}
                >
                  {sendCode.isPending ? <Spinner /> : <Mail aria-hidden />}
                  {sendCode.isSuccess ? t('admin.sendAnotherCode') : t('admin.emailMeCode')}
                </Button>
              </div>
            )}
            <Button type="submit" className="w-full" disabled={stepUp.isPending}>
              {stepUp.isPending ? <Spinner /> : <KeyRound aria-hidden />} {t('admin.unlock')}
            </Button>
            {elevation.hasPassword ? (
              <Button
                type="button"
                variant="link"
                className="w-full"
                onClick={() => {
                  setError(undefined);
                  setMethod(method === 'password' ? 'code' : 'password');
                }}
              >
                {method === 'password' ? t('admin.useCodeInstead') : t('admin.usePasswordInstead')}
              </Button>
            ) : null}
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
