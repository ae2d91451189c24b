import { describe, expect, it } from 'vitest';
import { resolveProfileTab } from './profile-tab';

describe('resolveProfileTab (the /profile tab redirect rule)', () => {
  it('keeps the profile, account and privacy tabs', () => {
    expect(resolveProfileTab('profile')).toBe('profile');
    expect(resolveProfileTab('account')).toBe('account');
    expect(resolveProfileTab('privacy')).toBe('privacy');
  });

  it("sends 'settings' (Profile Settings in the avatar menu) to the account tab", () => {
    expect(resolveProfileTab('settings')).toBe('account');
  });

  it('falls back to the profile tab for a missing or unknown tab', () => {
    expect(resolveProfileTab(null)).toBe('profile');
    expect(resolveProfileTab('Privacy')).toBe('profile');
    expect(resolveProfileTab('nonsense')).toBe('profile');
  });
});
