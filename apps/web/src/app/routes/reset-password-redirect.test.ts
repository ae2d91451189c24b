import { describe, expect, it } from 'vitest';
import { recoveryPathFor } from './reset-password-redirect';

describe('recoveryPathFor', () => {
  it('keeps the token and marks the visit as a password recovery', () => {
    expect(recoveryPathFor('?token=abc%2B1')).toBe('/auth?token=abc%2B1&type=recovery');
  });

  it('replaces another type and keeps further parameters', () => {
    expect(recoveryPathFor('?type=signup&token=t&email=a%40b.com')).toBe(
      '/auth?type=recovery&token=t&email=a%40b.com',
    );
  });

  it('without a token still opens the recovery card (which explains the link is incomplete)', () => {
    expect(recoveryPathFor('')).toBe('/auth?type=recovery');
  });
});
