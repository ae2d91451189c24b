import { describe, expect, it } from 'vitest';
import {
  BRAND_INDUSTRIES,
  brandProfileCompletion,
  brandProfileRangeIssues,
  completionColor,
  createBrandProfileInput,
  isFilled,
  summarizeLabels,
  updateBrandProfileInput,
} from './brand-profiles';

const REQUIRED_COMPLETE = {
  profileName: 'Main',
  companyName: 'Acme',
  bio: 'We make things',
  industry: 'retail',
  companySize: 'small',
  city: 'Dubai',
  country: 'AE',
  websiteUrl: 'https://acme.example',
};
const OPTIONAL_COMPLETE = {
  phone: '+971 50 000 0000',
  instagramHandle: 'acme',
  budgetRangeMin: 100,
  budgetRangeMax: 500,
  preferredCollaborationTypes: ['unboxing'],
  contentCategories: ['fashion'],
  languagesSpoken: ['english'],
};

describe('brandProfileCompletion', () => {
  it('is 100, green, with nothing missing when every field is filled', () => {
    expect(brandProfileCompletion({ ...REQUIRED_COMPLETE, ...OPTIONAL_COMPLETE })).toEqual({
      percentage: 100,
      color: 'green',
      missingRequired: [],
      missingOptional: [],
      optionalHints: [],
      moreOptionalLabel: null,
    });
  });

  it('weights the required group 70 and the optional group 30', () => {
    expect(brandProfileCompletion(REQUIRED_COMPLETE).percentage).toBe(70);
    expect(brandProfileCompletion(OPTIONAL_COMPLETE).percentage).toBe(30);
    expect(brandProfileCompletion({}).percentage).toBe(0);
  });

  it('rounds the weighted sum', () => {
    // 1 of 8 required = 8.75 -> 9; 1 of 7 optional = 4.29 -> 4; together 13.04 -> 13.
    expect(brandProfileCompletion({ profileName: 'Main' }).percentage).toBe(9);
    expect(brandProfileCompletion({ phone: '1' }).percentage).toBe(4);
    expect(brandProfileCompletion({ profileName: 'Main', phone: '1' }).percentage).toBe(13);
    // 7 of 8 required (61.25) + all optional (30) = 91.25 -> 91, green.
    const { websiteUrl: _websiteUrl, ...sevenRequired } = REQUIRED_COMPLETE;
    expect(brandProfileCompletion({ ...sevenRequired, ...OPTIONAL_COMPLETE })).toMatchObject({
      percentage: 91,
      color: 'green',
      missingRequired: ['Website'],
    });
  });

  it('counts non-blank strings, non-empty lists and any number (0 included)', () => {
    const result = brandProfileCompletion({
      ...REQUIRED_COMPLETE,
      bio: '   ',
      phone: '',
      contentCategories: [],
      budgetRangeMin: 0,
      budgetRangeMax: null,
    });
    expect(result.missingRequired).toEqual(['Bio']);
    expect(result.missingOptional).toEqual([
      'Phone',
      'Instagram Handle',
      'Maximum Budget',
      'Collaboration Types',
      'Content Categories',
      'Languages Spoken',
    ]);
    expect(isFilled(0)).toBe(true);
    expect(isFilled(Number.NaN)).toBe(false);
    expect(isFilled(undefined)).toBe(false);
  });

  it('lists missing fields by label in form order, optional hints as three then +N more', () => {
    const result = brandProfileCompletion({ profileName: 'Main', companyName: 'Acme' });
    expect(result.missingRequired).toEqual(['Bio', 'Industry', 'Company Size', 'City', 'Country', 'Website']);
    expect(result.optionalHints).toEqual(['Phone', 'Instagram Handle', 'Minimum Budget']);
    expect(result.moreOptionalLabel).toBe('+4 more');
  });

  it('shows no +N more when three or fewer optional fields are missing', () => {
    const result = brandProfileCompletion({
      ...REQUIRED_COMPLETE,
      ...OPTIONAL_COMPLETE,
      phone: null,
      languagesSpoken: [],
    });
    expect(result.optionalHints).toEqual(['Phone', 'Languages Spoken']);
    expect(result.moreOptionalLabel).toBeNull();
  });
});

