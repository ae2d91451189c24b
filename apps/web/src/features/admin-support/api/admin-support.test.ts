import { describe, expect, it } from 'vitest';
import { inboxQueryString } from './admin-support';

describe('inboxQueryString', () => {
  it('leaves the defaults out', () => {
    expect(inboxQueryString({})).toBe('');
    expect(inboxQueryString({ status: 'all', page: 1 })).toBe('');
  });

  it('names the filters and the page', () => {
    expect(inboxQueryString({ status: 'open', requestType: 'bug_report', page: 3 })).toBe(
      '?status=open&requestType=bug_report&page=3',
    );
  });
});
