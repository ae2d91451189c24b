import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { CHECK_IN_MESSAGES } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { awardFailure, awardLabel, validateFailure } from './check-in-outcome';

const intl = createIntl({ locale: 'en-AE', messages: en });
const t = (key: MessageKey, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

const invalid = new ApiError(400, 'VALIDATION_FAILED', 'Invalid input', {
  code: [CHECK_IN_MESSAGES.invalidCode],
});

describe('validateFailure', () => {
  it('shows a code that is no pass of the event on the result card, in the spec’s words', () => {
    expect(validateFailure(invalid)).toEqual({ kind: 'invalid', message: CHECK_IN_MESSAGES.invalidCode });
    expect(validateFailure(new ApiError(400, 'VALIDATION_FAILED', 'Invalid input'))).toEqual({
      kind: 'invalid',
      message: CHECK_IN_MESSAGES.invalidCode,
    });
  });

  it('toasts anything else as “Failed to validate QR code”, with the server’s reason for a refusal', () => {
    expect(validateFailure(new ApiError(403, 'FORBIDDEN', 'You cannot work on this campaign'))).toEqual({
      kind: 'failed',
      title: CHECK_IN_MESSAGES.validateFailed,
      description: 'You cannot work on this campaign',
    });
    expect(validateFailure(new ApiError(500, 'INTERNAL', 'Something went wrong'))).toEqual({
      kind: 'failed',
      title: CHECK_IN_MESSAGES.validateFailed,
      description: undefined,
    });
    expect(validateFailure(new ApiError(0, 'NETWORK', 'Cannot reach Partnerly.'))).toMatchObject({
      description: 'Cannot reach Partnerly.',
    });
    expect(validateFailure(new TypeError('boom'))).toMatchObject({ kind: 'failed', description: undefined });
  });
});

describe('awardFailure', () => {
  it('turns a second check-in (409) into Already scanned', () => {
    expect(awardFailure(new ApiError(409, 'CONFLICT', 'Already scanned'))).toEqual({
      kind: 'already-scanned',
    });
  });

  it('says only verified brands award points (403)', () => {
    expect(awardFailure(new ApiError(403, 'FORBIDDEN', CHECK_IN_MESSAGES.notVerified))).toEqual({
      kind: 'not-verified',
      message: CHECK_IN_MESSAGES.notVerified,
    });
  });

  it('toasts anything else as “Failed to award points”', () => {
    expect(awardFailure(new ApiError(503, 'UNAVAILABLE', 'Try later'))).toEqual({
      kind: 'failed',
      title: CHECK_IN_MESSAGES.awardFailed,
      description: undefined,
    });
    expect(awardFailure(new ApiError(400, 'VALIDATION_FAILED', 'Invalid input'))).toMatchObject({
      kind: 'failed',
      description: 'Invalid input',
    });
  });
});

describe('awardLabel', () => {
  it('names the points when the event awards them, else a plain check-in', () => {
    expect(awardLabel(t, 15)).toBe('Award 15 points');
    expect(awardLabel(t, 0)).toBe('Check in');
  });
});
