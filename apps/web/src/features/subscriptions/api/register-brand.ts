import type { AppLanguage, PayablePlanId, SignUpInput } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n/i18n-provider';
import { checkoutErrorMessage, createCheckout, newIdempotencyKey } from './start-checkout';
import { sendEnterpriseInquiry } from './send-enterprise-inquiry';

export interface BrandAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
  /** The news and offers opt-in; the Terms of Service and Privacy Policy box was ticked. */
  marketingEmails: boolean;
}

interface EnterpriseDetails {
  phone?: string;
  teamSize?: string;
  requirements: string;
  additionalInfo?: string;
}

export type BrandRegistration =
  | { planId: PayablePlanId; account: BrandAccount }
  | { planId: 'enterprise'; account: BrandAccount; enterprise: EnterpriseDetails };

export type RegistrationOutcome =
  | { kind: 'checkout'; url: string }
  | { kind: 'inquiry_sent'; message: string }
  /** The account exists and is confirmed, but the next step failed; the brand continues signed in. */
  | { kind: 'next_step_failed'; step: 'checkout' | 'inquiry'; message: string };

/**
 * Creates the brand account (POST /api/auth/sign-up/email). It does not sign in: the e-mailed
 * code confirms the address next, which does. A refusal throws with the server's message
 * (e.g. 'Too many requests. Please try again later.'). The account keeps the language the
 * visitor is using (issue 25).
 */
export async function signUpBrand(account: BrandAccount, language: AppLanguage): Promise<void> {
  const body: SignUpInput = {
    acceptedTerms: true,
    marketingEmails: account.marketingEmails,
    email: account.email,
    password: account.password,
    name: `${account.firstName} ${account.lastName}`,
    userType: 'brand',
    firstName: account.firstName,
    lastName: account.lastName,
    companyName: account.companyName,
    language,
    // Brands finish their profile in onboarding (spec 01 section 3).
    onboardingCompleted: false,
  };
  await apiFetch('/auth/sign-up/email', { method: 'POST', body });
}

/**
 * Brand registration (spec 02 section 2) once the account is confirmed and signed in: the
 * checkout of the chosen plan, or, for enterprise, an inquiry to sales instead of a payment.
 */
async function continueRegistration(registration: BrandRegistration): Promise<RegistrationOutcome> {
  const { account } = registration;
  if (registration.planId === 'enterprise') {
    try {
      const { message } = await sendEnterpriseInquiry({
        companyName: account.companyName,
        contactName: `${account.firstName} ${account.lastName}`,
        email: account.email,
        ...registration.enterprise,
      });
      return { kind: 'inquiry_sent', message };
    } catch {
      return { kind: 'next_step_failed', step: 'inquiry', message: 'Failed to send enterprise inquiry' };
    }
  }
  try {
    return { kind: 'checkout', url: await createCheckout(registration.planId, newIdempotencyKey()) };
  } catch (error) {
    const message = checkoutErrorMessage(error);
    return {
      kind: 'next_step_failed',
      step: 'checkout',
      message: message === 'No payment URL received' ? 'No checkout URL received' : message,
    };
  }
}

/** The registration's sign-up (the confirmation step follows). */
export function useStartRegistration() {
  const { language } = useLanguage();
  return useMutation({
    mutationFn: (registration: BrandRegistration) => signUpBrand(registration.account, language),
  });
}

/** The registration's next step once the address is confirmed. */
export function useFinishRegistration() {
  return useMutation({ mutationFn: continueRegistration });
}
