import { counterOfferInput, type CounterOfferValues } from '@partnerly/contracts';

// The Counter offer form, on either side of the negotiation (spec 02 section 5): amount
// required ('Please provide a counter offer amount'), a number above 0; message optional.
// The same schema checks it on the server.

export interface CounterOfferDraft {
  amount: string;
  message: string;
}

export type CounterOfferErrors = Partial<Record<keyof CounterOfferDraft, string>>;

export type CounterOfferCheck =
  { isValid: true; values: CounterOfferValues } | { isValid: false; errors: CounterOfferErrors };

export const EMPTY_COUNTER_OFFER: CounterOfferDraft = { amount: '', message: '' };

export function checkCounterOffer(draft: CounterOfferDraft): CounterOfferCheck {
  const parsed = counterOfferInput.safeParse(draft);
  if (parsed.success) return { isValid: true, values: parsed.data };
  const errors: CounterOfferErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'amount' || field === 'message') && !errors[field]) errors[field] = issue.message;
  }
  return { isValid: false, errors };
}
