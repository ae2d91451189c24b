import { randomInt } from 'node:crypto';

// The number of a personal event pass (issue 20, decision 0066): 18 decimal digits
// drawn from the operating system's CSPRNG for this pass alone, the first one non-zero (so the
// text has one form). 9 x 10^17 values, about 60 bits: no pass says anything about another, and
// guessing one at the door is hopeless.

const PASS_NUMBER_DIGITS = 18;

/** A source of the pass's number (tests inject collisions). */
export type PassNumberSource = () => string;

export const randomPassNumber: PassNumberSource = () => {
  let digits = String(randomInt(1, 10));
  while (digits.length < PASS_NUMBER_DIGITS) digits += String(randomInt(0, 10));
  return digits;
};
