import { describe, expect, it } from 'vitest';
import { adminDisputeKeys, disputeListSearch } from './admin-disputes';

describe('the admin dispute queries', () => {
  it('keep their keys under admin, so Logout drops them', () => {
    expect(adminDisputeKeys.list({ page: 1 })[0]).toBe('admin');
    expect(adminDisputeKeys.detail('d1')[0]).toBe('admin');
  });

  it('send only the set parameters', () => {
    expect(disputeListSearch({ page: 1 })).toBe('');
    expect(disputeListSearch({ status: 'open', page: 3 })).toBe('?status=open&page=3');
    expect(disputeListSearch({ status: undefined, page: 2 })).toBe('?page=2');
  });
});
