import type { BrandProfile } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { resolveCurrentProfile } from './selected-brand-profile';

const profile = (id: string, isDefault = false) => ({ id, isDefault }) as BrandProfile;

describe('the current brand profile', () => {
  const main = profile('main');
  const manager = profile('manager', true);
  const member = profile('member');
  const profiles = [main, manager, member];

  it('is the stored choice while it is still listed', () => {
    expect(resolveCurrentProfile(profiles, 'member')).toBe(member);
  });

  it('falls back to the default profile, then the first', () => {
    expect(resolveCurrentProfile(profiles, null)).toBe(manager);
    expect(resolveCurrentProfile(profiles, 'removed')).toBe(manager);
    expect(resolveCurrentProfile([main, member], 'removed')).toBe(main);
    expect(resolveCurrentProfile([], 'member')).toBeNull();
  });
});
