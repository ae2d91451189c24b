import { APPLICATION_MESSAGES, DIRECT_APPLICATION_PITCH } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { englishT as t } from '@/lib/i18n/english-translate';
import {
  applyResolver,
  emptyApplyDraft,
  failureOutcome,
  invalidToast,
  successToast,
  type ApplyDraft,
} from './apply-form-state';

const CAMPAIGN = '8d3a4b52-5f0e-4c61-9d0c-3a8f6f1f2b11';

type Resolved = Awaited<ReturnType<typeof applyResolver>>;
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;
const check = async (draft: Partial<ApplyDraft>, isAgent = false): Promise<Resolved> =>
  applyResolver({ ...emptyApplyDraft(CAMPAIGN, isAgent), ...draft }, undefined, OPTIONS);
const messagesOf = (resolved: Resolved) =>
  Object.fromEntries(Object.entries(resolved.errors).map(([name, error]) => [name, error?.message]));

describe('the negotiation form (spec 03 section 5)', () => {
  it('needs a pitch and a rate after trimming: Required Fields Missing', async () => {
    const resolved = await check({ type: 'negotiation', pitch: '   ', proposedRate: ' ' });
    expect(messagesOf(resolved)).toEqual({
      pitch: APPLICATION_MESSAGES.requiredFieldsMissing,
      proposedRate: APPLICATION_MESSAGES.requiredFieldsMissing,
    });
    expect(invalidToast(t, resolved.errors)).toEqual({
      title: 'Required Fields Missing',
      description: 'Please provide both a pitch message and your proposed rate.',
    });
  });

  it('asks for both even when only the rate is missing', async () => {
    const resolved = await check({ type: 'negotiation', pitch: 'Reels' });
    expect(invalidToast(t, resolved.errors).title).toBe('Required Fields Missing');
  });

  it.each(['0', '-5', 'abc', '0.001'])('refuses the rate %s: Invalid Rate', async (rate) => {
    const resolved = await check({ type: 'negotiation', pitch: 'Reels', proposedRate: rate });
    expect(messagesOf(resolved)).toEqual({ proposedRate: 'Please enter a valid rate amount.' });
    expect(invalidToast(t, resolved.errors)).toEqual({
      title: 'Invalid Rate',
      description: 'Please enter a valid rate amount.',
    });
  });

  it('refuses a rate above AED 1,000,000 beside the field', async () => {
    const resolved = await check({ type: 'negotiation', pitch: 'Reels', proposedRate: '1000000.01' });
    expect(messagesOf(resolved)).toEqual({ proposedRate: 'Rate must be at most AED 1,000,000' });
    expect(invalidToast(t, resolved.errors)).toEqual({
      title: 'Please check the form',
      description: 'Rate must be at most AED 1,000,000',
    });
  });

  it('trims the pitch, rounds the rate to cents and leaves deliverables optional', async () => {
    const resolved = await check({
      type: 'negotiation',
      pitch: '  Two reels a week  ',
      proposedRate: ' 1500.505 ',
      deliverables: '   ',
      message: 'ignored for a negotiation',
    });
    expect(resolved).toEqual({
      errors: {},
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
  it('sends a direct application without a message when none is written (the server adds the fixed pitch)', async () => {
    expect((await check({ pitch: 'left over', proposedRate: 'x' })).values).toEqual({
      type: 'direct',
      campaignId: CAMPAIGN,
      message: null,
    });
    expect(DIRECT_APPLICATION_PITCH).toBe('Direct application - Creator interested in collaborating');
  });

  it('sends the direct application’s own message, trimmed, and refuses one over 1000 characters', async () => {
    expect((await check({ message: '  Latte art daily  ' })).values).toMatchObject({
      message: 'Latte art daily',
    });
    expect(messagesOf(await check({ message: 'a'.repeat(1001) }))).toEqual({
      message: 'Message must be at most 1000 characters',
    });
  });

  it('names the creator an agent applies for, and asks an agent to choose one', async () => {
    expect((await check({ creatorId: 'creator-1' }, true)).values).toMatchObject({ creatorId: 'creator-1' });
    expect(messagesOf(await check({}, true))).toEqual({ creatorId: APPLICATION_MESSAGES.creatorRequired });
  });

  it('has the spec success toasts', () => {
    expect(successToast(t, 'direct').title).toBe('Application Submitted!');
    expect(successToast(t, 'negotiation').title).toBe('Negotiation Request Sent!');
  });
});

describe('failed applications (spec 03 section 8)', () => {
  it('shows Already Applied and closes the dialog', () => {
    const outcome = failureOutcome(t, 'negotiation', {
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
    expect(failureOutcome(t, 'direct', { status: 401, message: 'Please log in to apply' }).toast).toEqual({
      title: 'Please log in to apply',
    });
  });

  it('reports a direct failure with the reason, or Please try again.', () => {
    expect(failureOutcome(t, 'direct', { status: 500, message: '' }).toast).toEqual({
      title: 'Failed to submit application: Please try again.',
    });
    const paused = failureOutcome(t, 'direct', {
      status: 409,
      message: 'Campaign paused - not accepting applications',
    });
    expect(paused.toast).toEqual({
      title: 'Failed to submit application: Campaign paused - not accepting applications',
    });
    expect(paused.shouldClose).toBe(true);
  });

  it('reports a negotiation failure as Request Failed and keeps the form for a retry', () => {
    const outcome = failureOutcome(t, 'negotiation', { status: 0, message: '' });
    expect(outcome.toast).toEqual({
      title: 'Request Failed',
      description: 'Failed to send negotiation request. Please try again.',
    });
    expect(outcome.shouldClose).toBe(false);
  });

  it('puts the server field messages beside the fields', () => {
    const outcome = failureOutcome(t, 'negotiation', {
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
