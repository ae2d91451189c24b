import { describe, expect, it } from 'vitest';
import { applyInput, counterOfferInput } from './application-inputs';
import {
  applicationTab,
  approvalAffiliateCode,
  approvalAffiliateCodeExpiry,
  awaitingParty,
  brandDecisions,
  countApplications,
  formatRate,
  negotiationActions,
  type NegotiationState,
} from './applications';

const campaignId = '3f6c1e8a-6b7d-4c1e-9a2b-1c2d3e4f5a6b';

function fieldErrors(schema: typeof applyInput | typeof counterOfferInput, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('approvalAffiliateCode', () => {
  it('is the first 3 characters of the title and 8 of the creator id, uppercased, A-Z and 0-9 only', () => {
    expect(approvalAffiliateCode('Summer Coffee Launch', 'aB3dE5fG7hJ9kL')).toBe('SUMAB3DE5FG');
    expect(approvalAffiliateCode('A b-c', 'x_y-z.12345')).toBe('ABXYZ12');
    expect(approvalAffiliateCode('كوفي', 'Q1w2E3r4t5')).toBe('Q1W2E3R4');
  });

  it('appends the attempt number from the second attempt on', () => {
    expect(approvalAffiliateCode('Summer', 'abcdefgh', 1)).toBe('SUMABCDEFGH');
    expect(approvalAffiliateCode('Summer', 'abcdefgh', 2)).toBe('SUMABCDEFGH2');
  });

  it('expires 365 days after approval', () => {
    const approvedAt = new Date('2025-03-01T10:00:00Z');
    expect(approvalAffiliateCodeExpiry(approvedAt).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });
});

describe('the negotiation state machine', () => {
  const state = (overrides: Partial<NegotiationState>): NegotiationState => ({
    status: 'pending',
    negotiationStatus: 'requested',
    lastOfferBy: 'creator',
    ...overrides,
  });

  it('waits for the side that did not make the last offer', () => {
    expect(awaitingParty(state({}))).toBe('brand');
    expect(awaitingParty(state({ negotiationStatus: 'in_progress', lastOfferBy: 'brand' }))).toBe('creator');
    expect(awaitingParty(state({ negotiationStatus: 'completed' }))).toBeNull();
    expect(awaitingParty(state({ negotiationStatus: 'none', lastOfferBy: null }))).toBeNull();
    expect(awaitingParty(state({ status: 'rejected', negotiationStatus: 'in_progress' }))).toBeNull();
  });

  it('gives accept, counter and reject to the side whose turn it is, nothing to the other', () => {
    expect(negotiationActions(state({}), 'brand')).toEqual(['accept', 'counter', 'reject']);
    expect(negotiationActions(state({}), 'creator')).toEqual([]);
    expect(negotiationActions(state({ negotiationStatus: 'rejected' }), 'brand')).toEqual([]);
  });

  it('offers Approve and Reject on pending items only, not Approve while the brand’s counter waits', () => {
    expect(brandDecisions(state({ negotiationStatus: 'none', lastOfferBy: null }))).toEqual([
      'approve',
      'reject',
    ]);
    expect(brandDecisions(state({ negotiationStatus: 'completed', lastOfferBy: 'brand' }))).toEqual([
      'approve',
      'reject',
    ]);
    expect(brandDecisions(state({ negotiationStatus: 'in_progress', lastOfferBy: 'brand' }))).toEqual([
      'reject',
    ]);
    expect(brandDecisions(state({ status: 'approved' }))).toEqual([]);
  });
});

describe('tabs and counts', () => {
  it('treats approved, accepted and in_progress as approved and anything else as rejected', () => {
    expect(['pending', 'approved', 'accepted', 'in_progress', 'rejected', 'odd'].map(applicationTab)).toEqual(
      ['pending', 'approved', 'approved', 'approved', 'rejected', 'rejected'],
    );
    expect(
      countApplications([{ status: 'pending' }, { status: 'approved' }, { status: 'rejected' }]),
    ).toEqual({
      total: 3,
      pending: 1,
      approved: 1,
      rejected: 1,
    });
  });

  it('formats rates in AED with cents only when present', () => {
    expect(formatRate(1500)).toBe('AED 1,500');
    expect(formatRate(99.5)).toBe('AED 99.50');
  });
});

describe('apply and counter offer inputs', () => {
  it('needs a pitch and a rate above 0 for a negotiation, with the spec messages', () => {
    const missing = 'Please provide both a pitch message and your proposed rate.';
    expect(
      fieldErrors(applyInput, { type: 'negotiation', campaignId, pitch: ' ', proposedRate: '' }),
    ).toEqual({
      pitch: [missing],
      proposedRate: [missing],
    });
    expect(
      fieldErrors(applyInput, { type: 'negotiation', campaignId, pitch: 'Hi', proposedRate: '0' }),
    ).toEqual({
      proposedRate: ['Please enter a valid rate amount.'],
    });
    const parsed = applyInput.parse({
      type: 'negotiation',
      campaignId,
      pitch: ' Hi ',
      proposedRate: '12.345',
    });
    expect(parsed).toMatchObject({ pitch: 'Hi', proposedRate: 12.35, deliverables: null });
  });

  it('takes a direct application without a pitch or rate, its message optional', () => {
    expect(applyInput.parse({ type: 'direct', campaignId })).toEqual({
      type: 'direct',
      campaignId,
      message: null,
    });
    expect(applyInput.parse({ type: 'direct', campaignId, message: ' Hi ' })).toMatchObject({
      message: 'Hi',
    });
    expect(fieldErrors(applyInput, { type: 'direct', campaignId, message: 'a'.repeat(1001) })).toEqual({
      message: ['Message must be at most 1000 characters'],
    });
  });

  it('caps rates at AED 1,000,000', () => {
    expect(fieldErrors(counterOfferInput, { amount: 1_000_001 })).toEqual({
      amount: ['Rate must be at most AED 1,000,000'],
    });
    expect(counterOfferInput.parse({ amount: 1_000_000 }).amount).toBe(1_000_000);
  });

  it('requires a counter offer amount', () => {
    expect(fieldErrors(counterOfferInput, {})).toEqual({ amount: ['Please provide a counter offer amount'] });
    expect(counterOfferInput.parse({ amount: 950, message: '  ' })).toEqual({ amount: 950, message: null });
  });
});
