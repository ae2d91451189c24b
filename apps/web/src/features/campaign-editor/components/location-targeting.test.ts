import { describe, expect, it } from 'vitest';
import {
  EMPTY_TARGETING,
  targetingFromCampaign,
  targetingFromDefaults,
  targetingReducer,
  type LocationTargeting,
} from './location-targeting';

const lists = { AE: ['Abu Dhabi', 'Dubai', 'Sharjah'], SA: ['Jeddah', 'Riyadh'] };

describe('targetingReducer', () => {
  it('adds a country once, upper-cased, and ignores codes that are not two letters', () => {
    let state = targetingReducer(EMPTY_TARGETING, { type: 'addCountry', country: 'ae' });
    state = targetingReducer(state, { type: 'addCountry', country: 'AE' });
    state = targetingReducer(state, { type: 'addCountry', country: 'UAE' });
    expect(state.countries).toEqual(['AE']);
  });

  it('adds a city only under a targeted country, once whatever its case', () => {
    let state: LocationTargeting = { countries: ['AE'], cities: [] };
    state = targetingReducer(state, { type: 'addCity', city: 'Dubai', country: 'AE' });
    state = targetingReducer(state, { type: 'addCity', city: ' dubai ', country: 'AE' });
    state = targetingReducer(state, { type: 'addCity', city: 'Riyadh', country: 'SA' });
    expect(state.cities).toEqual([{ name: 'Dubai', country: 'AE' }]);
  });

  it('removing a country drops its cities and keeps the others', () => {
    const state: LocationTargeting = {
      countries: ['AE', 'SA'],
      cities: [
        { name: 'Dubai', country: 'AE' },
        { name: 'Riyadh', country: 'SA' },
      ],
    };
    const next = targetingReducer(state, { type: 'removeCountry', country: 'AE', citiesByCountry: lists });
    expect(next).toEqual({ countries: ['SA'], cities: [{ name: 'Riyadh', country: 'SA' }] });
  });

  it("finds a saved campaign's cities in the loaded lists when a country is removed", () => {
    const state = targetingFromCampaign(['AE', 'SA'], ['Sharjah', 'Jeddah']);
    const next = targetingReducer(state, { type: 'removeCountry', country: 'SA', citiesByCountry: lists });
    expect(next).toEqual({ countries: ['AE'], cities: [{ name: 'Sharjah', country: null }] });
  });

  it('drops every city when the last country is removed, even ones of unknown country', () => {
    const state = targetingFromCampaign(['AE'], ['Somewhere']);
    const next = targetingReducer(state, { type: 'removeCountry', country: 'AE', citiesByCountry: {} });
    expect(next).toEqual(EMPTY_TARGETING);
  });

  it('removes one city by name', () => {
    const state = targetingFromDefaults('AE', 'Dubai');
    expect(targetingReducer(state, { type: 'removeCity', city: 'Dubai' })).toEqual({
      countries: ['AE'],
      cities: [],
    });
  });
});

describe('targetingFromDefaults', () => {
  it('starts from the default country and city, or from nothing', () => {
    expect(targetingFromDefaults('AE', 'Dubai')).toEqual({
      countries: ['AE'],
      cities: [{ name: 'Dubai', country: 'AE' }],
    });
    expect(targetingFromDefaults('AE', null)).toEqual({ countries: ['AE'], cities: [] });
    expect(targetingFromDefaults(null, 'Dubai')).toEqual(EMPTY_TARGETING);
  });
});
