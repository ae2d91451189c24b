import { describe, expect, it } from 'vitest';
import { roleHomeOf } from './role-home';

describe('roleHomeOf', () => {
  it('sends each role to its own home', () => {
    expect(roleHomeOf('brand')).toBe('/dashboard');
    expect(roleHomeOf('creator')).toBe('/creator-dashboard');
    expect(roleHomeOf('agent')).toBe('/agent-dashboard');
    expect(roleHomeOf('agency')).toBe('/agent-dashboard');
    expect(roleHomeOf('admin')).toBe('/dashboard');
  });
});
