import { formatRate } from './applications';

// Rates against the campaign's budget (issue 13, ADR 0039): a proposal or counter offer far
// outside the budget is allowed but warned about, on the creator's side when proposing and
// on the brand's when reviewing. The hard ceiling is RATE_MAX (application-inputs.ts).

/** A rate above this many times the budget's maximum is far above it. */
const RATE_FAR_ABOVE_FACTOR = 2;
/** A rate below this fraction of the budget's minimum is far below it. */
const RATE_FAR_BELOW_FACTOR = 0.5;

export interface RateBudget {
  budgetMin: number | null;
  budgetMax: number | null;
}

/**
 * The warning for a rate far outside the budget: more than twice its maximum, or less than
 * half its minimum (the one bound given is used alone); null when it is within that, when
 * the campaign has no budget, or without a valid rate.
 */
export function rateBudgetWarning(rate: number | null | undefined, budget: RateBudget): string | null {
  if (rate == null || !Number.isFinite(rate) || rate <= 0) return null;
  const { budgetMin, budgetMax } = budget;
  if (budgetMax != null && budgetMax > 0 && rate > budgetMax * RATE_FAR_ABOVE_FACTOR) {
    return `${formatRate(rate)} is more than twice the campaign's budget maximum (${formatRate(budgetMax)}).`;
  }
  if (budgetMin != null && budgetMin > 0 && rate < budgetMin * RATE_FAR_BELOW_FACTOR) {
    return `${formatRate(rate)} is less than half the campaign's budget minimum (${formatRate(budgetMin)}).`;
  }
  return null;
}

export interface HeadlineRate {
  label: 'Agreed Rate' | 'Quoted Rate';
  amount: number;
  /** The creator's first quote, when an agreed rate differs from it. */
  quoted: number | null;
}

/**
 * The rate an application's card leads with: the agreed rate once both sides agreed, else
 * the creator's quoted rate; null for a direct application without either.
 */
export function headlineRate(application: {
  quotedRate: number | null;
  agreedRate: number | null;
}): HeadlineRate | null {
  const { quotedRate, agreedRate } = application;
  if (agreedRate !== null) {
    return {
      label: 'Agreed Rate',
      amount: agreedRate,
      quoted: quotedRate !== null && quotedRate !== agreedRate ? quotedRate : null,
    };
  }
  return quotedRate !== null ? { label: 'Quoted Rate', amount: quotedRate, quoted: null } : null;
}
