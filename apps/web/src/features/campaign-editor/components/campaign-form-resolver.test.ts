import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { campaignFormResolver, fromFieldErrors } from './campaign-form-resolver';
import { emptyCampaignForm, type CampaignFormState } from './campaign-form-state';

const TODAY = '2030-06-15';
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<CampaignFormState>;

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

async function resolve(state: CampaignFormState, savedDeadline?: string) {
  const result = await campaignFormResolver({ savedDeadline, today: () => TODAY })(state, undefined, options);
  return { values: result.values, errors: fromFieldErrors(result.errors) };
}

describe('campaignFormResolver', () => {
  it("checks the form with the contracts' schema and gives its messages per form field", async () => {
    const empty = await resolve(emptyCampaignForm());
    expect(empty.values).toEqual({});
    expect(empty.errors).toEqual({
      title: 'Campaign title is required',
      description: 'Campaign description is required',
      campaignType: 'Please select a valid campaign type',
      niche: 'Please select a niche',
      budgetMin: 'Minimum budget is required and must be greater than 0',
      budgetMax: 'Maximum budget is required and must be greater than 0',
      applicationDeadline: 'Application deadline is required',
    });
  });

  it('passes a valid form on as typed', async () => {
    const state = filled();
    expect(await resolve(state)).toEqual({ values: state, errors: {} });
  });

  it('refuses a content deadline before the application deadline, on the content deadline', async () => {
    expect((await resolve(filled({ contentDeadline: '2030-06-30' }))).errors).toEqual({
      contentDeadline: 'Content deadline cannot be before the application deadline',
    });
    expect((await resolve(filled({ contentDeadline: '2030-07-01' }))).errors).toEqual({});
  });

  it('lets an edit keep its saved past deadline', async () => {
    const past = filled({ applicationDeadline: '2030-01-10' });
    expect((await resolve(past, '2030-01-10')).errors).toEqual({});
    expect((await resolve(past)).errors).toEqual({
      applicationDeadline: 'Application deadline must be in the future',
    });
  });

  it('maps list errors (cities) onto their field', async () => {
    const onsite = filled({ campaignType: 'onsite', location: 'Dubai Mall' });
    expect((await resolve(onsite)).errors).toMatchObject({
      targetCountries: 'Select at least one target country for on-site campaigns',
      targetCities: 'Select at least one target city for on-site campaigns',
    });
  });
});
