import type { BrandProfile } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { actingProfileOf } from './acting-profile';

const profile = (id: string, flags: Partial<Pick<BrandProfile, 'isDefault' | 'isMainProfile'>> = {}) =>
  ({ id, profileName: id, isDefault: false, isMainProfile: false, ...flags }) as BrandProfile;

const main = profile('main', { isMainProfile: true });
const manager = profile('manager', { isDefault: true });
const member = profile('member');

describe('actingProfileOf', () => {
  it('is the profile chosen in the switcher while it is still active', () => {
    expect(actingProfileOf([main, manager, member], 'member')).toBe(member);
  });

  it('falls back to the account manager, then the first profile, then none', () => {
    expect(actingProfileOf([main, manager, member], 'removed-id')).toBe(manager);
    expect(actingProfileOf([main, manager, member], null)).toBe(manager);
    expect(actingProfileOf([main, member], 'removed')).toBe(main);
    expect(actingProfileOf([main, member], null)).toBe(main);
    expect(actingProfileOf([], 'main')).toBeNull();
  });
});
