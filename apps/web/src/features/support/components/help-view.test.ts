import { describe, expect, it } from 'vitest';
import { helpViewOf } from './help-view';

describe('helpViewOf', () => {
  it('opens the dialog on the tab a link names', () => {
    expect(helpViewOf('requests')).toBe('requests');
    expect(helpViewOf('new')).toBe('new');
  });

  it('ignores anything else', () => {
    expect(helpViewOf(null)).toBeNull();
    expect(helpViewOf('')).toBeNull();
    expect(helpViewOf('admin')).toBeNull();
  });
});
