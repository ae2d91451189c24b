import { describe, expect, it } from 'vitest';
import { en } from '@partnerly/contracts/i18n';
import { confirmationError } from './new-password-fields';

const MISMATCH = en['common.passwordsDoNotMatch'];

describe('confirmationError (inline password confirmation)', () => {
  it('says the passwords do not match as soon as the confirmation differs', () => {
    expect(confirmationError('secret123', 'secret12', undefined, MISMATCH)).toBe('Passwords do not match');
    expect(confirmationError('secret123', 'secret12', 'Please confirm your password', MISMATCH)).toBe(
      'Passwords do not match',
    );
  });

  it("shows the form's own message while the confirmation is empty or matches", () => {
    expect(confirmationError('secret123', '', undefined, MISMATCH)).toBeUndefined();
    expect(confirmationError('secret123', '', 'Please confirm your password', MISMATCH)).toBe(
      'Please confirm your password',
    );
    expect(confirmationError('secret123', 'secret123', undefined, MISMATCH)).toBeUndefined();
  });
});
