import { describe, expect, it } from 'vitest';
import { displayNameOf, formatRelativeTime, initialsOf } from './format';

describe('initialsOf (spec 01: avatar initials)', () => {
  it('uses the first letters of first and last name', () => {
    expect(initialsOf({ firstName: 'ada', lastName: 'Lovelace', companyName: 'Engines' })).toBe('AL');
  });

  it('falls back to the first two letters of the company name, uppercased', () => {
    expect(initialsOf({ firstName: 'Ada', lastName: null, companyName: 'acme trading' })).toBe('AC');
    expect(initialsOf({ firstName: '', lastName: '', companyName: 'x' })).toBe('X');
  });

  it("falls back to 'U'", () => {
    expect(initialsOf({ firstName: '  ', lastName: null, companyName: null })).toBe('U');
    expect(initialsOf(null)).toBe('U');
  });
});

describe('displayNameOf', () => {
  it('prefers the person name, then the company, then the fallback', () => {
    expect(displayNameOf({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayNameOf({ firstName: 'Ada' })).toBe('Ada');
    expect(displayNameOf({ companyName: 'Acme' })).toBe('Acme');
    expect(displayNameOf(null, 'a@b.co')).toBe('a@b.co');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  it('reads like "x minutes ago"', () => {
    expect(formatRelativeTime(new Date('2026-01-01T11:55:00Z'), now)).toMatch(/5 minutes ago/);
    expect(formatRelativeTime(new Date('2025-12-31T12:00:00Z'), now)).toMatch(/yesterday|1 day ago/);
  });
});
