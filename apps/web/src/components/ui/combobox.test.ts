import { describe, expect, it } from 'vitest';
import { filterComboboxOptions } from './combobox';

const countries = [
  { value: 'AE', label: 'United Arab Emirates', hint: 'AE' },
  { value: 'GB', label: 'United Kingdom', hint: 'GB' },
  { value: 'CI', label: "Côte d'Ivoire", hint: 'CI' },
];

describe('combobox search', () => {
  it('keeps every option for an empty search', () => {
    expect(filterComboboxOptions(countries, '  ')).toEqual(countries);
  });

  it('matches every word anywhere in the label or hint, ignoring case and accents', () => {
    expect(filterComboboxOptions(countries, 'united ARAB').map((c) => c.value)).toEqual(['AE']);
    expect(filterComboboxOptions(countries, 'gb').map((c) => c.value)).toEqual(['GB']);
    expect(filterComboboxOptions(countries, 'cote').map((c) => c.value)).toEqual(['CI']);
    expect(filterComboboxOptions(countries, 'atlantis')).toEqual([]);
  });
});
