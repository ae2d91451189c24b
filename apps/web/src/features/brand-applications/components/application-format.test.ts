import {
  APPLICATION_MESSAGES,
  countApplications,
  type ApplicationOffer,
  type BrandApplication,
  type CampaignApplications,
  SOCIAL_PLATFORMS,
  type PlatformFigures,
} from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  decisionToast,
  emptyTabMessage,
  followerSummary,
  formatEngagementRate,
  groupByTab,
  isChangeOfCampaign,
  negotiationSummary,
  offerHistory,
  platformDetails,
  withApplication,
} from './application-format';

const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

/** No figure on any platform. */
const NO_FIGURES = Object.fromEntries(
  SOCIAL_PLATFORMS.map((platform) => [platform, null]),
) as PlatformFigures<never>;

function application(id: string, status: BrandApplication['status']): BrandApplication {
  return {
    id,
    campaignId: 'c1',
    status,
    applicationType: 'standard',
    negotiationStatus: 'none',
    pitch: 'Direct application - Creator interested in collaborating',
    quotedRate: null,
    agreedRate: null,
    initialProposal: null,
    submissionDeadline: null,
    latestDispute: null,
    latestCounterOffer: null,
    offers: [],
    awaiting: null,
    submittedByAgent: false,
    agent: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    isViewed: false,
    advertiserPermit: {
      state: 'none',
      permitNumber: null,
      expiresOn: null,
      exemption: null,
      isRequired: false,
      lastDate: '2026-02-01',
      isValidThrough: false,
      missingConfirmed: null,
    },
    applicant: {
      id: `creator-${id}`,
      name: 'Sara Ahmed',
      profileImageUrl: null,
      niche: 'Food',
      followers: { ...NO_FIGURES, instagram: 12_500, youtube: 3_000_000 },
      engagementRate: null,
      ratePerPost: null,
      bio: 'I film coffee',
      location: 'Dubai',
      handles: { ...NO_FIGURES, instagram: 'sara.films' },
      isProfileHidden: false,
      isVerified: false,
    },
    actions: { decisions: status === 'pending' ? ['approve', 'reject'] : [], negotiation: [] },
  };
}

function offer(round: number, madeBy: ApplicationOffer['madeBy'], amount: number, isByAgent = false) {
  return {
    id: `o${round}`,
    round,
    madeBy,
    isByAgent,
    amount,
    deliverables: round === 1 ? 'One reel' : null,
    message: round === 1 ? null : 'Meet halfway?',
    createdAt: `2026-01-0${round}T10:00:00.000Z`,
  } satisfies ApplicationOffer;
}

describe('tabs', () => {
  it('groups applications per tab, in order, in_progress counting as approved', () => {
    const groups = groupByTab([
      application('a', 'pending'),
      application('b', 'approved'),
      application('c', 'in_progress'),
      application('d', 'rejected'),
      application('e', 'pending'),
    ]);
    expect(groups.pending.map((item) => item.id)).toEqual(['a', 'e']);
    expect(groups.approved.map((item) => item.id)).toEqual(['b', 'c']);
    expect(groups.rejected.map((item) => item.id)).toEqual(['d']);
  });

  it("uses the spec's empty states, 'No applications yet' while there are none", () => {
    expect(emptyTabMessage(t, 'pending', 0)).toBe('No applications yet');
    expect(emptyTabMessage(t, 'rejected', 0)).toBe('No applications yet');
    expect(emptyTabMessage(t, 'pending', 2)).toBe('No pending applications');
    expect(emptyTabMessage(t, 'approved', 2)).toBe('No approved applications yet');
    expect(emptyTabMessage(t, 'rejected', 2)).toBe('No rejected applications');
  });

  it('replaces an updated application and recounts the tabs', () => {
    const applications = [application('a', 'pending'), application('b', 'pending')];
    const data: CampaignApplications = {
      campaign: {
        id: 'c1',
        title: 'Oud',
        status: 'active',
        budgetMin: null,
        budgetMax: null,
        contentDeadline: null,
      },
      applications,
      counts: countApplications(applications),
    };
    const next = withApplication(data, application('b', 'approved'));
    expect(next.counts).toEqual({ total: 2, pending: 1, approved: 1, rejected: 0 });
    expect(next.applications.map((item) => item.status)).toEqual(['pending', 'approved']);
    expect(data.counts.pending).toBe(2);
  });
});

