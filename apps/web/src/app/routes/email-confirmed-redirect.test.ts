import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { emailConfirmedOutcome } from './email-confirmed-redirect';

const t = (key: MessageKey) => en[key];

describe('emailConfirmedOutcome (the confirmation link landing)', () => {
  it('says the address is confirmed, then shows the dashboard', () => {
    expect(emailConfirmedOutcome('', t)).toEqual({
      to: '/dashboard',
      toast: { title: 'Email confirmed', description: 'Your e-mail address is confirmed.' },
    });
  });

  it('says the link did not confirm and how to get a new one, then shows sign-in', () => {
    const outcome = emailConfirmedOutcome('?error=token_expired', t);
    expect(outcome.to).toBe('/auth?tab=signin');
    expect(outcome.toast).toMatchObject({ variant: 'destructive', title: 'Link not valid' });
    expect(outcome.toast.description).toMatch(/e-mail you a new one/);
  });
});
