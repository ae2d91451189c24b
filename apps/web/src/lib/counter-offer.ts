import { zodResolver } from '@hookform/resolvers/zod';
import { counterOfferInput } from '@partnerly/contracts';

// The Counter offer form, on either side of the negotiation (spec 02 section 5): amount
// required ('Please provide a counter offer amount'), a number above 0; message optional.
// The same schema checks it on the server.

export interface CounterOfferDraft {
  amount: string;
  message: string;
}

export const EMPTY_COUNTER_OFFER: CounterOfferDraft = { amount: '', message: '' };

/** The form checks with the API's own schema: amount rounded to cents, a blank message is null. */
export const counterOfferResolver = zodResolver(counterOfferInput);
