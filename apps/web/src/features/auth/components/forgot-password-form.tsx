import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { OutboxHint } from '@/components/outbox-hint';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { emailFormSchema, type EmailFormValues } from '../api/auth-schemas';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** The forgot-password view: 'Send Reset Link', then 'Check Your Email'. */
/** Not a word of any language: the same in every catalog. */
const EMAIL_PLACEHOLDER = 'you@example.com';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useT();
  const known = useKnownText();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailFormValues>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  if (sentTo) {
    return (
      <div className="grid gap-4 text-center" role="status">
        <MailCheck className="mx-auto size-10 text-primary" aria-hidden />
        <h3 className="text-lg font-semibold">{t('auth.checkEmailTitle')}</h3>
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="auth.checkEmailBody"
            values={{
              email: sentTo,
              strong: (chunks) => (
                <bdi className="font-medium text-foreground" dir="ltr">
                  {chunks}
                </bdi>
              ),
            }}
          />
        </p>
        <OutboxHint />
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('auth.backToSignIn')}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={t('auth.resetForm')}
      className="grid gap-4"
      onSubmit={form.handleSubmit(
        ({ email }) => requestReset.mutate(email, { onSuccess: () => setSentTo(email) }),
        (invalid) =>
          toast({
            variant: 'destructive',
            title: t('auth.error'),
            description: known(invalid.email?.message),
          }),
      )}
    >
      <p className="text-sm text-muted-foreground">{t('auth.resetIntro')}</p>
      <TextField
        label={t('auth.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        placeholder={EMAIL_PLACEHOLDER}
        error={known(errors.email?.message)}
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" disabled={requestReset.isPending}>
        {requestReset.isPending ? <Spinner className="text-current" /> : null}
        {t('auth.sendResetLink')}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('auth.backToSignIn')}
      </Button>
    </form>
  );
}
