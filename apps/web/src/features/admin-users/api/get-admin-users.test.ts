import { describe, expect, it } from 'vitest';
import { listQueryString } from './get-admin-users';

describe('the user list query string', () => {
  it('leaves out blank filters and the first page', () => {
    expect(listQueryString({ page: 1 })).toBe('');
    expect(listQueryString({ search: 'a&b', userType: 'brand', status: undefined, page: 3 })).toBe(
      '?search=a%26b&userType=brand&page=3',
    );
  });
});
