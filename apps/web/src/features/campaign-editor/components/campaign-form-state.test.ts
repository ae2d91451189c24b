import type { BrandCampaign } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import {
  bannerFileError,
  campaignToForm,
  emptyCampaignForm,
  firstErrorField,
  formToPayload,
  serverFieldErrors,
  validateCampaignForm,
  type CampaignFormState,
} from './campaign-form-state';
import { targetingFromDefaults } from './location-targeting';

const TODAY = '2030-06-15';

const filled = (changes: Partial<CampaignFormState> = {}): CampaignFormState => ({
  ...emptyCampaignForm(),
  title: 'Summer launch',
  description: 'Show our new drinks',
  campaignType: 'content',
  niche: 'Food & Dining',
  budgetMin: '500',
  budgetMax: '1500',
  applicationDeadline: '2030-07-01',
  ...changes,
});

const savedCampaign: BrandCampaign = {
  id: '8b0f6a2e-5f4e-4c55-9d55-0d9b8f7b1a11',
  brandId: 'brand-1',
  brandProfileId: null,
  title: 'Grand opening',
  description: 'Visit our new cafe',
  brief: null,
  requirements: 'Tag us',
  campaignType: 'onsite',
  visibility: 'private',
  platform: 'tiktok',
  platforms: ['tiktok', 'instagram'],
  niche: 'Food & Dining',
  contentCategories: ['food'],
  compensationType: 'barter',
  compensationTypes: ['barter', 'restaurant'],
  budgetMin: null,
  budgetMax: null,
  applicationDeadline: '2030-01-10',
  deadline: null,
  contentDeadline: '2030-02-01',
  location: 'Jumeirah Beach Road',
  googleMapsUrl: 'https://maps.google.com/?q=cafe',
  eventLatitude: 25.2,
  eventLongitude: 55.27,
  bannerUploadId: '1c7e3d9a-2b1f-4f8e-8a55-3e2f5a6b7c8d',
  bannerImageUrl: '/api/uploads/1c7e3d9a-2b1f-4f8e-8a55-3e2f5a6b7c8d',
  targetCountries: ['AE'],
  targetCities: ['Dubai'],
  status: 'active',
  publishedAt: '2029-12-01T10:00:00.000Z',
  createdAt: '2029-12-01T10:00:00.000Z',
  updatedAt: '2029-12-01T10:00:00.000Z',
  pointRewardEnabled: true,
  notice: null,
  applicationsCount: 3,
  activeCreators: 1,
  engagementRate: null,
  aiForecast: null,
};

describe('emptyCampaignForm', () => {
  it("starts with the entity's defaults: Instagram, monetary, public, no point rewards", () => {
    const payload = formToPayload(emptyCampaignForm());
    expect(payload).toMatchObject({
      platforms: ['instagram'],
      compensationType: 'monetary',
      compensationTypes: ['monetary'],
      visibility: 'public',
      pointRewardEnabled: false,
      bannerUploadId: null,
    });
  });
});

describe('validateCampaignForm', () => {
  it("gives the spec's message for every required field of an empty form", () => {
    expect(validateCampaignForm(emptyCampaignForm(), { today: TODAY })).toEqual({
      title: 'Campaign title is required',
      description: 'Campaign description is required',
      campaignType: 'Please select a valid campaign type',
      niche: 'Please select a niche',
      budgetMin: 'Minimum budget is required and must be greater than 0',
      budgetMax: 'Maximum budget is required and must be greater than 0',
      applicationDeadline: 'Application deadline is required',
    });
  });

  it('accepts a complete content campaign', () => {
    expect(validateCampaignForm(filled(), { today: TODAY })).toEqual({});
  });

  it('refuses zero, non-numbers and a maximum not above the minimum', () => {
    expect(validateCampaignForm(filled({ budgetMin: '0', budgetMax: 'abc' }), { today: TODAY })).toEqual({
      budgetMin: 'Minimum budget is required and must be greater than 0',
      budgetMax: 'Maximum budget is required and must be greater than 0',
    });
    expect(validateCampaignForm(filled({ budgetMin: '900', budgetMax: '900' }), { today: TODAY })).toEqual({
      budgetMax: 'Maximum budget must be greater than minimum budget',
    });
  });

  it('needs no budget when the campaign is not paid', () => {
    const barter = filled({ compensationType: 'barter', budgetMin: '', budgetMax: '' });
    expect(validateCampaignForm(barter, { today: TODAY })).toEqual({});
    expect(formToPayload(barter)).toMatchObject({ budgetMin: null, budgetMax: null });
  });

  it('needs a budget when monetary is offered besides the main type', () => {
    const mixed = filled({ compensationType: 'barter', extraCompensation: ['monetary'], budgetMin: '' });
    expect(validateCampaignForm(mixed, { today: TODAY })).toEqual({
      budgetMin: 'Minimum budget is required and must be greater than 0',
    });
  });

  it('refuses an application deadline before today, but not today', () => {
    expect(validateCampaignForm(filled({ applicationDeadline: '2030-06-14' }), { today: TODAY })).toEqual({
      applicationDeadline: 'Application deadline must be in the future',
    });
    expect(validateCampaignForm(filled({ applicationDeadline: TODAY }), { today: TODAY })).toEqual({});
  });

  it('lets an edit keep its saved past deadline, not move it to another past date', () => {
    const options = { today: TODAY, savedDeadline: '2030-01-10' };
    expect(validateCampaignForm(filled({ applicationDeadline: '2030-01-10' }), options)).toEqual({});
    expect(validateCampaignForm(filled({ applicationDeadline: '2030-01-11' }), options)).toEqual({
      applicationDeadline: 'Application deadline must be in the future',
    });
  });

  it('needs a location, countries and cities for an onsite campaign', () => {
    expect(validateCampaignForm(filled({ campaignType: 'onsite' }), { today: TODAY })).toEqual({
      location: 'Location is required for on-site campaigns',
      targetCountries: 'Select at least one target country for on-site campaigns',
      targetCities: 'Select at least one target city for on-site campaigns',
    });
    const onsite = filled({
      campaignType: 'onsite',
      location: 'Dubai Mall',
      targeting: targetingFromDefaults('AE', 'Dubai'),
    });
    expect(validateCampaignForm(onsite, { today: TODAY })).toEqual({});
  });

  it('refuses a Google Maps link that is not a URL', () => {
    const event = filled({ campaignType: 'event', googleMapsUrl: 'near the mall' });
    expect(validateCampaignForm(event, { today: TODAY })).toEqual({
      googleMapsUrl: 'Google Maps link must be a URL',
    });
  });
});

