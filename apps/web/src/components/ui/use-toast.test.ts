import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast, toast } from './use-toast';

afterEach(() => {
  for (const item of currentToasts()) dismissToast(item.id);
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('toast queue', () => {
  it('shows one toast at a time: a new toast replaces the previous one', () => {
    vi.useFakeTimers();
    toast({ title: 'Coming Soon' });
    toast({ title: 'Signed Out', description: 'Signed out successfully' });
    expect(currentToasts().map(({ title, description, isOpen }) => ({ title, description, isOpen }))).toEqual(
      [{ title: 'Signed Out', description: 'Signed out successfully', isOpen: true }],
    );
  });

  it('a dismissed toast closes, then leaves the queue', () => {
    vi.useFakeTimers();
    const id = toast({ title: 'Welcome back!' });
    dismissToast(id);
    expect(currentToasts()).toMatchObject([{ id, isOpen: false }]);
    vi.runAllTimers();
    expect(currentToasts()).toEqual([]);
  });
});
