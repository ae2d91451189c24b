import { APPLICATION_MESSAGES } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { counterOfferResolver, type CounterOfferDraft } from './counter-offer';

/** What the form gets from its resolver: the values it sends, or the first message per field. */
async function checkCounterOffer(draft: CounterOfferDraft) {
  const result = await counterOfferResolver(draft, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  if (Object.keys(result.errors).length === 0) return { isValid: true, values: result.values };
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
  return { isValid: false, errors };
}

describe('checkCounterOffer', () => {
  it('asks for an amount when it is empty or blank', async () => {
    for (const amount of ['', '   ']) {
      expect(await checkCounterOffer({ amount, message: 'Hi' })).toEqual({
        isValid: false,
        errors: { amount: APPLICATION_MESSAGES.counterAmountRequired },
      });
    }
  });

  it('needs an amount: Please provide a counter offer amount', async () => {
    expect(await checkCounterOffer({ amount: '  ', message: 'Hi' })).toEqual({
      isValid: false,
      errors: { amount: 'Please provide a counter offer amount' },
    });
  });

  it('refuses zero, negative and non-numeric amounts', async () => {
    for (const amount of ['0', '-5', '-1', 'abc', 'twelve', '1e3']) {
      expect(await checkCounterOffer({ amount, message: '' })).toEqual({
        isValid: false,
        errors: { amount: APPLICATION_MESSAGES.invalidRate },
      });
    }
  });

  it('refuses the amount with the rate message', async () => {
    expect(await checkCounterOffer({ amount: '0', message: '' })).toEqual({
      isValid: false,
      errors: { amount: 'Please enter a valid rate amount.' },
    });
  });

  it('takes an amount with an optional message, trimmed and rounded to cents', async () => {
    expect(await checkCounterOffer({ amount: ' 1200.456 ', message: '  Two reels  ' })).toEqual({
      isValid: true,
      values: { amount: 1200.46, message: 'Two reels' },
    });
    expect(await checkCounterOffer({ amount: '900', message: '   ' })).toEqual({
      isValid: true,
      values: { amount: 900, message: null },
    });
    expect(await checkCounterOffer({ amount: '1350.5', message: '  ' })).toEqual({
      isValid: true,
      values: { amount: 1350.5, message: null },
    });
    expect(await checkCounterOffer({ amount: '1350', message: ' Meet halfway? ' })).toEqual({
      isValid: true,
      values: { amount: 1350, message: 'Meet halfway?' },
    });
  });

  it('refuses a message over the limit', async () => {
    const check = await checkCounterOffer({ amount: '900', message: 'x'.repeat(1001) });
    expect(check).toEqual({ isValid: false, errors: { message: 'Message must be at most 1000 characters' } });
  });
});
