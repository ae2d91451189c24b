import { describe, expect, it } from 'vitest';
import { creatorProfileInput, orderedCategories, type CreatorProfileInput } from './creator-profile';

const valid: CreatorProfileInput = {
  firstName: 'Sara',
  lastName: 'Ahmed',
  bio: 'Coffee and mornings',
  location: 'Dubai',
  instagramHandle: '@sara.sips',
  tiktokHandle: '',
  youtubeHandle: null,
  instagramFollowers: 12000,
  tiktokFollowers: '3400',
  youtubeFollowers: '',
  contentCategories: ['food', 'travel'],
  mainCategory: 'food',
  engagementRate: '4.5',
  ratePerPost: '1500',
};

/** The first message of each field of a failed parse. */
function fieldErrors(input: unknown): Record<string, string> {
  const result = creatorProfileInput.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('creatorProfileInput (spec 03 section 5)', () => {
  it('accepts a full profile: trimmed text, handles without @, numbers from number inputs', () => {
    expect(creatorProfileInput.parse({ ...valid, firstName: '  Sara ' })).toEqual({
      firstName: 'Sara',
      lastName: 'Ahmed',
      bio: 'Coffee and mornings',
      location: 'Dubai',
      instagramHandle: 'sara.sips',
      tiktokHandle: null,
      youtubeHandle: null,
      instagramFollowers: 12000,
      tiktokFollowers: 3400,
      youtubeFollowers: 0,
      contentCategories: ['food', 'travel'],
      mainCategory: 'food',
      engagementRate: 4.5,
      ratePerPost: 1500,
    });
  });

  it('requires First Name, Last Name and the main Content Category', () => {
    expect(fieldErrors({ ...valid, firstName: ' ', lastName: undefined, mainCategory: '' })).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      mainCategory: 'Main Content Category is required',
    });
  });

  it('turns non-numbers in follower inputs into 0 and refuses negatives and fractions', () => {
    const parsed = creatorProfileInput.parse({
      ...valid,
      instagramFollowers: 'many',
      tiktokFollowers: null,
      youtubeFollowers: undefined,
    });
    // An absent figure is not a non-number: it keeps the stored one.
    expect([parsed.instagramFollowers, parsed.tiktokFollowers, parsed.youtubeFollowers]).toEqual([
      0,
      0,
      undefined,
    ]);
    expect(creatorProfileInput.parse({ ...valid, youtubeFollowers: '' }).youtubeFollowers).toBe(0);
    expect(fieldErrors({ ...valid, instagramFollowers: -1, youtubeFollowers: '2.5' })).toEqual({
      instagramFollowers: 'Instagram followers must be at least 0',
      youtubeFollowers: 'YouTube followers must be a whole number',
    });
  });

  it('takes an engagement rate from 0 to 100 in steps of 0.1; blank means not given', () => {
    expect(creatorProfileInput.parse({ ...valid, engagementRate: 0 }).engagementRate).toBe(0);
    expect(creatorProfileInput.parse({ ...valid, engagementRate: '100' }).engagementRate).toBe(100);
    expect(creatorProfileInput.parse({ ...valid, engagementRate: 0.3 }).engagementRate).toBe(0.3);
    expect(creatorProfileInput.parse({ ...valid, engagementRate: '' }).engagementRate).toBeNull();
    expect(fieldErrors({ ...valid, engagementRate: -0.1 })).toEqual({
      engagementRate: 'Engagement rate must be at least 0',
    });
    expect(fieldErrors({ ...valid, engagementRate: 100.1 })).toEqual({
      engagementRate: 'Engagement rate must be at most 100',
    });
    expect(fieldErrors({ ...valid, engagementRate: 4.55 })).toEqual({
      engagementRate: 'Engagement rate must be in steps of 0.1',
    });
    expect(fieldErrors({ ...valid, engagementRate: 'high' })).toEqual({
      engagementRate: 'Engagement rate must be a number',
    });
  });

  it('takes a rate per post as a whole number of at least 0', () => {
    expect(creatorProfileInput.parse({ ...valid, ratePerPost: '0' }).ratePerPost).toBe(0);
    expect(creatorProfileInput.parse({ ...valid, ratePerPost: null }).ratePerPost).toBeNull();
    expect(fieldErrors({ ...valid, ratePerPost: -1 })).toEqual({
      ratePerPost: 'Rate per post must be at least 0',
    });
    expect(fieldErrors({ ...valid, ratePerPost: '99.5' })).toEqual({
      ratePerPost: 'Rate per post must be a whole number',
    });
  });

  it('validates categories, text lengths and NUL characters like onboarding', () => {
    expect(
      fieldErrors({
        ...valid,
        contentCategories: ['knitting'],
        bio: 'x'.repeat(501),
        location: 'Dubai\u0000',
        instagramHandle: 'a'.repeat(101),
        firstName: 'Sa\u0000ra',
      }),
    ).toEqual({
      'contentCategories.0': 'Please choose categories from the list',
      bio: 'Bio must be at most 500 characters',
      location: 'Contains a character that is not allowed',
      instagramHandle: 'Instagram handle must be at most 100 characters',
      firstName: 'Contains a character that is not allowed',
    });
  });

  it('counts the main category towards the limit of 8', () => {
    const eight = ['fashion', 'beauty', 'fitness', 'travel', 'tech', 'lifestyle', 'gaming', 'music'];
    expect(fieldErrors({ ...valid, contentCategories: eight, mainCategory: 'fashion' })).toEqual({});
    expect(fieldErrors({ ...valid, contentCategories: eight, mainCategory: 'food' })).toEqual({
      contentCategories: 'You can choose up to 8 categories, the main one included',
    });
  });
});

describe('orderedCategories', () => {
  it('puts the main category first once', () => {
    expect(orderedCategories('travel', ['food', 'travel', 'tech'])).toEqual(['travel', 'food', 'tech']);
    expect(orderedCategories('music', [])).toEqual(['music']);
  });
});
