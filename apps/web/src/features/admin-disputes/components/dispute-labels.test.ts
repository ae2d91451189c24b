import { describe, expect, it } from 'vitest';
import { filterLabel, partyLabel } from './dispute-labels';

describe('dispute labels', () => {
  it('count each filter', () => {
    const counts = { open: 2, investigating: 1, resolved: 4 };
    expect(filterLabel('', counts)).toBe('All (7)');
    expect(filterLabel('investigating', counts)).toBe('Investigating (1)');
    expect(filterLabel('open', undefined)).toBe('Open');
  });

  it('name a party with their role', () => {
    expect(partyLabel({ id: 'u1', name: 'Sara Ahmed', userType: 'creator' })).toBe('Sara Ahmed (Creator)');
    expect(partyLabel({ id: 'u2', name: 'Deleted account', userType: null })).toBe('Deleted account');
    expect(partyLabel(null)).toBe('Deleted account');
  });
});
