import type { RedemptionLive, RedemptionPage } from '@partnerly/contracts';
import {
  REDEMPTION_MESSAGES,
  REDEMPTION_TIMING,
  type RedemptionFailure,
  type RedemptionState,
} from '@partnerly/contracts/private-code-rules';
import type { PageMessageKey } from '@/components/public-page/public-language';

// The redemption page's state machine (spec 02 'Redemption flow'), as a pure reducer: idle,
// redeeming, success, success_locked (1.2 s after success), exhausted_from_start (opened with
// no uses left) and exhausted (4 s after a success that used the last one, or when the live
// count reaches zero while nobody is mid-redemption). The timers are startSuccessTimers below;
// the page dispatches what the server and the visitor do.

/** Why an attempt did not go through, as the page tells it. */
export type RedeemRefusal =
  | { reason: RedemptionFailure }
  /** The code is gone (deleted since the page loaded). */
  | { reason: 'not_found' }
  /** Not a refusal of the code: a network failure, blocked cookies, too many attempts. */
  | { reason: 'error'; message: string };

export type RedemptionEvent =
  | { type: 'redeem_started' }
  | { type: 'redeem_succeeded'; remainingUses: number; redeemedAt: string }
  | ({ type: 'redeem_refused' } & RedeemRefusal)
  /** success_locked: 1.2 s after the success. */
  | { type: 'lock_elapsed' }
  /** 4 s after the success: exhausted when none remain. */
  | { type: 'exhaust_elapsed' }
  /** The success dialog's Done (or Escape). */
  | { type: 'dialog_closed' }
  /** The code's state pushed by the server while the page is open. */
  | ({ type: 'live_update' } & RedemptionLive);

export interface RedemptionFlow {
  phase: RedemptionState;
  remainingUses: number;
  /** This device has redeemed the code (before the page opened, or just now). */
  hasRedeemedHere: boolean;
  /** Why the code can no longer be redeemed (inactive, just expired, gone); null while it can. */
  unavailableMessage: string | null;
  /** The last attempt's failure that is worth retrying; cleared by the next attempt. */
  errorMessage: string | null;
  isSuccessDialogOpen: boolean;
  /** When this device's redemption went through (shown in the success dialog). */
  redeemedAt: string | null;
  /** Counts successes, so the page starts the success timers once per success. */
  successCount: number;
}

/** The flow of an active or exhausted page as loaded (not_found and inactive have no flow). */
export function initialFlow(
  page: Pick<RedemptionPage, 'outcome' | 'offer' | 'redeemedByThisDevice'>,
): RedemptionFlow {
  const remainingUses = page.offer?.remainingUses ?? 0;
  const isExhausted = page.outcome === 'exhausted' || remainingUses <= 0;
  return {
    phase: isExhausted ? 'exhausted_from_start' : 'idle',
    remainingUses: Math.max(remainingUses, 0),
    hasRedeemedHere: page.redeemedByThisDevice,
    unavailableMessage: null,
    errorMessage: null,
    isSuccessDialogOpen: false,
    redeemedAt: null,
    successCount: 0,
  };
}

/** May the visitor press Redeem This Discount now? */
function canRedeem(flow: RedemptionFlow): boolean {
  return (
    flow.phase === 'idle' &&
    !flow.hasRedeemedHere &&
    flow.unavailableMessage === null &&
    flow.remainingUses > 0
  );
}

function refused(flow: RedemptionFlow, refusal: RedeemRefusal): RedemptionFlow {
  const settled = { ...flow, phase: 'idle' as const };
  switch (refusal.reason) {
    case 'already_redeemed':
      return { ...settled, hasRedeemedHere: true };
    case 'exhausted':
      // The last use went to someone else between the page's count and this attempt.
      return { ...settled, phase: 'exhausted', remainingUses: 0 };
    case 'expired':
      return { ...settled, unavailableMessage: REDEMPTION_MESSAGES.justExpired };
    case 'inactive':
      return { ...settled, unavailableMessage: REDEMPTION_MESSAGES.inactive };
    case 'not_found':
      return { ...settled, unavailableMessage: REDEMPTION_MESSAGES.notValid };
    case 'error':
      return { ...settled, errorMessage: refusal.message };
  }
}

