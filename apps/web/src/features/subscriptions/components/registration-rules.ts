import {
  ACCEPT_LEGAL_DOCUMENTS_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@partnerly/contracts';
import { z } from 'zod';

// Brand registration's form rules with the spec's messages (spec 02 section 5).

export type RegistrationPlanId = 'basic' | 'premium' | 'enterprise';

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** Enterprise only: the inquiry sent instead of a payment. */
  phone: string;
  teamSize: string;
  requirements: string;
  additionalInfo: string;
  /** The Terms of Service and Privacy Policy box (required). */
  acceptedTerms: boolean;
  /** The news and offers box (optional, unticked by default). */
  marketingEmails: boolean;
}

type RegistrationField = Exclude<keyof RegistrationValues, 'acceptedTerms' | 'marketingEmails'>;
export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>;

export const MISSING_INFORMATION = {
  title: 'Missing Information',
  description: 'Please fill in all required fields.',
} as const;
export const PASSWORD_MISMATCH = {
  title: 'Password Mismatch',
  description: 'Please make sure both passwords match.',
} as const;

const REQUIRED: [RegistrationField, string][] = [
  ['firstName', 'First name is required'],
  ['lastName', 'Last name is required'],
  ['companyName', 'Company name is required'],
  ['email', 'Email is required'],
  ['password', 'Password is required'],
  ['confirmPassword', 'Please confirm your password'],
];

const LENGTH_LIMITS: [RegistrationField, number, string][] = [
  ['firstName', 100, 'First name'],
  ['lastName', 100, 'Last name'],
  ['companyName', 200, 'Company name'],
  ['phone', 40, 'Phone'],
  ['requirements', 5000, 'Requirements'],
  ['additionalInfo', 5000, 'Additional information'],
];

const emailFormat = z.email();

/** Field messages for the registration form; empty when it may be sent. */
export function validateRegistration(
  values: RegistrationValues,
  planId: RegistrationPlanId,
): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const required: [RegistrationField, string][] =
    planId === 'enterprise' ? [...REQUIRED, ['requirements', 'Requirements are required']] : REQUIRED;
  for (const [field, message] of required) {
    if (!values[field].trim()) errors[field] = message;
  }
  for (const [field, max, label] of LENGTH_LIMITS) {
    if (!errors[field] && values[field].trim().length > max)
      errors[field] = `${label} must be at most ${max} characters`;
  }
  if (!errors.email && !emailFormat.safeParse(values.email.trim()).success) {
    errors.email = 'Please enter a valid email address';
  }
  if (!errors.password && values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  } else if (!errors.password && values.password.length > PASSWORD_MAX_LENGTH) {
    errors.password = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  if (!errors.confirmPassword && values.confirmPassword !== values.password) {
    errors.confirmPassword = 'Passwords do not match';
  }
  if (values.phone.trim() && !/^[+\d\s()-]*$/.test(values.phone.trim())) {
    errors.phone = 'Please enter a valid phone number';
  }
  if (!values.acceptedTerms) errors.acceptedTerms = ACCEPT_LEGAL_DOCUMENTS_MESSAGE;
  return errors;
}

/** The toast for a refused form: missing fields first, then a password mismatch. */
export function registrationProblem(errors: RegistrationErrors) {
  const isMissing =
    REQUIRED.some(([field, message]) => errors[field] === message) ||
    errors.requirements === 'Requirements are required';
  if (isMissing) return MISSING_INFORMATION;
  if (errors.confirmPassword === 'Passwords do not match') return PASSWORD_MISMATCH;
  return null;
}
