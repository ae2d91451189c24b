import type { BrandProfile } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { mayDeleteBrandAccount } from './acting-profile';

const profile = (id: string, flags: Partial<Pick<BrandProfile, 'isDefault' | 'isMainProfile'>> = {}) =>
  ({ id, profileName: id, isDefault: false, isMainProfile: false, ...flags }) as BrandProfile;

const main = profile('main', { isMainProfile: true });
const manager = profile('manager', { isDefault: true });
const member = profile('member');

describe('mayDeleteBrandAccount', () => {
  it('lets only the main profile (or an account without profiles) delete the brand account', () => {
    expect(mayDeleteBrandAccount(main)).toBe(true);
    expect(mayDeleteBrandAccount(null)).toBe(true);
    expect(mayDeleteBrandAccount(manager)).toBe(false);
    expect(mayDeleteBrandAccount(member)).toBe(false);
  });
});
