import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { type MessageValues, useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { translateKnown } from '@/lib/i18n/known-messages';
import type { Me } from '@/lib/session';
import type { MessageKey } from '@partnerly/contracts/i18n';
import {
  MISSING_CREDENTIALS,
  signInFormSchema,
  type SignInFormValues,
  type SignInSurface,
} from '../api/auth-schemas';
import { useSignIn } from '../api/sign-in';
import { GoogleButton } from './google-button';

type Translate = (key: MessageKey, values?: MessageValues) => string;

function showInvalid(t: Translate, surface: SignInSurface, errors: FieldErrors<SignInFormValues>) {
  const missing = MISSING_CREDENTIALS[surface];
  if (errors.email?.message === missing || errors.password) {
    // The card's form names the problem; the dialog only says what to do (spec 01 section 5).
    toast({
      variant: 'destructive',
      title: surface === 'card' ? t('auth.missingInformation') : t('auth.error'),
      description: translateKnown(missing, t),
    });
  } else if (errors.email) {
    toast({
      variant: 'destructive',
      title: t('auth.invalidEmailTitle'),
      description: t('auth.invalidEmail'),
    });
  }
}

/** Not a word of any language: the same in every catalog. */
const EMAIL_PLACEHOLDER = 'you@example.com';

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
  const t = useT();
  const known = useKnownText();
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
        aria-label={t('auth.signInForm')}
        className="grid gap-4"
        onSubmit={form.handleSubmit(
          (values) => signIn.mutate(values, { onSuccess: (me) => onSignedIn?.(me) }),
          (invalid) => showInvalid(t, surface, invalid),
        )}
      >
        <TextField
          label={t('auth.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          placeholder={EMAIL_PLACEHOLDER}
          error={known(errors.email?.message)}
          {...form.register('email')}
        />
        <div className="grid gap-1">
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            error={known(errors.password?.message)}
            {...form.register('password')}
          />
          <Button variant="link" className="h-auto justify-self-end px-0 py-1" onClick={onForgotPassword}>
            {t('auth.forgotPassword')}
          </Button>
        </div>
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? (
            <>
              <Spinner className="text-current" /> {t('auth.signingIn')}
            </>
          ) : (
            t('auth.signIn')
          )}
        </Button>
      </form>
      {isCreator ? (
        <>
          <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden>
            <span className="h-px flex-1 bg-border" />
            {t('auth.or')}
            <span className="h-px flex-1 bg-border" />
          </div>
          <GoogleButton label={t('auth.signInWithGoogle')} />
          <Button variant="outline" className="w-full" onClick={onEmailCode}>
            <Mail aria-hidden /> {t('auth.signInWithEmailCode')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