describe('formToPayload', () => {
  it('sends venue fields and point rewards only for the campaign types that use them', () => {
    const state = filled({
      googleMapsUrl: 'https://maps.google.com/?q=x',
      eventLatitude: 25,
      eventLongitude: 55,
      pointRewardEnabled: true,
    });
    expect(formToPayload(state)).toMatchObject({
      googleMapsUrl: null,
      eventLatitude: null,
      eventLongitude: null,
      pointRewardEnabled: false,
    });
    expect(formToPayload({ ...state, campaignType: 'onsite' })).toMatchObject({
      googleMapsUrl: 'https://maps.google.com/?q=x',
      eventLatitude: 25,
      eventLongitude: 55,
      pointRewardEnabled: true,
    });
    expect(formToPayload({ ...state, campaignType: 'event' })).toMatchObject({ pointRewardEnabled: true });
  });

  it('sends budgets as numbers and city names without their countries', () => {
    const state = filled({ targeting: targetingFromDefaults('AE', 'Dubai') });
    expect(formToPayload(state)).toMatchObject({
      budgetMin: 500,
      budgetMax: 1500,
      targetCountries: ['AE'],
      targetCities: ['Dubai'],
    });
  });
});

describe('campaignToForm', () => {
  it('fills the Edit form from a saved campaign and sends it back unchanged', () => {
    const form = campaignToForm(savedCampaign);
    expect(form).toMatchObject({
      visibility: 'private',
      platforms: ['tiktok', 'instagram'],
      compensationType: 'barter',
      extraCompensation: ['restaurant'],
      budgetMin: '',
      deadline: '',
      banner: { uploadId: savedCampaign.bannerUploadId, url: savedCampaign.bannerImageUrl },
      targeting: { countries: ['AE'], cities: [{ name: 'Dubai', country: null }] },
    });
    expect(formToPayload(form)).toMatchObject({
      title: 'Grand opening',
      platforms: ['tiktok', 'instagram'],
      compensationTypes: ['barter', 'restaurant'],
      contentDeadline: '2030-02-01',
      eventLatitude: 25.2,
      bannerUploadId: savedCampaign.bannerUploadId,
      targetCities: ['Dubai'],
      pointRewardEnabled: true,
    });
    expect(validateCampaignForm(form, { today: TODAY, savedDeadline: '2030-01-10' })).toEqual({});
  });
});

describe('serverFieldErrors and firstErrorField', () => {
  it("maps the API's 400 fields onto the form and ignores unknown ones", () => {
    const errors = serverFieldErrors({
      bannerUploadId: ['Banner image not found. Please upload it again.'],
      pointRewardEnabled: ['Only verified brands can award points', 'second'],
      somethingElse: ['ignored'],
    });
    expect(errors).toEqual({
      bannerUploadId: 'Banner image not found. Please upload it again.',
      pointRewardEnabled: 'Only verified brands can award points',
    });
  });

  it('picks the first field with an error in screen order', () => {
    expect(firstErrorField({ applicationDeadline: 'x', niche: 'y', targetCities: 'z' })).toBe('niche');
    expect(firstErrorField({})).toBeNull();
  });
});

describe('bannerFileError', () => {
  it('accepts an image up to 5 MB and refuses other files and bigger images', () => {
    expect(bannerFileError({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(bannerFileError({ type: 'application/pdf', size: 10 })).toBe('Please select an image file');
    expect(bannerFileError({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Image size must be less than 5MB',
    );
  });
});
