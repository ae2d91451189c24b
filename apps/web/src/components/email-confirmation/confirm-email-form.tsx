import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_MINUTES, emailCodeSignInInput } from '@partnerly/contracts';
import { ArrowLeft } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { OutboxHint } from '@/components/outbox-hint';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useConfirmEmail, useResendConfirmation } from '@/lib/email-confirmation';
import type { Me } from '@/lib/session';

/** The code, with the API's rule for it (POST /api/auth/email-otp/verify-email). */
const confirmCodeSchema = emailCodeSignInInput.pick({ otp: true });
type ConfirmCodeValues = z.infer<typeof confirmCodeSchema>;

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

  const submit = form.handleSubmit((values) => {
    if (!confirm.isPending) confirm.mutate({ email, otp: values.otp }, { onSuccess: onConfirmed });
  });

  return (
    <form
      noValidate
      aria-label="Confirm your email"
      className="grid gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-2 text-center">
        <h2 className="text-xl font-semibold">Check your email</h2>
        <p className="text-sm text-muted-foreground">
          We sent a {EMAIL_CODE_LENGTH}-digit code to{' '}
          <span className="font-medium break-all text-foreground">{email}</span>. Enter it to confirm your
          address and finish creating your account. It expires in {EMAIL_CODE_TTL_MINUTES} minutes; the link
          in the same e-mail works too.
        </p>
      </div>
      <TextField
        label="Confirmation code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={EMAIL_CODE_LENGTH}
        pattern="[0-9]*"
        placeholder="000000"
        autoFocus
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
        {...form.register('otp')}
        value={otp}
        error={form.formState.errors.otp?.message}
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
        Confirm Email
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        No e-mail? Check your spam folder, or ask for a new code. If this address already has a Partnerly
        account, we e-mailed it instead: sign in with your password or an e-mail code.
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {onChangeEmail ? (
          <Button variant="link" className="h-auto px-0" onClick={onChangeEmail}>
            <ArrowLeft aria-hidden /> Use a different email
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
          Resend code
        </Button>
      </div>
    </form>
  );
}
