import type { RedemptionPage } from '@partnerly/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  flowNoticeOf,
  initialFlow,
  redeemButtonOf,
  redemptionReducer,
  startSuccessTimers,
  type RedemptionEvent,
  type RedemptionFlow,
} from './redemption-flow';

const offer = (remainingUses: number, maxUses = 2): NonNullable<RedemptionPage['offer']> => ({
  code: 'SPRING-AB12CD',
  campaignName: 'Spring Treats',
  discountDescription: '20% off any pastry',
  brandName: 'Dune Coffee Co.',
  logoUrl: null,
  maxUses,
  remainingUses,
  expiresAt: null,
  businessLocation: null,
  googleMapsUrl: null,
});

const page = (remainingUses: number, redeemedByThisDevice = false): RedemptionPage => ({
  outcome: remainingUses > 0 ? 'active' : 'exhausted',
  offer: offer(remainingUses),
  redeemedByThisDevice,
});

const run = (flow: RedemptionFlow, ...events: RedemptionEvent[]) => events.reduce(redemptionReducer, flow);
const succeeded = (remainingUses: number): RedemptionEvent => ({
  type: 'redeem_succeeded',
  remainingUses,
  redeemedAt: '2026-05-01T10:00:00.000Z',
});

/** The page's wiring in miniature: a store, and the success timers started once per success. */
function harness(start: RedemptionFlow) {
  let flow = start;
  let timersFor = 0;
  const dispatch = (event: RedemptionEvent) => {
    flow = redemptionReducer(flow, event);
    if (flow.successCount > timersFor) {
      timersFor = flow.successCount;
      startSuccessTimers(dispatch);
    }
  };
  return {
    dispatch,
    get flow() {
      return flow;
    },
  };
}

describe('the redemption page as loaded', () => {
  it('starts idle with the uses left, the Redeem button enabled', () => {
    const flow = initialFlow(page(2));
    expect(flow.phase).toBe('idle');
    expect(flow.remainingUses).toBe(2);
    expect(redeemButtonOf(flow)).toEqual({ label: 'redeem.redeemButton', isDisabled: false });
    expect(flowNoticeOf(flow)).toBeNull();
  });

  it('opened with no uses left is exhausted_from_start', () => {
    const flow = initialFlow(page(0));
    expect(flow.phase).toBe('exhausted_from_start');
    expect(redeemButtonOf(flow)).toEqual({ label: 'redeem.maxUsesReached', isDisabled: true });
  });

  it('a device that redeemed before says so from the start and cannot redeem again', () => {
    const flow = initialFlow(page(1, true));
    expect(flowNoticeOf(flow)).toEqual({
      message: 'This device has already redeemed this code',
      isError: false,
    });
    expect(redeemButtonOf(flow).isDisabled).toBe(true);
    expect(run(flow, { type: 'redeem_started' }).phase).toBe('idle');
  });
});

describe('redeeming', () => {
  it('goes redeeming, then success with the dialog open and the server’s count', () => {
    const redeeming = run(initialFlow(page(2)), { type: 'redeem_started' });
    expect(redeeming.phase).toBe('redeeming');
    expect(redeemButtonOf(redeeming)).toEqual({ label: 'redeem.redeeming', isDisabled: true });
    // A second press while the first is in flight changes nothing.
    expect(run(redeeming, { type: 'redeem_started' })).toEqual(redeeming);

    const success = run(redeeming, succeeded(1));
    expect(success).toMatchObject({
      phase: 'success',
      remainingUses: 1,
      hasRedeemedHere: true,
      isSuccessDialogOpen: true,
      redeemedAt: '2026-05-01T10:00:00.000Z',
    });
    expect(redeemButtonOf(success).isDisabled).toBe(true);
  });

  it('Done returns to idle with uses left, the device now marked as redeemed', () => {
    const flow = run(initialFlow(page(2)), { type: 'redeem_started' }, succeeded(1), {
      type: 'dialog_closed',
    });
    expect(flow.phase).toBe('idle');
    expect(flow.isSuccessDialogOpen).toBe(false);
    expect(redeemButtonOf(flow)).toEqual({ label: 'redeem.alreadyRedeemedButton', isDisabled: true });
    expect(flowNoticeOf(flow)?.message).toBe('This device has already redeemed this code');
  });

  it('Done returns to exhausted when the success used the last one', () => {
    const flow = run(initialFlow(page(1)), { type: 'redeem_started' }, succeeded(0), {
      type: 'dialog_closed',
    });
    expect(flow.phase).toBe('exhausted');
  });

  it.each([
    ['already_redeemed', 'This device has already redeemed this code'],
    ['expired', 'This code has just expired or is no longer available'],
    ['inactive', 'This code is no longer active'],
    ['not_found', 'This redemption code is not valid or has expired'],
  ] as const)('a refusal for %s shows the spec’s message and locks the button', (reason, message) => {
    const flow = run(initialFlow(page(2)), { type: 'redeem_started' }, { type: 'redeem_refused', reason });
    expect(flow.phase).toBe('idle');
    expect(flowNoticeOf(flow)?.message).toBe(message);
    expect(redeemButtonOf(flow).isDisabled).toBe(true);
  });

  it('a refusal because the last use went to someone else shows exhausted', () => {
    const flow = run(
      initialFlow(page(1)),
      { type: 'redeem_started' },
      { type: 'redeem_refused', reason: 'exhausted' },
    );
    expect(flow).toMatchObject({ phase: 'exhausted', remainingUses: 0 });
  });

  it('a failed request says so and may be tried again', () => {
    const failed = run(
      initialFlow(page(2)),
      { type: 'redeem_started' },
      { type: 'redeem_refused', reason: 'error', message: 'Failed to redeem code. Please try again.' },
    );
    expect(flowNoticeOf(failed)).toEqual({
      message: 'Failed to redeem code. Please try again.',
      isError: true,
    });
    expect(redeemButtonOf(failed)).toEqual({ label: 'redeem.redeemButton', isDisabled: false });
    const again = run(failed, { type: 'redeem_started' });
    expect(again.phase).toBe('redeeming');
    expect(flowNoticeOf(again)).toBeNull();
  });
});

