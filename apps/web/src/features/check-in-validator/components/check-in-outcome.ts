import { CHECK_IN_MESSAGES } from '@partnerly/contracts';
import { isApiError } from '@/lib/api-client';
import type { useT } from '@/lib/i18n/i18n-provider';

// What the validator shows for each answer of the API (spec 02 'QR check-in validator'): a
// wrong code on the result card, the award's refusals where staff look, and the spec's toasts
// for the rest, with the server's words where they help (a lost connection, a refusal).

/** The server's message for a refusal the staff can act on (4xx, or no connection); else none. */
function reasonOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.status === 0 || (error.status >= 400 && error.status < 500) ? error.message : undefined;
}

export type ValidateFailure =
  /** The code is no pass of this campaign: the result card says so. */
  | { kind: 'invalid'; message: string }
  /** Anything else: the spec's 'Failed to validate QR code' toast. */
  | { kind: 'failed'; title: string; description?: string };

/** How a failed POST .../check-ins/validate shows. */
export function validateFailure(error: unknown): ValidateFailure {
  if (isApiError(error) && error.status === 400) {
    return { kind: 'invalid', message: error.fields.code?.[0] ?? CHECK_IN_MESSAGES.invalidCode };
  }
  return { kind: 'failed', title: CHECK_IN_MESSAGES.validateFailed, description: reasonOf(error) };
}

export type AwardFailure =
  /** Checked in already (here or at another door): the card turns to Already scanned. */
  | { kind: 'already-scanned' }
  /** The workspace is not verified: points cannot be awarded. */
  | { kind: 'not-verified'; message: string }
  /** Anything else: the spec's 'Failed to award points' toast. */
  | { kind: 'failed'; title: string; description?: string };

/** How a failed POST .../check-ins shows. */
export function awardFailure(error: unknown): AwardFailure {
  if (isApiError(error) && error.status === 409) return { kind: 'already-scanned' };
  if (isApiError(error) && error.status === 403) {
    return { kind: 'not-verified', message: CHECK_IN_MESSAGES.notVerified };
  }
  return { kind: 'failed', title: CHECK_IN_MESSAGES.awardFailed, description: reasonOf(error) };
}

/** The primary button of a valid pass: points when the event awards them, else a plain check-in. */
export function awardLabel(t: ReturnType<typeof useT>, pointsOnCheckIn: number): string {
  return pointsOnCheckIn > 0 ? t('checkIn.award', { points: pointsOnCheckIn }) : t('checkIn.checkIn');
}
