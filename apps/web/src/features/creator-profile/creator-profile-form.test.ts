import type { CreatorProfile } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiFieldErrors,
  checkCreatorProfile,
  toCreatorProfileFormValues,
  type CreatorProfileFormValues,
} from './creator-profile-form';

const saved: CreatorProfile = {
  firstName: 'Sara',
  lastName: 'Ahmed',
  bio: null,
  location: 'Dubai',
  profileImageUrl: null,
  instagramHandle: 'sara.sips',
  tiktokHandle: null,
  youtubeHandle: null,
  twitterHandle: null,
  facebookHandle: null,
  linkedinHandle: null,
  snapchatHandle: 'desertbloom',
  pinterestHandle: null,
  instagramFollowers: 12000,
  tiktokFollowers: null,
  youtubeFollowers: 0,
  twitterFollowers: null,
  facebookFollowers: null,
  linkedinFollowers: null,
  snapchatFollowers: 5400,
  pinterestFollowers: null,
  contentCategories: ['food', 'travel'],
  mainCategory: 'food',
  engagementRate: 4.5,
  ratePerPost: null,
};

const values = (overrides: Partial<CreatorProfileFormValues> = {}) => ({
  ...toCreatorProfileFormValues(saved),
  ...overrides,
});

describe('the creator profile form values', () => {
  it('show the saved profile as text, empty where nothing is saved', () => {
    expect(toCreatorProfileFormValues(saved)).toEqual({
      firstName: 'Sara',
      lastName: 'Ahmed',
      bio: '',
      location: 'Dubai',
      instagramHandle: 'sara.sips',
      tiktokHandle: '',
      youtubeHandle: '',
      twitterHandle: '',
      facebookHandle: '',
      linkedinHandle: '',
      snapchatHandle: 'desertbloom',
      pinterestHandle: '',
      instagramFollowers: '12000',
      tiktokFollowers: '',
      youtubeFollowers: '0',
      twitterFollowers: '',
      facebookFollowers: '',
      linkedinFollowers: '',
      snapchatFollowers: '5400',
      pinterestFollowers: '',
      contentCategories: ['food', 'travel'],
      mainCategory: 'food',
      engagementRate: '4.5',
      ratePerPost: '',
    });
  });

  it('become the API body: numbers converted, blank follower counts 0, blank metrics null', () => {
    const checked = checkCreatorProfile(
      values({
        ratePerPost: '1500',
        instagramHandle: 'https://www.instagram.com/sara.sips/ ',
        tiktokHandle: 'tiktok.com/@sara',
      }),
    );
    expect(checked).toEqual({
      isValid: true,
      input: {
        firstName: 'Sara',
        lastName: 'Ahmed',
        bio: null,
        location: 'Dubai',
        instagramHandle: 'sara.sips',
        tiktokHandle: 'sara',
        youtubeHandle: null,
        twitterHandle: null,
        facebookHandle: null,
        linkedinHandle: null,
        snapchatHandle: 'desertbloom',
        pinterestHandle: null,
        instagramFollowers: 12000,
        tiktokFollowers: 0,
        youtubeFollowers: 0,
        twitterFollowers: 0,
        facebookFollowers: 0,
        linkedinFollowers: 0,
        snapchatFollowers: 5400,
        pinterestFollowers: 0,
        contentCategories: ['food', 'travel'],
        mainCategory: 'food',
        engagementRate: 4.5,
        ratePerPost: 1500,
      },
    });
  });

  it('name the fields that break a rule, one message each', () => {
    expect(
      checkCreatorProfile(
        values({ firstName: '', mainCategory: '', engagementRate: '100.5', ratePerPost: '-3' }),
      ),
    ).toEqual({
      isValid: false,
      errors: {
        firstName: 'First Name is required',
        mainCategory: 'Main Content Category is required',
        engagementRate: 'Engagement rate must be at most 100',
        ratePerPost: 'Rate per post must be at least 0',
      },
    });
  });

  it('map API field messages to form fields', () => {
    expect(
      apiFieldErrors({
        'contentCategories.0': ['Please choose categories from the list'],
        lastName: ['A', 'B'],
      }),
    ).toEqual({ contentCategories: 'Please choose categories from the list', lastName: 'A' });
  });
});
