import type { AppLanguage, SignUpInput, SignUpUserType } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useLanguage, useT } from '@/lib/i18n/i18n-provider';
import type { AccountStepValues } from './onboarding-schemas';

export interface CreateAccountValues {
  userType: SignUpUserType;
  account: AccountStepValues;
}

/** The sign-up body of the account step, in the language the visitor is using (issue 25). */
export function createAccountBody(
  { userType, account }: CreateAccountValues,
  language: AppLanguage,
): SignUpInput {
  return {
    userType,
    email: account.email,
    password: account.password,
    firstName: account.firstName,
    lastName: account.lastName,
    acceptedTerms: account.termsAccepted,
    marketingEmails: account.marketingEmails,
    language,
    // The role profile comes next in the wizard.
    onboardingCompleted: false,
  };
}

/**
 * POST /api/auth/sign-up/email with the account step's details: the wizard signs up there,
 * before the role profile (saved next through POST /api/me/onboarding), so a taken address
 * is met at once, with the same answer as a new one (decision 0036). It does not sign in:
 * the e-mailed code confirms the address next, which does.
 */
export function useCreateAccount() {
  const t = useT();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: async (values: CreateAccountValues) => {
      await apiFetch('/auth/sign-up/email', { method: 'POST', body: createAccountBody(values, language) });
    },
    onSuccess: () =>
      toast({
        variant: 'success',
        title: t('auth.accountCreatedTitle'),
        description: t('auth.accountCreatedBody'),
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('auth.signUpFailedTitle'),
        description: error.message || t('auth.signUpUnexpected'),
      }),
  });
}
