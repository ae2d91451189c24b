import { APPLICATION_MESSAGES, DIRECT_APPLICATION_PITCH } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { applyBody, checkNegotiation, failureOutcome, successToast } from './apply-form-state';

const CAMPAIGN = '8d3a4b52-5f0e-4c61-9d0c-3a8f6f1f2b11';

describe('the negotiation form (spec 03 section 5)', () => {
  it('needs a pitch and a rate after trimming: Required Fields Missing', () => {
    const check = checkNegotiation({ pitch: '   ', proposedRate: ' ', deliverables: '' }, CAMPAIGN);
    expect(check.isValid).toBe(false);
    if (check.isValid) return;
    expect(check.toast).toEqual({
      title: 'Required Fields Missing',
      description: 'Please provide both a pitch message and your proposed rate.',
    });
    expect(check.errors.pitch).toBe(APPLICATION_MESSAGES.requiredFieldsMissing);
    expect(check.errors.proposedRate).toBe(APPLICATION_MESSAGES.requiredFieldsMissing);
  });

  it('asks for both even when only the rate is missing', () => {
    const check = checkNegotiation({ pitch: 'Reels', proposedRate: '', deliverables: '' }, CAMPAIGN);
    expect(check.isValid ? null : check.toast.title).toBe('Required Fields Missing');
  });

  it.each(['0', '-5', 'abc', '0.001'])('refuses the rate %s: Invalid Rate', (rate) => {
    const check = checkNegotiation({ pitch: 'Reels', proposedRate: rate, deliverables: '' }, CAMPAIGN);
    expect(check.isValid).toBe(false);
    if (check.isValid) return;
    expect(check.toast).toEqual({ title: 'Invalid Rate', description: 'Please enter a valid rate amount.' });
    expect(check.errors).toEqual({ proposedRate: 'Please enter a valid rate amount.' });
  });

  it('trims the pitch, rounds the rate to cents and leaves deliverables optional', () => {
    const check = checkNegotiation(
      { pitch: '  Two reels a week  ', proposedRate: ' 1500.505 ', deliverables: '   ' },
      CAMPAIGN,
    );
    expect(check).toEqual({
      isValid: true,
      values: {
        type: 'negotiation',
        campaignId: CAMPAIGN,
        pitch: 'Two reels a week',
        proposedRate: 1500.51,
        deliverables: null,
      },
    });
  });
});

describe('the apply request', () => {
  it('sends a direct application without a pitch (the server adds the fixed one)', () => {
    expect(applyBody('direct', CAMPAIGN, null, undefined)).toEqual({ type: 'direct', campaignId: CAMPAIGN });
    expect(DIRECT_APPLICATION_PITCH).toBe('Direct application - Creator interested in collaborating');
  });

  it('names the creator an agent applies for', () => {
    const negotiation = {
      type: 'negotiation' as const,
      campaignId: CAMPAIGN,
      pitch: 'Reels',
      proposedRate: 900,
      deliverables: '2 reels',
    };
    expect(applyBody('negotiation', CAMPAIGN, negotiation, 'creator-1')).toEqual({
      ...negotiation,
      creatorId: 'creator-1',
    });
  });

  it('has the spec success toasts', () => {
    expect(successToast('direct').title).toBe('Application Submitted!');
    expect(successToast('negotiation').title).toBe('Negotiation Request Sent!');
  });
});

describe('failed applications (spec 03 section 8)', () => {
  it('shows Already Applied and closes the dialog', () => {
    const outcome = failureOutcome('negotiation', {
      status: 409,
      message: 'You have already applied to this campaign',
    });
    expect(outcome.toast).toEqual({
      title: 'Already Applied',
      description: 'You have already applied to this campaign',
    });
    expect(outcome.shouldClose).toBe(true);
  });

  it('asks a signed-out user to log in', () => {
    expect(failureOutcome('direct', { status: 401, message: 'Please log in to apply' }).toast).toEqual({
      title: 'Please log in to apply',
    });
  });

  it('reports a direct failure with the reason, or Please try again.', () => {
    expect(failureOutcome('direct', { status: 500, message: '' }).toast).toEqual({
      title: 'Failed to submit application: Please try again.',
    });
    const paused = failureOutcome('direct', {
      status: 409,
      message: 'Campaign paused - not accepting applications',
    });
    expect(paused.toast).toEqual({
      title: 'Failed to submit application: Campaign paused - not accepting applications',
    });
    expect(paused.shouldClose).toBe(true);
  });

  it('reports a negotiation failure as Request Failed and keeps the form for a retry', () => {
    const outcome = failureOutcome('negotiation', { status: 0, message: '' });
    expect(outcome.toast).toEqual({
      title: 'Request Failed',
      description: 'Failed to send negotiation request. Please try again.',
    });
    expect(outcome.shouldClose).toBe(false);
  });

  it('puts the server field messages beside the fields', () => {
    const outcome = failureOutcome('negotiation', {
      status: 400,
      message: 'Please fix the errors in the form',
      fields: { proposedRate: ['Please enter a valid rate amount.'], creatorId: ['Choose the creator'] },
    });
    expect(outcome.errors).toEqual({
      proposedRate: 'Please enter a valid rate amount.',
      creatorId: 'Choose the creator',
    });
  });
});