describe('the success timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('locks 1.2 s after the success; with uses left it never turns exhausted', () => {
    const page2 = harness(initialFlow(page(2)));
    page2.dispatch({ type: 'redeem_started' });
    page2.dispatch(succeeded(1));
    vi.advanceTimersByTime(1199);
    expect(page2.flow.phase).toBe('success');
    vi.advanceTimersByTime(1);
    expect(page2.flow.phase).toBe('success_locked');
    expect(redeemButtonOf(page2.flow).isDisabled).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(page2.flow.phase).toBe('success_locked');
    page2.dispatch({ type: 'dialog_closed' });
    expect(page2.flow.phase).toBe('idle');
  });

  it('turns exhausted 4 s after the success that used the last one, the dialog still open', () => {
    const last = harness(initialFlow(page(1)));
    last.dispatch({ type: 'redeem_started' });
    last.dispatch(succeeded(0));
    vi.advanceTimersByTime(3999);
    expect(last.flow.phase).toBe('success_locked');
    vi.advanceTimersByTime(1);
    expect(last.flow.phase).toBe('exhausted');
    expect(last.flow.isSuccessDialogOpen).toBe(true);
    last.dispatch({ type: 'dialog_closed' });
    expect(last.flow).toMatchObject({ phase: 'exhausted', isSuccessDialogOpen: false });
  });

  it('turns exhausted at 4 s when others used the rest meanwhile (live)', () => {
    const raced = harness(initialFlow(page(3, false)));
    raced.dispatch({ type: 'redeem_started' });
    raced.dispatch(succeeded(1));
    // Mid-redemption the live zero does not cut the success short.
    raced.dispatch({ type: 'live_update', remainingUses: 0, status: 'active' });
    expect(raced.flow.phase).toBe('success');
    vi.advanceTimersByTime(4000);
    expect(raced.flow.phase).toBe('exhausted');
  });

  it('Done before the lock ends the success; the late timers change nothing', () => {
    const early = harness(initialFlow(page(2)));
    early.dispatch({ type: 'redeem_started' });
    early.dispatch(succeeded(1));
    early.dispatch({ type: 'dialog_closed' });
    vi.advanceTimersByTime(5000);
    expect(early.flow.phase).toBe('idle');
  });

  it('cancelling stops both timers', () => {
    const events: RedemptionEvent[] = [];
    const cancel = startSuccessTimers((event) => events.push(event));
    vi.advanceTimersByTime(1200);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(events).toEqual([{ type: 'lock_elapsed' }]);
  });
});

describe('live updates while the page is open', () => {
  it('update the uses left', () => {
    const flow = run(initialFlow(page(2)), { type: 'live_update', remainingUses: 1, status: 'active' });
    expect(flow).toMatchObject({ phase: 'idle', remainingUses: 1 });
    expect(redeemButtonOf(flow).isDisabled).toBe(false);
  });

  it('never raise the count: a read that crossed a redemption is older than it', () => {
    const flow = run(initialFlow(page(3)), { type: 'redeem_started' }, succeeded(2), {
      type: 'live_update',
      remainingUses: 3,
      status: 'active',
    });
    expect(flow.remainingUses).toBe(2);
  });

  it('turn the page exhausted when the uses hit zero while idle', () => {
    const flow = run(initialFlow(page(2)), { type: 'live_update', remainingUses: 0, status: 'active' });
    expect(flow.phase).toBe('exhausted');
  });

  it('leave an attempt in flight to its own answer', () => {
    const flow = run(
      initialFlow(page(1)),
      { type: 'redeem_started' },
      { type: 'live_update', remainingUses: 0, status: 'active' },
    );
    expect(flow.phase).toBe('redeeming');
    expect(run(flow, succeeded(0)).phase).toBe('success');
  });

  it('say the code is no longer available when it is deactivated', () => {
    const flow = run(initialFlow(page(2)), { type: 'live_update', remainingUses: 2, status: 'inactive' });
    expect(flowNoticeOf(flow)).toEqual({
      message: 'This code is no longer available for redemption',
      isError: true,
    });
    expect(redeemButtonOf(flow)).toEqual({ label: 'redeem.notAvailable', isDisabled: true });
    expect(run(flow, { type: 'redeem_started' }).phase).toBe('idle');
  });
});
