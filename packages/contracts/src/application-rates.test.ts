import { describe, expect, it } from 'vitest';
import { headlineRate, rateBudgetWarning } from './application-rates';

describe('rateBudgetWarning', () => {
  const budget = { budgetMin: 500, budgetMax: 1500 };

  it('warns above twice the maximum and below half the minimum', () => {
    expect(rateBudgetWarning(3000.01, budget)).toBe(
      "AED 3,000.01 is more than twice the campaign's budget maximum (AED 1,500).",
    );
    expect(rateBudgetWarning(249, budget)).toBe(
      "AED 249 is less than half the campaign's budget minimum (AED 500).",
    );
  });

  it('stays quiet within that range, without a budget and without a valid rate', () => {
    expect(rateBudgetWarning(3000, budget)).toBeNull();
    expect(rateBudgetWarning(250, budget)).toBeNull();
    expect(rateBudgetWarning(9999, { budgetMin: null, budgetMax: null })).toBeNull();
    expect(rateBudgetWarning(null, budget)).toBeNull();
    expect(rateBudgetWarning(Number.NaN, budget)).toBeNull();
    expect(rateBudgetWarning(0, budget)).toBeNull();
  });

  it('uses the one bound given', () => {
    expect(rateBudgetWarning(100, { budgetMin: 1000, budgetMax: null })).not.toBeNull();
    expect(rateBudgetWarning(5000, { budgetMin: null, budgetMax: 2000 })).not.toBeNull();
  });
});

describe('headlineRate', () => {
  it('leads with the agreed rate once agreed, keeping a different first quote', () => {
    expect(headlineRate({ quotedRate: 1500, agreedRate: 1200 })).toEqual({
      label: 'Agreed Rate',
      amount: 1200,
      quoted: 1500,
    });
    expect(headlineRate({ quotedRate: 1500, agreedRate: 1500 })).toEqual({
      label: 'Agreed Rate',
      amount: 1500,
      quoted: null,
    });
  });

  it('shows the quoted rate before agreement and nothing for a direct application', () => {
    expect(headlineRate({ quotedRate: 900, agreedRate: null })).toEqual({
      label: 'Quoted Rate',
      amount: 900,
      quoted: null,
    });
    expect(headlineRate({ quotedRate: null, agreedRate: null })).toBeNull();
  });
});