describe('completionColor', () => {
  it.each([
    [100, 'green'],
    [90, 'green'],
    [89, 'yellow'],
    [70, 'yellow'],
    [69, 'red'],
    [0, 'red'],
  ] as const)('%i%% is %s', (percentage, color) => {
    expect(completionColor(percentage)).toBe(color);
  });
});

describe('summarizeLabels', () => {
  it('keeps the first three and counts the rest', () => {
    expect(summarizeLabels(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      moreLabel: '+2 more',
    });
    expect(summarizeLabels(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], moreLabel: null });
    expect(summarizeLabels([])).toEqual({ shown: [], moreLabel: null });
  });
});

describe('createBrandProfileInput', () => {
  it('needs a non-blank profile name', () => {
    const result = createBrandProfileInput.safeParse({ profileName: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['profileName'],
      message: 'Profile name is required',
    });
  });

  it('converts numeric strings, clears empty values and strips the @ of a handle', () => {
    const parsed = createBrandProfileInput.parse({
      profileName: ' Main ',
      budgetRangeMin: '100',
      budgetRangeMax: '',
      phone: '',
      country: 'ae',
      instagramHandle: '@acme',
      websiteUrl: '',
      targetDemographics: { ageMin: '18', ageMax: null },
    });
    expect(parsed).toMatchObject({
      profileName: 'Main',
      budgetRangeMin: 100,
      budgetRangeMax: null,
      phone: null,
      country: 'AE',
      instagramHandle: 'acme',
      websiteUrl: null,
      targetDemographics: { ageMin: 18, ageMax: null },
    });
  });

  it.each([
    [{ industry: 'mining' }, 'industry', 'Please choose an industry from the list'],
    [{ companySize: 'huge' }, 'companySize', 'Please choose a company size from the list'],
    [{ languagesSpoken: ['klingon'] }, 'languagesSpoken.0', 'Please choose languages from the list'],
    [{ websiteUrl: 'javascript:alert(1)' }, 'websiteUrl', 'Please enter a valid website URL'],
    [{ budgetRangeMin: -1 }, 'budgetRangeMin', 'Minimum budget must be at least 0'],
    [{ budgetRangeMin: 'ten' }, 'budgetRangeMin', 'Minimum budget must be a number'],
    [{ country: 'United Arab Emirates' }, 'country', 'Please choose a country from the list'],
    [
      { budgetRangeMin: 500, budgetRangeMax: 100 },
      'budgetRangeMax',
      'Maximum budget must be at least the minimum',
    ],
    [
      { targetDemographics: { ageMin: 40, ageMax: 20 } },
      'targetDemographics.ageMax',
      'Maximum age must be at least the minimum',
    ],
  ])('refuses %j', (fields, path, message) => {
    const result = createBrandProfileInput.safeParse({ profileName: 'Main', ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      path,
      message,
    ]);
  });
});

describe('updateBrandProfileInput', () => {
  it('leaves absent fields out and turns null into a clear', () => {
    expect(updateBrandProfileInput.parse({ bio: null })).toEqual({ bio: null });
    expect(updateBrandProfileInput.parse({})).toEqual({});
  });
});

describe('brandProfileRangeIssues', () => {
  it('allows equal bounds and one-sided ranges', () => {
    expect(brandProfileRangeIssues({ budgetRangeMin: 5, budgetRangeMax: 5 })).toEqual({});
    expect(brandProfileRangeIssues({ budgetRangeMax: 5, targetDemographics: { ageMin: 30 } })).toEqual({});
  });
});

describe('industries (issue 13)', () => {
  it('include Beauty, Fashion and Hospitality, before Other', () => {
    const labels = BRAND_INDUSTRIES.map((industry) => industry.label);
    expect(labels).toEqual(expect.arrayContaining(['Beauty', 'Fashion', 'Hospitality']));
    expect(labels.at(-1)).toBe('Other');
    expect(createBrandProfileInput.parse({ profileName: 'Main', industry: 'hospitality' }).industry).toBe(
      'hospitality',
    );
  });
});
