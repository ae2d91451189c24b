import type { BrandProfile } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiFieldErrors,
  brandProfileUpdateInput,
  tabOfField,
  toBrandProfileFormValues,
  toNumberOrNull,
  updateInputErrors,
} from './brand-profile-form';

const saved: BrandProfile = {
  id: '9b2f7a4e-2f7e-4c1c-9d0e-0c4d5f6a7b8c',
  profileName: 'Cedar Coffee',
  companyName: 'Cedar Coffee LLC',
  bio: null,
  profileImageUrl: null,
  phone: '+971 50 123 4567',
  location: null,
  websiteUrl: 'https://cedar.example',
  instagramHandle: 'cedarcoffee',
  industry: 'food_beverage',
  companySize: null,
  city: 'Dubai',
  country: 'AE',
  budgetRangeMin: 1000,
  budgetRangeMax: null,
  preferredCollaborationTypes: ['unboxing'],
  contentCategories: [],
  targetCreatorAudienceSizeMin: null,
  targetCreatorAudienceSizeMax: 50000,
  targetDemographics: { ageMin: 18, ageMax: null },
  languagesSpoken: ['english', 'arabic'],
  isDefault: true,
  isMainProfile: true,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('brand profile form mapping', () => {
  it('shows empty fields as empty text and numbers as text', () => {
    const values = toBrandProfileFormValues(saved);
    expect(values).toMatchObject({
      profileName: 'Cedar Coffee',
      bio: '',
      companySize: '',
      budgetRangeMin: '1000',
      budgetRangeMax: '',
      targetAgeMin: '18',
      targetAgeMax: '',
      languagesSpoken: ['english', 'arabic'],
    });
  });

  it('saves unchanged values back as they were stored', () => {
    const input = brandProfileUpdateInput(toBrandProfileFormValues(saved));
    expect(input).toEqual({
      profileName: 'Cedar Coffee',
      companyName: 'Cedar Coffee LLC',
      bio: null,
      websiteUrl: 'https://cedar.example',
      phone: '+971 50 123 4567',
      instagramHandle: 'cedarcoffee',
      industry: 'food_beverage',
      companySize: null,
      country: 'AE',
      city: 'Dubai',
      location: null,
      budgetRangeMin: 1000,
      budgetRangeMax: null,
      preferredCollaborationTypes: ['unboxing'],
      contentCategories: [],
      targetCreatorAudienceSizeMin: null,
      targetCreatorAudienceSizeMax: 50000,
      targetDemographics: { ageMin: 18, ageMax: null },
      languagesSpoken: ['english', 'arabic'],
    });
    expect(updateInputErrors(input)).toEqual({});
  });

  it('trims text, clears blanks and drops a city without a country', () => {
    const values = {
      ...toBrandProfileFormValues(saved),
      profileName: '  New name ',
      bio: '   ',
      country: '',
    };
    const input = brandProfileUpdateInput(values);
    expect(input.profileName).toBe('New name');
    expect(input.bio).toBeNull();
    expect(input.country).toBeNull();
    expect(input.city).toBeNull();
  });

  it('converts typed numbers on save: empty becomes null', () => {
    expect(toNumberOrNull('')).toBeNull();
    expect(toNumberOrNull('  ')).toBeNull();
    expect(toNumberOrNull(' 2500 ')).toBe(2500);
    expect(Number.isNaN(toNumberOrNull('abc'))).toBe(true);
  });

  it('reports the schema messages on the form fields, age bounds included', () => {
    const values = {
      ...toBrandProfileFormValues(saved),
      profileName: ' ',
      websiteUrl: 'javascript:alert(1)',
      budgetRangeMin: '5000',
      budgetRangeMax: '100',
      targetAgeMin: '40',
      targetAgeMax: '20',
    };
    expect(updateInputErrors(brandProfileUpdateInput(values))).toEqual({
      profileName: 'Profile name is required',
      websiteUrl: 'Please enter a valid website URL',
      budgetRangeMax: 'Maximum budget must be at least the minimum',
      targetAgeMax: 'Maximum age must be at least the minimum',
    });
  });

  it('takes a website without https:// and a pasted Instagram link (issue 13)', () => {
    const values = {
      ...toBrandProfileFormValues(saved),
      websiteUrl: 'desertbloom.ae',
      instagramHandle: 'https://www.instagram.com/desert.bloom/',
      industry: 'hospitality',
    };
    expect(updateInputErrors(brandProfileUpdateInput(values))).toEqual({});
  });

  it('maps API field errors to form fields and tabs', () => {
    expect(
      apiFieldErrors({
        'targetDemographics.ageMin': ['Minimum age must be at least 13'],
        country: ['Unknown'],
      }),
    ).toEqual({ targetAgeMin: 'Minimum age must be at least 13', country: 'Unknown' });
    expect(tabOfField('targetAgeMin')).toBe('preferences');
    expect(tabOfField('languagesSpoken')).toBe('preferences');
    expect(tabOfField('city')).toBe('profile');
  });
});
