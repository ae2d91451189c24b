import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import type { Me } from '@/lib/session';
import { INVALID_EMAIL } from '@partnerly/contracts';
import {
  MISSING_CREDENTIALS,
  signInFormSchema,
  type SignInFormValues,
  type SignInSurface,
} from '../api/auth-schemas';
import { useSignIn } from '../api/sign-in';
import { GoogleButton } from './google-button';

function showInvalid(surface: SignInSurface, errors: FieldErrors<SignInFormValues>) {
  const missing = MISSING_CREDENTIALS[surface];
  if (errors.email?.message === missing || errors.password) {
    // The card's form names the problem; the dialog only says what to do (spec 01 section 5).
    toast({
      variant: 'destructive',
      title: surface === 'card' ? 'Missing Information' : 'Error',
      description: missing,
    });
  } else if (errors.email) {
    toast({ variant: 'destructive', title: 'Invalid Email', description: INVALID_EMAIL });
  }
}

interface SignInFormProps {
  surface: SignInSurface;
  /** Creators also get Google and e-mail code sign-in (spec 01 section 6). */
  isCreator: boolean;
  onForgotPassword: () => void;
  onEmailCode: () => void;
  onSignedIn?: (me: Me | null) => void;
  defaultEmail?: string;
}

/** The main sign-in view: e-mail and password. */
export function SignInForm({
  surface,
  isCreator,
  onForgotPassword,
  onEmailCode,
  onSignedIn,
  defaultEmail = '',
}: SignInFormProps) {
  const signIn = useSignIn();
  const schema = useMemo(() => signInFormSchema(surface), [surface]);
  const form = useForm<SignInFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  return (
    <div className="grid gap-4">
      <form
        noValidate
        aria-label="Sign in"
        className="grid gap-4"
        onSubmit={form.handleSubmit(
          (values) => signIn.mutate(values, { onSuccess: (me) => onSignedIn?.(me) }),
          (invalid) => showInvalid(surface, invalid),
        )}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="grid gap-1">
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button variant="link" className="h-auto justify-self-end px-0 py-1" onClick={onForgotPassword}>
            Forgot your password?
          </Button>
        </div>
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? (
            <>
              <Spinner className="text-current" /> Signing in...
            </>
          ) : (
            'Sign In'
          )}
        </Button>
      </form>
      {isCreator ? (
        <>
          <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden>
            <span className="h-px flex-1 bg-border" /> or <span className="h-px flex-1 bg-border" />
          </div>
          <GoogleButton label="Sign in with Google" />
          <Button variant="outline" className="w-full" onClick={onEmailCode}>
            <Mail aria-hidden /> Sign In with Email Code
          </Button>
        </>
      ) : null}
    </div>
  );
}
