import { describe, expect, it } from 'vitest';
import { signUpInput } from './auth';
import { createBrandProfileInput } from './brand-profiles';
import { creatorProfileInput } from './creator-profile';
import { socialHandleField, toSocialHandle, type SocialPlatform } from './social-handle';

describe('toSocialHandle (issue 13: a pasted profile link is stored as the handle)', () => {
  it.each<[SocialPlatform, string, string]>([
    ['instagram', 'https://www.instagram.com/desert.bloom/', 'desert.bloom'],
    ['instagram', 'instagram.com/desert.bloom?igsh=abc123', 'desert.bloom'],
    ['instagram', 'http://m.instagram.com/desert.bloom', 'desert.bloom'],
    ['instagram', '@desert.bloom', 'desert.bloom'],
    ['instagram', 'desert.bloom', 'desert.bloom'],
    ['tiktok', 'https://www.tiktok.com/@x', 'x'],
    ['tiktok', 'tiktok.com/@desert.bloom?lang=en', 'desert.bloom'],
    ['tiktok', '@x', 'x'],
    ['youtube', 'https://www.youtube.com/@DesertBloom', 'DesertBloom'],
    ['youtube', 'https://youtube.com/c/DesertBloom/videos', 'DesertBloom'],
    ['twitter', 'https://x.com/desertbloom', 'desertbloom'],
    ['twitter', 'https://twitter.com/desertbloom/status/1', 'desertbloom'],
    ['facebook', 'https://www.facebook.com/desertbloom.ae/', 'desertbloom.ae'],
    ['linkedin', 'https://www.linkedin.com/in/sara-ahmed-123/', 'sara-ahmed-123'],
    ['linkedin', 'linkedin.com/company/desert-bloom', 'desert-bloom'],
    ['snapchat', 'https://www.snapchat.com/add/desertbloom', 'desertbloom'],
    ['snapchat', 'https://snapchat.com/@desertbloom', 'desertbloom'],
    ['pinterest', 'https://ae.pinterest.com/desertbloom/', 'desertbloom'],
  ])('%s: %s → %s', (platform, value, handle) => {
    expect(toSocialHandle(platform, value)).toBe(handle);
  });

  it.each<[SocialPlatform, string]>([
    ['instagram', 'https://www.tiktok.com/@x'],
    ['instagram', 'https://www.instagram.com/p/Cx1234/'],
    ['instagram', 'https://evilinstagram.com/desert.bloom'],
    ['tiktok', 'https://www.tiktok.com/'],
    ['snapchat', 'javascript://snapchat.com/add/x'],
  ])('%s: refuses %s (not a profile link of that platform)', (platform, value) => {
    expect(toSocialHandle(platform, value)).toBeNull();
  });
});

describe('socialHandleField', () => {
  const field = socialHandleField('instagram', 'Instagram handle', 30);

  it('stores blank as null and a link or @handle as the bare handle', () => {
    expect(field.parse('  ')).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.parse(' https://www.instagram.com/desert.bloom/ ')).toBe('desert.bloom');
    expect(field.parse('@desert.bloom')).toBe('desert.bloom');
  });

  it('refuses a link to something else with a field message', () => {
    expect(field.safeParse('https://example.com/desert.bloom').error?.issues[0]?.message).toBe(
      'Please enter your Instagram handle or a link to your profile',
    );
  });

  it('measures the handle, not the link around it', () => {
    expect(field.parse(`https://www.instagram.com/desert.bloom/?igsh=${'a'.repeat(40)}`)).toBe(
      'desert.bloom',
    );
    expect(field.safeParse('a'.repeat(31)).error?.issues[0]?.message).toBe(
      'Instagram handle must be at most 30 characters',
    );
  });
});

// Every handle field of the contracts goes through the shared transform.
describe('handle fields store the handle of a pasted profile link', () => {
  it('creator profile (every platform, Snapchat included)', () => {
    const parsed = creatorProfileInput.parse({
      firstName: 'Sara',
      lastName: 'Ahmed',
      mainCategory: 'food',
      instagramHandle: 'https://www.instagram.com/desert.bloom/',
      tiktokHandle: 'tiktok.com/@x',
      snapchatHandle: '@desertbloom',
      twitterHandle: 'https://x.com/desertbloom',
    });
    expect(parsed).toMatchObject({
      instagramHandle: 'desert.bloom',
      tiktokHandle: 'x',
      snapchatHandle: 'desertbloom',
      twitterHandle: 'desertbloom',
    });
  });

  it('brand profile Instagram handle', () => {
    const parsed = createBrandProfileInput.parse({
      profileName: 'Main',
      instagramHandle: 'https://www.instagram.com/desert.bloom/',
    });
    expect(parsed.instagramHandle).toBe('desert.bloom');
  });

  it('sign-up Instagram business profile', () => {
    const parsed = signUpInput.parse({
      userType: 'brand',
      email: 'b@example.com',
      password: 'secret123',
      companyName: 'Desert Bloom',
      acceptedTerms: true,
      instagramBusinessProfile: 'https://www.instagram.com/desert.bloom/',
    });
    expect(parsed.instagramBusinessProfile).toBe('desert.bloom');
  });
});
