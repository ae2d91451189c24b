import { describe, expect, it } from 'vitest';
import { canSeeProfile, updatePrivacySettingsInput } from './settings';

describe('canSeeProfile', () => {
  const visitor = { isOwner: false, userType: null };
  const creator = { isOwner: false, userType: 'creator' as const };
  const brand = { isOwner: false, userType: 'brand' as const };
  const admin = { isOwner: false, userType: 'admin' as const };

  it('shows a public profile to everyone', () => {
    for (const viewer of [visitor, creator, brand, admin]) expect(canSeeProfile('public', viewer)).toBe(true);
  });

  it('shows a brands-only profile to brands and admins', () => {
    expect(canSeeProfile('brands-only', brand)).toBe(true);
    expect(canSeeProfile('brands-only', admin)).toBe(true);
    expect(canSeeProfile('brands-only', creator)).toBe(false);
    expect(canSeeProfile('brands-only', visitor)).toBe(false);
  });

  it('shows a private profile to its owner and admins only', () => {
    expect(canSeeProfile('private', { isOwner: true, userType: 'creator' })).toBe(true);
    expect(canSeeProfile('private', admin)).toBe(true);
    expect(canSeeProfile('private', brand)).toBe(false);
  });
});

describe('updatePrivacySettingsInput', () => {
  it('refuses an unknown visibility and a non-boolean switch', () => {
    const result = updatePrivacySettingsInput.safeParse({
      profileVisibility: 'friends',
      allowMessaging: 'yes',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'allowMessaging',
      'profileVisibility',
    ]);
  });
});
