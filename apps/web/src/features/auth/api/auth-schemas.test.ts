import { describe, expect, it } from 'vitest';
import { MISSING_OTP, emailCodeFormSchema, otpEnterOutcome } from './auth-schemas';

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
