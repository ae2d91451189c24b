import type { ApplicationOffer, MyApplication } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { englishT as t } from '@/lib/i18n/english-translate';
import {
  applicationSummary,
  applicationsOfTab,
  emptyTabMessage,
  negotiationLabel,
  offerHistory,
  readTab,
  statusLabel,
  statusTone,
  tabCounts,
  tabCountsOf,
  withTab,
  mayMessageBrand,
} from './my-application-format';

const offer = (over: Partial<ApplicationOffer>): ApplicationOffer => ({
  id: 'o1',
  round: 1,
  madeBy: 'creator',
  isByAgent: false,
  amount: 1500,
  deliverables: null,
  message: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  ...over,
});

const app = (status: string) => ({ status }) as MyApplication;

describe('status and negotiation labels (spec 03 section 4)', () => {
  it('reads approved, accepted and in_progress as approved, anything else but pending as rejected', () => {
    expect(statusTone('approved')).toBe('approved');
    expect(statusTone('accepted')).toBe('approved');
    expect(statusTone('in_progress')).toBe('approved');
    expect(statusTone('pending')).toBe('pending');
    expect(statusTone('rejected')).toBe('rejected');
    expect(statusTone('withdrawn')).toBe('rejected');
  });

  it('labels statuses and negotiation states', () => {
    expect(statusLabel(t, 'pending')).toBe('Pending');
    expect(statusLabel(t, 'accepted')).toBe('Approved');
    expect(statusLabel(t, 'in_progress')).toBe('In Progress');
    expect(statusLabel(t, 'withdrawn')).toBe('Withdrawn');
    expect(statusLabel(t, 'archived')).toBe('archived');
    expect(negotiationLabel(t, 'none')).toBeNull();
    expect(negotiationLabel(t, 'requested')).toBe('Negotiation Requested');
    expect(negotiationLabel(t, 'in_progress')).toBe('In Negotiation');
    expect(negotiationLabel(t, 'completed')).toBe('Negotiation Completed');
    expect(negotiationLabel(t, 'rejected')).toBe('Negotiation Rejected');
  });
});

describe('tabs', () => {
  it('reads ?tab=, with agents only where the page has that tab', () => {
    expect(readTab(new URLSearchParams('tab=pending'), true)).toBe('pending');
    expect(readTab(new URLSearchParams('tab=agents'), true)).toBe('agents');
    expect(readTab(new URLSearchParams('tab=agents'), false)).toBe('all');
    expect(readTab(new URLSearchParams('tab=nope'), true)).toBe('all');
    expect(readTab(new URLSearchParams(''), true)).toBe('all');
  });

  it('writes the tab and drops it for All', () => {
    expect(withTab(new URLSearchParams('x=1'), 'approved').toString()).toBe('x=1&tab=approved');
    expect(withTab(new URLSearchParams('tab=agents'), 'all').toString()).toBe('');
  });

  it('groups and counts applications per tab, with the empty states', () => {
    const list = [app('pending'), app('approved'), app('in_progress'), app('rejected')];
    expect(tabCounts(list)).toEqual({ all: 4, pending: 1, approved: 2, rejected: 1 });
    expect(applicationsOfTab(list, 'approved').map((item) => item.status)).toEqual([
      'approved',
      'in_progress',
    ]);
    expect(applicationsOfTab(list, 'all')).toHaveLength(4);
    expect(emptyTabMessage(t, 'pending', 0)).toBe('No applications yet');
    expect(emptyTabMessage(t, 'pending', 3)).toBe('No pending applications');
    expect(emptyTabMessage(t, 'approved', 3)).toBe('No approved applications yet');
    expect(emptyTabMessage(t, 'rejected', 3)).toBe('No rejected applications');
  });
});

describe('the negotiation as the creator side reads it', () => {
  const offers = [
    offer({ id: 'a', amount: 1500 }),
    offer({ id: 'b', round: 2, madeBy: 'brand', amount: 1200, message: 'Our budget' }),
    offer({ id: 'c', round: 3, isByAgent: true, amount: 1350.5 }),
  ];

  it('names who made each offer, for the creator and for the agent', () => {
    expect(offerHistory(t, offers, false).map((line) => `${line.who} ${line.amount}`)).toEqual([
      'You proposed AED 1,500',
      'Brand countered AED 1,200',
      'Your agent countered AED 1,350.50',
    ]);
    expect(offerHistory(t, offers, true).map((line) => line.who)).toEqual([
      'Creator proposed',
      'Brand countered',
      'You countered',
    ]);
  });

  const base = {
    status: 'pending' as const,
    negotiationStatus: 'in_progress' as const,
    awaiting: 'creator' as const,
    agreedRate: null,
    latestCounterOffer: offers[1]!,
  };

  it('says whose turn it is and what was agreed', () => {
    expect(applicationSummary(t, base)).toBe(
      'The brand sent a counter offer of AED 1,200: accept it, counter back or decline.',
    );
    expect(applicationSummary(t, { ...base, awaiting: 'brand' })).toBe(
      'Waiting for the brand to answer the latest offer.',
    );
    expect(
      applicationSummary(t, { ...base, negotiationStatus: 'completed', awaiting: null, agreedRate: 1200 }),
    ).toBe('Rate agreed at AED 1,200. Waiting for the brand to approve the application.');
    expect(
      applicationSummary(t, {
        ...base,
        status: 'approved',
        negotiationStatus: 'completed',
        agreedRate: 1200,
      }),
    ).toBe('The brand approved this application at AED 1,200.');
    expect(applicationSummary(t, { ...base, status: 'rejected', negotiationStatus: 'rejected' })).toBe(
      'The negotiation was declined.',
    );
    expect(
      applicationSummary(t, {
        ...base,
        negotiationStatus: 'none',
        awaiting: null,
        latestCounterOffer: null,
      }),
    ).toBe('Waiting for the brand to review this application.');
  });
});

describe('tab counts from the server', () => {
  it('maps the total to All and keeps the per-status counts', () => {
    expect(tabCountsOf({ total: 260, pending: 200, approved: 50, rejected: 10 })).toEqual({
      all: 260,
      pending: 200,
      approved: 50,
      rejected: 10,
    });
  });
});

describe("'Message brand'", () => {
  const agent = { id: 'agent-1', name: 'Avery Agent', email: null, isVerified: false };
  it('shows for the creator on every application', () => {
    const viewer = { isAgent: false, userId: 'creator-1' };
    expect(mayMessageBrand({ submittedByAgent: false, agent: null }, viewer)).toBe(true);
    expect(mayMessageBrand({ submittedByAgent: true, agent }, viewer)).toBe(true);
  });

  it('shows for an agent only on the applications they sent (the thread holds the agent who applied)', () => {
    expect(mayMessageBrand({ submittedByAgent: true, agent }, { isAgent: true, userId: 'agent-1' })).toBe(
      true,
    );
    expect(mayMessageBrand({ submittedByAgent: true, agent }, { isAgent: true, userId: 'agent-2' })).toBe(
      false,
    );
    expect(
      mayMessageBrand({ submittedByAgent: false, agent: null }, { isAgent: true, userId: 'agent-1' }),
    ).toBe(false);
    expect(mayMessageBrand({ submittedByAgent: true, agent }, { isAgent: true, userId: undefined })).toBe(
      false,
    );
  });
});
