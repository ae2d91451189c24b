import type { OpenDisputeResult, PartyDispute } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { withOpened } from './open-dispute';

const dispute = (id: string) => ({ id, status: 'resolved' }) as PartyDispute;

describe('withOpened', () => {
  it('puts the new dispute first and closes the Open Dispute action', () => {
    const opened = {
      dispute: { ...dispute('new'), status: 'open' },
      message: 'Dispute Opened',
    } as OpenDisputeResult;
    expect(withOpened(opened)({ disputes: [dispute('old')], canOpen: true })).toEqual({
      disputes: [opened.dispute, dispute('old')],
      canOpen: false,
    });
    expect(withOpened(opened)(undefined)).toEqual({ disputes: [opened.dispute], canOpen: false });
  });
});