export function redemptionReducer(flow: RedemptionFlow, event: RedemptionEvent): RedemptionFlow {
  switch (event.type) {
    case 'redeem_started':
      return canRedeem(flow) ? { ...flow, phase: 'redeeming', errorMessage: null } : flow;
    case 'redeem_succeeded':
      if (flow.phase !== 'redeeming') return flow;
      return {
        ...flow,
        phase: 'success',
        remainingUses: Math.max(event.remainingUses, 0),
        hasRedeemedHere: true,
        isSuccessDialogOpen: true,
        redeemedAt: event.redeemedAt,
        successCount: flow.successCount + 1,
      };
    case 'redeem_refused':
      return flow.phase === 'redeeming' ? refused(flow, event) : flow;
    case 'lock_elapsed':
      return flow.phase === 'success' ? { ...flow, phase: 'success_locked' } : flow;
    case 'exhaust_elapsed':
      return (flow.phase === 'success' || flow.phase === 'success_locked') && flow.remainingUses === 0
        ? { ...flow, phase: 'exhausted' }
        : flow;
    case 'dialog_closed': {
      if (!flow.isSuccessDialogOpen) return flow;
      const closed = { ...flow, isSuccessDialogOpen: false };
      if (flow.phase !== 'success' && flow.phase !== 'success_locked') return closed;
      return { ...closed, phase: flow.remainingUses === 0 ? 'exhausted' : 'idle' };
    }
    case 'live_update': {
      // Uses only ever go down: a late answer (a read that crossed a redemption) never raises them.
      const remainingUses = Math.max(Math.min(event.remainingUses, flow.remainingUses), 0);
      const next: RedemptionFlow = {
        ...flow,
        remainingUses,
        unavailableMessage:
          event.status === 'active'
            ? flow.unavailableMessage
            : (flow.unavailableMessage ?? REDEMPTION_MESSAGES.unavailable),
      };
      // Mid-redemption (an attempt in flight, or its success still on screen) the attempt's
      // own answer and the 4-second rule decide; otherwise no uses left means exhausted.
      return remainingUses === 0 && flow.phase === 'idle' ? { ...next, phase: 'exhausted' } : next;
    }
  }
}

/**
 * The timers a success starts: success_locked after 1.2 s, exhausted after 4 s (when none
 * remain by then). Answers a function that cancels them (the page unmounting).
 */
export function startSuccessTimers(dispatch: (event: RedemptionEvent) => void): () => void {
  const lock = setTimeout(() => dispatch({ type: 'lock_elapsed' }), REDEMPTION_TIMING.lockAfterSuccessMs);
  const exhaust = setTimeout(
    () => dispatch({ type: 'exhaust_elapsed' }),
    REDEMPTION_TIMING.exhaustedAfterSuccessMs,
  );
  return () => {
    clearTimeout(lock);
    clearTimeout(exhaust);
  };
}

/** What the Redeem button says (a catalog key) and whether it can be pressed, in each state. */
export function redeemButtonOf(flow: RedemptionFlow): { label: PageMessageKey; isDisabled: boolean } {
  switch (flow.phase) {
    case 'redeeming':
      return { label: 'redeem.redeeming', isDisabled: true };
    case 'success':
    case 'success_locked':
      return { label: 'redeem.redeemed', isDisabled: true };
    case 'exhausted':
    case 'exhausted_from_start':
      return { label: 'redeem.maxUsesReached', isDisabled: true };
    case 'idle':
      if (flow.unavailableMessage !== null) return { label: 'redeem.notAvailable', isDisabled: true };
      if (flow.hasRedeemedHere) return { label: 'redeem.alreadyRedeemedButton', isDisabled: true };
      return { label: 'redeem.redeemButton', isDisabled: !canRedeem(flow) };
  }
}

/** The line under the button: why it cannot be pressed, or what went wrong. */
export function flowNoticeOf(flow: RedemptionFlow): { message: string; isError: boolean } | null {
  if (flow.unavailableMessage !== null) return { message: flow.unavailableMessage, isError: true };
  if (flow.errorMessage !== null) return { message: flow.errorMessage, isError: true };
  if (flow.hasRedeemedHere && !flow.isSuccessDialogOpen && flow.phase === 'idle') {
    return { message: REDEMPTION_MESSAGES.alreadyRedeemed, isError: false };
  }
  return null;
}
