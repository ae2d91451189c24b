import { USER_TYPES, type UserType } from '@partnerly/contracts';
import { en } from '@partnerly/contracts/i18n';
import { isValidElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireRole } from '../layouts/require-role';
import { RequireSession } from '../layouts/require-session';
import { routes } from '../route-tree';
import {
  NOT_IN_NAVIGATION,
  NOT_IN_ROLE_NAVIGATION,
  SIGNED_OUT_NAVIGATION,
  navBadgeText,
  navEntries,
  navigationFor,
  type NavLocation,
} from './navigation';

interface SignedInPage {
  path: string;
  /** The roles the page lets in (every role when no RequireRole guards it). */
  roles: readonly UserType[];
}

const rolesOf = (element: ReactNode): readonly UserType[] | undefined =>
  isValidElement<{ allow: readonly UserType[] }>(element) && element.type === RequireRole
    ? element.props.allow
    : undefined;

/** A router path as a pattern of the addresses it matches (admin/:tab matches /admin/users). */
const pathPattern = (path: string) => new RegExp(`^/${path.replace(/:[^/]+/g, '[^/]+')}$`);

/** Every signed-in page of the router with the roles that may open it. */
function signedInPages(
  tree: RouteObject[],
  parent = { path: '', isSignedIn: false, roles: USER_TYPES as readonly UserType[] },
): SignedInPage[] {
  return tree.flatMap((route) => {
    const path = [parent.path, route.path].filter(Boolean).join('/');
    const isSignedIn =
      parent.isSignedIn || (isValidElement(route.element) && route.element.type === RequireSession);
    const roles = rolesOf(route.element) ?? parent.roles;
    const own = route.path && isSignedIn && path !== '*' ? [{ path, roles }] : [];
    return [...own, ...signedInPages(route.children ?? [], { path, isSignedIn, roles })];
  });
}

