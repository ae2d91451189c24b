import { describe, expect, it } from 'vitest';
import { withApplicationsParam } from './applications-param';

describe('withApplicationsParam', () => {
  it('adds the campaign and keeps the tab', () => {
    const next = withApplicationsParam(new URLSearchParams('tab=campaigns'), 'c1');
    expect(next.toString()).toBe('tab=campaigns&applications=c1');
  });

  it('removes only the applications param on close', () => {
    const next = withApplicationsParam(new URLSearchParams('tab=campaigns&applications=c1&x=1'), null);
    expect(next.toString()).toBe('tab=campaigns&x=1');
  });

  it('does not change the params it was given', () => {
    const params = new URLSearchParams('tab=home');
    withApplicationsParam(params, 'c2');
    expect(params.toString()).toBe('tab=home');
  });
});
