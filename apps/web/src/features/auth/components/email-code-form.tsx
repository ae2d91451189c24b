import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_CODE_LENGTH } from '@partnerly/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { OutboxHint } from '@/components/outbox-hint';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import type { Me } from '@/lib/session';
import {
  emailCodeFormSchema,
  emailFormSchema,
  otpEnterOutcome,
  type EmailCodeFormValues,
  type EmailFormValues,
} from '../api/auth-schemas';
import { useSendEmailCode } from '../api/send-email-code';
import { useVerifyEmailCode } from '../api/verify-email-code';

interface EmailCodeFormProps {
  onBack: () => void;
  onSignedIn?: (me: Me | null) => void;
}

/** The email-otp view: the address, then the 6-digit code from the e-mail. */
export function EmailCodeForm({ onBack, onSignedIn }: EmailCodeFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo ? (
    <CodeStep email={sentTo} onChangeEmail={() => setSentTo(null)} onBack={onBack} onSignedIn={onSignedIn} />
  ) : (
    <EmailStep onSent={setSentTo} onBack={onBack} />
  );
}

/** Not words of any language: the same in every catalog. */
const EMAIL_PLACEHOLDER = 'you@example.com';
const CODE_PLACEHOLDER = '000000';

function EmailStep({ onSent, onBack }: { onSent: (email: string) => void; onBack: () => void }) {
  const t = useT();
  const known = useKnownText();
  const sendCode = useSendEmailCode();
  const form = useForm<EmailFormValues>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={t('auth.emailCodeForm')}
      className="grid gap-4"
      onSubmit={form.handleSubmit(
        ({ email }) => sendCode.mutate(email, { onSuccess: () => onSent(email) }),
        (invalid) =>
          toast({
            variant: 'destructive',
            title: t('auth.error'),
            description: known(invalid.email?.message),
          }),
      )}
    >
      <p className="text-sm text-muted-foreground">
        {t('auth.emailCodeIntro', { length: EMAIL_CODE_LENGTH })}
      </p>
      <TextField
        label={t('auth.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        placeholder={EMAIL_PLACEHOLDER}
        error={known(errors.email?.message)}
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" disabled={sendCode.isPending}>
        {sendCode.isPending ? <Spinner className="text-current" /> : null}
        {t('auth.sendCode')}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('auth.backToSignIn')}
      </Button>
    </form>
  );
}

interface CodeStepProps {
  email: string;
  onChangeEmail: () => void;
  onBack: () => void;
  onSignedIn?: (me: Me | null) => void;
}

function CodeStep({ email, onChangeEmail, onBack, onSignedIn }: CodeStepProps) {
  const t = useT();
  const known = useKnownText();
  const verify = useVerifyEmailCode();
  const resend = useSendEmailCode();
  // Checked with the API's rule for the code on submit only; typing clears the message.
  const form = useForm<EmailCodeFormValues>({
    resolver: zodResolver(emailCodeFormSchema),
    defaultValues: { otp: '' },
    reValidateMode: 'onSubmit',
    // The field keeps the focus it has (Enter was pressed in it), as before.
    shouldFocusError: false,
  });
  const otp = useWatch({ control: form.control, name: 'otp' });
  const error = known(form.formState.errors.otp?.message);
  const isComplete = otp.length === EMAIL_CODE_LENGTH;

  const submit = form.handleSubmit(
    (values) => {
      if (!verify.isPending)
        verify.mutate({ email, otp: values.otp }, { onSuccess: (me) => onSignedIn?.(me) });
    },
    (invalid) =>
      toast({
        variant: 'destructive',
        title: t('auth.error'),
        description: known(invalid.otp?.message),
      }),
  );
  // Enter on an empty field names what is missing; on a partial code it waits for the rest.
  const tryVerify = () => {
    if (otpEnterOutcome(otp, EMAIL_CODE_LENGTH) !== 'wait') void submit();
  };

  return (
    <form
      noValidate
      aria-label={t('auth.verifyCodeForm')}
      className="grid gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id="auth.codeSentTo"
          values={{
            length: EMAIL_CODE_LENGTH,
            email,
            mail: (chunks) => (
              <span dir="ltr" className="font-medium break-all text-foreground">
                {chunks}
              </span>
            ),
          }}
        />
      </p>
      <TextField
        label={t('auth.verificationCode')}
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
        error={error}
        onKeyDown={(event) => {
          // Verify is disabled until 6 digits, which blocks the browser's own Enter submit.
          if (event.key !== 'Enter' || isComplete) return;
          event.preventDefault();
          tryVerify();
        }}
        onChange={(event) => {
          // Digits only, at most six (spec 01 section 5).
          form.setValue('otp', event.target.value.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH));
          form.clearErrors('otp');
        }}
      />
      <OutboxHint />
      <Button type="submit" className="w-full" disabled={!isComplete || verify.isPending}>
        {verify.isPending ? <Spinner className="text-current" /> : null}
        {t('auth.verifyAndSignIn')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="link" className="h-auto px-0" onClick={onChangeEmail}>
          {t('auth.useDifferentEmail')}
        </Button>
        <Button
          variant="link"
          className="h-auto px-0"
          disabled={resend.isPending}
          onClick={() => resend.mutate(email)}
        >
          {t('auth.resendCode')}
        </Button>
      </div>
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('auth.backToSignIn')}
      </Button>
    </form>
  );
}
