import { describe, expect, it } from 'vitest';
import { profileInitials } from './profile-initials';

describe('profileInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(profileInitials('cedar coffee roasters')).toBe('CC');
    expect(profileInitials('  Nadia  ')).toBe('N');
  });

  it("falls back to 'BP' for a profile without a name", () => {
    expect(profileInitials('')).toBe('BP');
    expect(profileInitials(null)).toBe('BP');
  });
});
