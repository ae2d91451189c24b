import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_MINUTES, MISSING_EMAIL_CODE } from '@partnerly/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { OutboxHint } from '@/components/outbox-hint';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useConfirmEmail, useResendConfirmation } from '@/lib/email-confirmation';
import type { Me } from '@/lib/session';

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
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const isComplete = otp.length === EMAIL_CODE_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!otp) setError(MISSING_EMAIL_CODE);
    else if (isComplete && !confirm.isPending) confirm.mutate({ email, otp }, { onSuccess: onConfirmed });
  };

  return (
    <form noValidate aria-label="Confirm your email" className="grid gap-4" onSubmit={submit}>
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
        value={otp}
        error={error}
        onChange={(event) => {
          // Digits only, at most six (spec 01 section 5).
          setOtp(event.target.value.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH));
          setError(undefined);
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