describe('live events', () => {
  it("matches only this campaign's changes", () => {
    expect(isChangeOfCampaign({ campaignId: 'c1', change: 'created' }, 'c1')).toBe(true);
    expect(isChangeOfCampaign({ campaignId: 'c2', change: 'created' }, 'c1')).toBe(false);
    expect(isChangeOfCampaign(null, 'c1')).toBe(false);
    expect(isChangeOfCampaign('c1', 'c1')).toBe(false);
  });
});

describe('toasts', () => {
  it("says 'Application {status} successfully' with the note", () => {
    expect(decisionToast(t, 'approve')).toEqual({
      title: 'Application approved successfully',
      description: APPLICATION_MESSAGES.approvedNote,
    });
    expect(decisionToast(t, 'reject').title).toBe('Application rejected successfully');
  });
});

describe('the applicant', () => {
  it('lists Snapchat and the other platforms too when the creator gave them (issue 13)', () => {
    const applicant = {
      followers: { ...NO_FIGURES, instagram: 800, snapchat: 5_400, twitter: 0 },
      handles: { ...NO_FIGURES, snapchat: 'sara.snaps', linkedin: 'sara-ahmed' },
    };
    expect(followerSummary(applicant.followers).map((row) => `${row.label} ${row.value}`)).toEqual([
      'Instagram 800',
      'Snapchat 5.4K',
    ]);
    expect(platformDetails(t, applicant).map((row) => [row.label, row.followers, row.handle])).toEqual([
      ['Instagram', '800', 'Not provided'],
      ['TikTok', 'Not provided', 'Not provided'],
      ['YouTube', 'Not provided', 'Not provided'],
      ['LinkedIn', 'Not provided', '@sara-ahmed'],
      ['Snapchat', '5.4K', '@sara.snaps'],
    ]);
  });

  it('lists the platforms with followers, compact', () => {
    expect(followerSummary(application('a', 'pending').applicant.followers)).toEqual([
      { platform: 'instagram', label: 'Instagram', value: '12.5K' },
      { platform: 'youtube', label: 'YouTube', value: '3M' },
    ]);
  });

  it('shows every platform in the details, with handles', () => {
    expect(platformDetails(t, application('a', 'pending').applicant)).toEqual([
      { platform: 'instagram', label: 'Instagram', followers: '12.5K', handle: '@sara.films' },
      { platform: 'tiktok', label: 'TikTok', followers: 'Not provided', handle: 'Not provided' },
      { platform: 'youtube', label: 'YouTube', followers: '3M', handle: 'Not provided' },
    ]);
  });

  it('formats the engagement rate', () => {
    expect(formatEngagementRate(t, 4.256)).toBe('4.26%');
    expect(formatEngagementRate(t, null)).toBe('Not provided');
  });
});

describe('the negotiation', () => {
  it('reads the offers from the brand side, oldest first', () => {
    const lines = offerHistory(t, [
      offer(1, 'creator', 1500),
      offer(2, 'brand', 1200),
      offer(3, 'creator', 1350, true),
    ]);
    expect(lines.map((line) => [line.who, line.amount])).toEqual([
      ['Creator proposed', 'AED 1,500'],
      ['You countered', 'AED 1,200'],
      ['Agent countered', 'AED 1,350'],
    ]);
    expect(lines[0]).toMatchObject({ deliverables: 'One reel', message: null });
    expect(lines[1]).toMatchObject({ deliverables: null, message: 'Meet halfway?' });
  });

  it('says whose turn it is and what was agreed', () => {
    const base = { status: 'pending', agreedRate: null, awaiting: null } as const;
    expect(negotiationSummary(t, { ...base, negotiationStatus: 'none' })).toBeNull();
    expect(negotiationSummary(t, { ...base, negotiationStatus: 'requested', awaiting: 'brand' })).toBe(
      'Your turn: accept the proposal, send a counter offer or reject it.',
    );
    expect(negotiationSummary(t, { ...base, negotiationStatus: 'in_progress', awaiting: 'creator' })).toBe(
      'Waiting for the creator to answer your counter offer.',
    );
    expect(negotiationSummary(t, { ...base, negotiationStatus: 'completed', agreedRate: 1200 })).toBe(
      'Agreed rate: AED 1,200. The creator accepted your counter offer. Approve the application to start working together.',
    );
    expect(
      negotiationSummary(t, {
        ...base,
        status: 'approved',
        negotiationStatus: 'completed',
        agreedRate: 1200,
      }),
    ).toBe('Agreed rate: AED 1,200.');
    expect(negotiationSummary(t, { ...base, status: 'rejected', negotiationStatus: 'rejected' })).toBe(
      'This negotiation was rejected.',
    );
  });
});
