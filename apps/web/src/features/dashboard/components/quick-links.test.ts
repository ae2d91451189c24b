import { describe, expect, it } from 'vitest';
import { quickLinksFor, roleQuickLinks } from './quick-links';

const paths = (links: { to: string }[]) => links.map((link) => link.to);

describe('role home quick links (spec 01 section 6)', () => {
  it('gives every role its spec links plus Profile', () => {
    expect(paths(roleQuickLinks('creator'))).toEqual([
      '/campaigns',
      '/my-applications',
      '/creator-work',
      '/profile',
    ]);
    expect(paths(roleQuickLinks('brand'))).toEqual([
      '/brand-campaigns',
      '/brand-network',
      '/analytics',
      '/profile',
    ]);
    expect(paths(roleQuickLinks('agent'))).toEqual([
      '/agent-dashboard',
      '/campaigns',
      '/messages',
      '/profile',
    ]);
    expect(paths(roleQuickLinks('super_admin'))).toEqual([
      '/admin',
      '/admin/analytics',
      '/admin/users',
      '/profile',
    ]);
  });

  it('shows only links whose page exists', () => {
    expect(paths(quickLinksFor('creator'))).toEqual(['/campaigns', '/my-applications', '/profile']);
    expect(paths(quickLinksFor('agent'))).toEqual(['/agent-dashboard', '/campaigns', '/profile']);
    expect(paths(quickLinksFor('brand'))).toEqual(['/brand-network', '/profile']);
    expect(paths(quickLinksFor('admin'))).toEqual(['/admin', '/admin/analytics', '/admin/users', '/profile']);
    expect(paths(quickLinksFor('creator', new Set(['/campaigns', '/profile'])))).toEqual([
      '/campaigns',
      '/profile',
    ]);
  });
});
