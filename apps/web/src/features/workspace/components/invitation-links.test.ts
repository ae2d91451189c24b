import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { invitationAuthPath, invitationHeadline, invitationPath, isOtherAddress } from './invitation-links';

const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

describe('invitationAuthPath', () => {
  it('opens the brand sign-up with the invited address and company, and comes back to the invitation', () => {
    const url = new URL(
      invitationAuthPath('signup', 'tok_abc', 'sam@acme.example', 'Acme & Co'),
      'http://localhost',
    );
    expect(url.pathname).toBe('/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tab: 'signup',
      userType: 'brand',
      email: 'sam@acme.example',
      redirectTo: '/invitations/tok_abc',
      company: 'Acme & Co',
    });
  });

  it('opens the sign-in tab the same way, without a company', () => {
    const url = new URL(
      invitationAuthPath('signin', 'tok_abc', 'sam@acme.example', 'Acme'),
      'http://localhost',
    );
    expect(url.searchParams.get('tab')).toBe('signin');
    expect(url.searchParams.get('redirectTo')).toBe('/invitations/tok_abc');
    expect(url.searchParams.has('company')).toBe(false);
  });

  it('keeps a token in one path segment', () => {
    expect(invitationPath('a/b?c')).toBe('/invitations/a%2Fb%3Fc');
  });
});

describe('invitationHeadline', () => {
  it('names the workspace and the role', () => {
    expect(invitationHeadline(t, 'Acme Drinks', 'manager')).toBe(
      "You're invited to join Acme Drinks on Partnerly as a manager",
    );
    expect(invitationHeadline(t, 'Acme Drinks', 'owner')).toBe(
      "You're invited to join Acme Drinks on Partnerly as an owner",
    );
  });
});

describe('isOtherAddress', () => {
  it('compares addresses without case', () => {
    expect(isOtherAddress('Sam@Acme.example', 'sam@acme.example')).toBe(false);
    expect(isOtherAddress('kim@acme.example', 'sam@acme.example')).toBe(true);
  });
});
