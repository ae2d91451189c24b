import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { OutboxHint } from '@/components/outbox-hint';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { emailFormSchema, type EmailFormValues } from '../api/auth-schemas';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** The forgot-password view: 'Send Reset Link', then 'Check Your Email'. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
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
        <h3 className="text-lg font-semibold">Check Your Email</h3>
        <p className="text-sm text-muted-foreground">
          If an account exists for <span className="font-medium text-foreground">{sentTo}</span>, we sent a
          link to reset your password. It works once and expires in 1 hour.
        </p>
        <OutboxHint />
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden /> Back to Sign In
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Reset password"
      className="grid gap-4"
      onSubmit={form.handleSubmit(
        ({ email }) => requestReset.mutate(email, { onSuccess: () => setSentTo(email) }),
        (invalid) => toast({ variant: 'destructive', title: 'Error', description: invalid.email?.message }),
      )}
    >
      <p className="text-sm text-muted-foreground">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" disabled={requestReset.isPending}>
        {requestReset.isPending ? <Spinner className="text-current" /> : null}
        Send Reset Link
      </Button>
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden /> Back to Sign In
      </Button>
    </form>
  );
}
