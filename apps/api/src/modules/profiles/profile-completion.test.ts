import { PROFILE_COMPLETION_FIELDS } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { profileCompletion, type CompletionProfile } from './profile-completion';

const EMPTY: CompletionProfile = {
  profileImageUrl: null,
  firstName: null,
  lastName: null,
  bio: null,
  location: null,
  contentCategories: [],
  socialPlatforms: null,
  followerCounts: null,
  engagementRate: null,
  ratePerPost: null,
  socialLinkCount: 0,
};

const FULL: CompletionProfile = {
  profileImageUrl: '/api/uploads/abc/file',
  firstName: 'Casey',
  lastName: 'Lane',
  bio: 'Food and travel in Dubai',
  location: 'Dubai',
  contentCategories: ['food'],
  socialPlatforms: { instagram: 'caseyeats' },
  followerCounts: { instagram: 12_000 },
  engagementRate: 4.2,
  ratePerPost: 1500,
  socialLinkCount: 1,
};

describe('profileCompletion', () => {
  it('is 0 for an empty profile, every field missing in order', () => {
    expect(profileCompletion(EMPTY)).toEqual({ percentage: 0, missing: [...PROFILE_COMPLETION_FIELDS] });
  });

  it('gives a name alone its one share', () => {
    expect(profileCompletion({ ...EMPTY, firstName: 'Casey', lastName: 'Lane' })).toEqual({
      percentage: 10,
      missing: PROFILE_COMPLETION_FIELDS.filter((field) => field !== 'name'),
    });
    // A first name without a last name is not the name.
    expect(profileCompletion({ ...EMPTY, firstName: 'Casey' }).percentage).toBe(0);
  });

  it('is 50 with half the fields', () => {
    const half = {
      ...EMPTY,
      profileImageUrl: FULL.profileImageUrl,
      firstName: 'Casey',
      lastName: 'Lane',
      bio: FULL.bio,
      location: FULL.location,
      contentCategories: FULL.contentCategories,
    };
    expect(profileCompletion(half)).toEqual({
      percentage: 50,
      missing: ['socialHandle', 'followers', 'engagementRate', 'ratePerPost', 'socialLinks'],
    });
  });

  it('is 100 with every field, nothing missing', () => {
    expect(profileCompletion(FULL)).toEqual({ percentage: 100, missing: [] });
  });

  it('does not count blank text, blank handles or zero followers', () => {
    const blank = {
      ...FULL,
      bio: '   ',
      socialPlatforms: { instagram: ' ' },
      followerCounts: { instagram: 0 },
    };
    expect(profileCompletion(blank)).toEqual({
      percentage: 70,
      missing: ['bio', 'socialHandle', 'followers'],
    });
  });
});