const at = (to: string): NavLocation => {
  const url = new URL(to, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

describe('navigation', () => {
  const pages = signedInPages(routes);

  it('finds the signed-in pages of the router', () => {
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['dashboard', 'profile', 'campaigns', 'agent-dashboard', 'payment-callback']),
    );
    expect(pages.find((page) => page.path === 'agent-dashboard')?.roles).toEqual(['agent', 'agency']);
  });

  it.each(USER_TYPES)('lists every page a %s can open, or says why not', (role) => {
    const listed = new Set(navigationFor(role).map((item) => at(item.to).pathname.slice(1)));
    const missing = pages
      .filter((page) => page.roles.includes(role))
      .filter((page) => !listed.has(page.path) && !(page.path in NOT_IN_NAVIGATION))
      .filter((page) => !(page.path in (NOT_IN_ROLE_NAVIGATION[role] ?? {})))
      .map((page) => page.path);
    expect(missing).toEqual([]);
  });

  it.each(USER_TYPES)('links a %s only to pages it can open', (role) => {
    for (const item of navigationFor(role)) {
      const page = pages.find((candidate) => pathPattern(candidate.path).test(at(item.to).pathname));
      expect(page?.roles, item.to).toContain(role);
    }
  });

  it.each(USER_TYPES)('marks exactly one %s item current on each of its pages', (role) => {
    const items = navigationFor(role);
    for (const item of items) {
      const current = items.filter((candidate) => candidate.match(at(item.to)));
      expect(
        current.map((candidate) => en[candidate.label]),
        item.to,
      ).toEqual([en[item.label]]);
    }
  });

  it('marks the brand dashboard tab in the address', () => {
    const [home, campaigns, submissions, payouts, affiliates, qrCodes] = navigationFor('brand');
    expect(home?.match(at('/dashboard?tab=home'))).toBe(true);
    expect(home?.match(at('/dashboard?tab=campaigns'))).toBe(false);
    expect(campaigns?.match(at('/dashboard?tab=campaigns'))).toBe(true);
    expect(en[submissions!.label]).toBe('Submissions');
    expect(submissions?.match(at('/dashboard?tab=submissions&campaign=abc'))).toBe(true);
    expect(campaigns?.match(at('/dashboard?tab=submissions'))).toBe(false);
    expect(en[payouts!.label]).toBe('Payouts');
    expect(payouts?.match(at('/dashboard?tab=payouts'))).toBe(true);
    expect(submissions?.match(at('/dashboard?tab=payouts'))).toBe(false);
    expect(en[affiliates!.label]).toBe('Affiliates');
    expect(affiliates?.match(at('/dashboard?tab=affiliate-analytics'))).toBe(true);
    expect(payouts?.match(at('/dashboard?tab=affiliate-analytics'))).toBe(false);
    expect(en[qrCodes!.label]).toBe('QR Codes');
    expect(qrCodes?.match(at('/dashboard?tab=private-referrals'))).toBe(true);
    expect(affiliates?.match(at('/dashboard?tab=private-referrals'))).toBe(false);
    expect(home?.match(at('/dashboard?tab=private-referrals'))).toBe(false);
  });

  it("marks Campaigns current on an event's check-in validator", () => {
    const current = navigationFor('brand')
      .filter((item) => item.match(at('/campaigns/2b1f4f8e-8a55-4e2f-9a6b-7c8d1c7e3d9a/check-in')))
      .map((item) => en[item.label]);
    expect(current).toEqual(['Campaigns']);
  });

  it("gathers the brand's codes into one menu of the desktop bar, where Affiliates stood", () => {
    const entries = navEntries(navigationFor('brand')).map((entry) =>
      'item' in entry
        ? en[entry.item.label]
        : `${en[entry.group.label]}: ${entry.items.map((item) => en[item.label]).join(', ')}`,
    );
    expect(entries).toEqual([
      'Dashboard',
      'Campaigns',
      'Submissions',
      'Payouts',
      'Codes: Affiliates, QR Codes',
      'Analytics',
      'My Network',
      'Team',
      'Messages',
      'Notifications',
      'Profile',
    ]);
    // The other roles' bars have no menus.
    for (const role of USER_TYPES.filter((type) => type !== 'brand')) {
      expect(navEntries(navigationFor(role)).every((entry) => 'item' in entry)).toBe(true);
    }
  });

  it.each(['creator', 'agent'] as const)(
    "marks a %s's My Work current in the campaign work panel, not the dashboard",
    (role) => {
      const current = (to: string) =>
        navigationFor(role)
          .filter((item) => item.match(at(to)))
          .map((item) => en[item.label]);
      expect(current('/dashboard?tab=campaign-work&campaign=c&application=a')).toEqual(['My Work']);
      expect(current('/creator-work?tab=completed')).toEqual(['My Work']);
      expect(current('/dashboard')).toEqual(['Dashboard']);
    },
  );

  it("points the creator's Dashboard at the creator dashboard, current there", () => {
    const current = (to: string) =>
      navigationFor('creator')
        .filter((item) => item.match(at(to)))
        .map((item) => en[item.label]);
    expect(navigationFor('creator')[0]?.to).toBe('/creator-dashboard');
    expect(current('/creator-dashboard?tab=affiliate&view=analytics')).toEqual(['Dashboard']);
    expect(navigationFor('agent')[0]?.to).toBe('/dashboard');
  });

  it('excludes only pages the router has', () => {
    const paths = new Set(pages.map((page) => page.path));
    expect(Object.keys(NOT_IN_NAVIGATION).filter((path) => !paths.has(path))).toEqual([]);
    const roleExclusions = Object.values(NOT_IN_ROLE_NAVIGATION).flatMap((pages) => Object.keys(pages ?? {}));
    expect(roleExclusions.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('offers signed-out visitors the public pricing page', () => {
    expect(SIGNED_OUT_NAVIGATION.map((item) => item.to)).toEqual(['/pricing']);
    expect(pages.map((page) => page.path)).not.toContain('pricing');
  });

  it.each(['creator', 'brand', 'agent', 'agency'] as const)(
    'gives a %s Messages with the unread badge, current on its threads and chat requests',
    (role) => {
      const messages = navigationFor(role).find((item) => en[item.label] === 'Messages');
      expect(messages).toMatchObject({ to: '/messages', badge: 'unreadMessages' });
      const current = (to: string) =>
        navigationFor(role)
          .filter((item) => item.match(at(to)))
          .map((item) => en[item.label]);
      expect(current('/messages/7a0c7f8e-0000-4000-8000-000000000001')).toEqual(['Messages']);
      expect(current('/messages?view=requests')).toEqual(['Messages']);
    },
  );

  it('gives admins no Messages (they take no part in messaging)', () => {
    for (const role of ['admin', 'super_admin'] as const)
      expect(navigationFor(role).map((item) => en[item.label])).not.toContain('Messages');
  });

  it('shows a badge only for unread items, 99+ past 99, and gives screen readers the whole count', () => {
    expect(navBadgeText(undefined)).toBeNull();
    expect(navBadgeText(0)).toBeNull();
    expect(navBadgeText(2)).toEqual({ visible: 2, isMore: false, count: 2 });
    expect(navBadgeText(140)).toEqual({ visible: 99, isMore: true, count: 140 });
  });
});
