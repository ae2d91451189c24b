import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_MINUTES, emailCodeSignInInput } from '@partnerly/contracts';
import { ArrowLeft } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { OutboxHint } from '@/components/outbox-hint';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useConfirmEmail, useResendConfirmation } from '@/lib/email-confirmation';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import type { Me } from '@/lib/session';

/** The code, with the API's rule for it (POST /api/auth/email-otp/verify-email). */
const confirmCodeSchema = emailCodeSignInInput.pick({ otp: true });
type ConfirmCodeValues = z.infer<typeof confirmCodeSchema>;

/** The code's placeholder: six digits, in any language. */
const CODE_PLACEHOLDER = '0'.repeat(EMAIL_CODE_LENGTH);

interface ConfirmEmailFormProps {
  email: string;
  /** The address is confirmed and the session loaded. */
  onConfirmed?: (me: Me | null) => void;
  /** Back to the form that signed up (e.g. to fix a mistyped address). */
  onChangeEmail?: () => void;
}

/**
 * The last step of every sign-up: the 6-digit code from the welcome e-mail. Typed here, in
 * the browser that signed up, it keeps the password just chosen (docs/decisions/0026).
 */
export function ConfirmEmailForm({ email, onConfirmed, onChangeEmail }: ConfirmEmailFormProps) {
  const t = useT();
  const known = useKnownText();
  const confirm = useConfirmEmail();
  const resend = useResendConfirmation();
  // Checked on submit only ('Please enter the OTP code' when empty); typing clears the message.
  const form = useForm<ConfirmCodeValues>({
    resolver: zodResolver(confirmCodeSchema),
    defaultValues: { otp: '' },
    reValidateMode: 'onSubmit',
    // The field keeps the focus it has (Enter was pressed in it).
    shouldFocusError: false,
  });
  const otp = useWatch({ control: form.control, name: 'otp' });
  const isComplete = otp.length === EMAIL_CODE_LENGTH;
  const otpError = form.formState.errors.otp?.message;

  const submit = form.handleSubmit((values) => {
    if (!confirm.isPending) confirm.mutate({ email, otp: values.otp }, { onSuccess: onConfirmed });
  });

  return (
    <form
      noValidate
      aria-label={t('confirmEmail.formLabel')}
      className="grid gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-2 text-center">
        <h2 className="text-xl font-semibold">{t('confirmEmail.title')}</h2>
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="confirmEmail.body"
            values={{
              length: EMAIL_CODE_LENGTH,
              minutes: EMAIL_CODE_TTL_MINUTES,
              email: (
                <span dir="ltr" className="font-medium break-all text-foreground">
                  {email}
                </span>
              ),
            }}
          />
        </p>
      </div>
      <TextField
        label={t('confirmEmail.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={EMAIL_CODE_LENGTH}
        pattern="[0-9]*"
        placeholder={CODE_PLACEHOLDER}
        dir="ltr"
        autoFocus
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
        {...form.register('otp')}
        value={otp}
        error={otpError && known(otpError)}
        onChange={(event) => {
          // Digits only, at most six (spec 01 section 5).
          form.setValue('otp', event.target.value.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH));
          form.clearErrors('otp');
        }}
      />
      <OutboxHint />
      <Button
        type="submit"
        className="w-full"
        disabled={(otp.length > 0 && !isComplete) || confirm.isPending}
      >
        {confirm.isPending ? <Spinner className="text-current" /> : null}
        {t('confirmEmail.submit')}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{t('confirmEmail.noEmail')}</p>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {onChangeEmail ? (
          <Button variant="link" className="h-auto px-0" onClick={onChangeEmail}>
            <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('confirmEmail.differentEmail')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          variant="link"
          className="h-auto px-0"
          disabled={resend.isPending}
          onClick={() => resend.mutate(email)}
        >
          {t('confirmEmail.resend')}
        </Button>
      </div>
    </form>
  );
}
