import { describe, expect, it } from 'vitest';
import { listQueryString } from './query-string';

describe('listQueryString', () => {
  it('leaves out blank values and the first page', () => {
    expect(listQueryString({ search: '', status: undefined, page: 1 })).toBe('');
    expect(listQueryString({ search: 'cafe & co', status: 'open', page: 3 })).toBe(
      '?search=cafe+%26+co&status=open&page=3',
    );
  });
});
