import { describe, expect, it } from 'vitest';
import {
  MISSING_INFORMATION,
  PASSWORD_MISMATCH,
  registrationProblem,
  validateRegistration,
  type RegistrationValues,
} from './registration-rules';

const filled: RegistrationValues = {
  firstName: 'Nadia',
  lastName: 'Haddad',
  companyName: 'Cedar Coffee',
  email: 'nadia@cedar.example',
  password: 'secret123',
  confirmPassword: 'secret123',
  phone: '',
  teamSize: '',
  requirements: '',
  additionalInfo: '',
  acceptedTerms: true,
  marketingEmails: false,
};

describe('brand registration rules (spec 02 section 5)', () => {
  it('accepts a complete form for a paid plan', () => {
    expect(validateRegistration(filled, 'premium')).toEqual({});
  });

  it("reports missing fields with 'Missing Information' before a password mismatch", () => {
    const errors = validateRegistration({ ...filled, companyName: ' ', confirmPassword: 'other' }, 'basic');
    expect(errors.companyName).toBe('Company name is required');
    expect(registrationProblem(errors)).toEqual(MISSING_INFORMATION);
  });

  it("reports a mismatch as 'Password Mismatch' with the inline 'Passwords do not match'", () => {
    const errors = validateRegistration({ ...filled, confirmPassword: 'secret124' }, 'basic');
    expect(errors).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(registrationProblem(errors)).toEqual(PASSWORD_MISMATCH);
  });

  it('needs the requirements only for the enterprise inquiry', () => {
    expect(validateRegistration(filled, 'enterprise').requirements).toBe('Requirements are required');
    expect(validateRegistration({ ...filled, requirements: 'Ten stores' }, 'enterprise')).toEqual({});
  });

  it('checks the e-mail format and the password length without a toast', () => {
    const errors = validateRegistration(
      { ...filled, email: 'nadia', password: '123', confirmPassword: '123' },
      'basic',
    );
    expect(errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(registrationProblem(errors)).toBeNull();
  });

  it('needs the Terms of Service and Privacy Policy box, not the news and offers one', () => {
    const errors = validateRegistration({ ...filled, acceptedTerms: false }, 'basic');
    expect(errors).toEqual({ acceptedTerms: 'You must accept the Terms of Service and Privacy Policy' });
    expect(validateRegistration({ ...filled, marketingEmails: true }, 'basic')).toEqual({});
  });
});
