import { describe, expect, it } from 'vitest';
import { emailCodeSignInInput, signInInput } from '@partnerly/contracts';
import {
  MISSING_OTP,
  emailCodeFormSchema,
  emailFormSchema,
  otpEnterOutcome,
  signInFormSchema,
} from './auth-schemas';

describe('the e-mail code field (spec 01 section 5)', () => {
  it("answers Enter on an empty field with 'Please enter the OTP code'", () => {
    expect(MISSING_OTP).toBe('Please enter the OTP code');
    expect(otpEnterOutcome('', 6)).toBe('missing');
  });

  it('verifies only at exactly 6 digits', () => {
    expect(otpEnterOutcome('12345', 6)).toBe('wait');
    expect(otpEnterOutcome('123456', 6)).toBe('verify');
  });

  it("checks the code with the API's rule: the missing message, then exactly six digits", () => {
    const messageFor = (otp: string) =>
      emailCodeFormSchema.safeParse({ otp }).error?.issues.map((i) => i.message);
    expect(messageFor('')).toEqual(['Please enter the OTP code']);
    expect(messageFor('12345')).toEqual(['Please enter the 6-digit code']);
    expect(emailCodeFormSchema.parse({ otp: '123456' })).toEqual({ otp: '123456' });
  });
});

describe("the forms' e-mail address: the API's own rule", () => {
  // Addresses a looser pattern (text@text.text anywhere in the value) let through, which the
  // API then refused.
  const notAddresses = ['ada lovelace@example.com', 'ada@example.c', 'ada@@example.com'];

  it('refuses what the API refuses, with the same message', () => {
    for (const email of notAddresses) {
      expect(signInInput.safeParse({ email, password: 'secret1' }).success).toBe(false);
      expect(emailCodeSignInInput.shape.email.safeParse(email).success).toBe(false);
      expect(emailFormSchema.safeParse({ email }).error?.issues.map((i) => i.message)).toEqual([
        'Please enter a valid email address',
      ]);
      expect(
        signInFormSchema('dialog')
          .safeParse({ email, password: 'secret1' })
          .error?.issues.map((i) => i.message),
      ).toEqual(['Please enter a valid email address']);
    }
  });

  it("keeps each surface's message for an empty field, and sends the address trimmed and lower-cased", () => {
    expect(signInFormSchema('card').safeParse({ email: ' ', password: 'x' }).error?.issues[0]?.message).toBe(
      'Please enter both email and password',
    );
    expect(emailFormSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe(
      'Please enter your email address',
    );
    expect(emailFormSchema.parse({ email: ' Ada@Example.com ' })).toEqual({ email: 'ada@example.com' });
  });
});
