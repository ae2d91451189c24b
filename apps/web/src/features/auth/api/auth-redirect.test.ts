import type { Me } from '@/lib/session';
import { describe, expect, it } from 'vitest';
import { destinationFor, presetCompany, presetEmail, safeRedirect } from './auth-redirect';

const meWith = (onboardingCompleted: boolean) =>
  ({ user: { id: 'u1' }, profile: { userType: 'brand', onboardingCompleted } }) as unknown as Me;

describe('safeRedirect', () => {
  it('keeps same-site paths only', () => {
    expect(safeRedirect('/invitations/abc')).toBe('/invitations/abc');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});

describe('destinationFor', () => {
  it('sends a finished account where it was going, else to the dashboard', () => {
    expect(destinationFor(meWith(true), '/notifications')).toBe('/notifications');
    expect(destinationFor(meWith(true), null)).toBe('/dashboard');
  });

  it('sends an unfinished account to onboarding first', () => {
    expect(destinationFor(meWith(false), '/notifications')).toBe('/onboarding?userType=brand');
  });

  it('brings a new account back to the invitation it signed up for, before onboarding', () => {
    expect(destinationFor(meWith(false), '/invitations/tok_123')).toBe('/invitations/tok_123');
    expect(destinationFor(meWith(false), '/invitations/tok_123/other')).toBe('/onboarding?userType=brand');
  });
});

describe('presetCompany', () => {
  it("trims the name and cuts it to the company field's limit", () => {
    expect(presetCompany('  Acme Foods ')).toBe('Acme Foods');
    expect(presetCompany(null)).toBe('');
    expect(presetCompany('x'.repeat(500))).toHaveLength(200);
  });
});

describe('presetEmail', () => {
  it('takes an address and ignores anything else', () => {
    expect(presetEmail(' sam@acme.example ')).toBe('sam@acme.example');
    expect(presetEmail('not an address')).toBe('');
    expect(presetEmail(null)).toBe('');
  });
});
