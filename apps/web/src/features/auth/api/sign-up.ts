import type { AppLanguage, SignUpInput } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useLanguage, useT } from '@/lib/i18n/i18n-provider';
import type { SignUpFormValues } from './auth-schemas';
import { errorMessageOf } from './error-message';

/**
 * The sign-up body of the auth card's form: the account in the language the visitor is
 * using (issue 25), without the repeated password.
 */
export function signUpBody(values: SignUpFormValues, language: AppLanguage): SignUpInput {
  const { confirmPassword: _confirm, ...account } = values;
  return {
    ...account,
    language,
    // Creators finish here; brands continue with onboarding (spec 01 section 3).
    onboardingCompleted: values.userType !== 'brand',
    companyName: values.userType === 'brand' ? values.companyName : undefined,
  };
}

/**
 * POST /api/auth/sign-up/email (body: contracts' signUpInput). It never signs in: the
 * address is confirmed next with the e-mailed code (ConfirmEmailForm), which does.
 */
export function useSignUp() {
  const t = useT();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: async (values: SignUpFormValues): Promise<void> => {
      await apiFetch('/auth/sign-up/email', { method: 'POST', body: signUpBody(values, language) });
    },
    onSuccess: () =>
      toast({ title: t('auth.accountCreatedTitle'), description: t('auth.accountCreatedBody') }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('auth.signUpErrorTitle'),
        description: errorMessageOf(error, t('auth.signUpUnexpected')),
      }),
  });
}
