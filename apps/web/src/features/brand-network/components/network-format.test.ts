import { WORKSPACE_MESSAGES, type CreatorPerformance } from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  formatReach,
  handleList,
  inviteChoice,
  performanceFacts,
  withMembership,
  withoutCreator,
} from './network-format';

const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

describe('the network cache', () => {
  it('puts a creator in or out of the ids once', () => {
    const ids = { creatorIds: ['a', 'b'] };
    expect(withMembership(ids, 'c', true)).toEqual({ creatorIds: ['a', 'b', 'c'] });
    expect(withMembership(ids, 'a', true)).toEqual({ creatorIds: ['b', 'a'] });
    expect(withMembership(ids, 'a', false)).toEqual({ creatorIds: ['b'] });
    expect(withMembership(ids, 'z', false)).toEqual({ creatorIds: ['a', 'b'] });
  });

  it('drops a removed creator from the list', () => {
    const creator = (creatorId: string) => ({ creatorId }) as never;
    expect(withoutCreator({ creators: [creator('a'), creator('b')] }, 'a')).toEqual({
      creators: [creator('b')],
    });
  });
});

describe('performanceFacts', () => {
  const performance: CreatorPerformance = {
    creatorId: 'c',
    completedCampaigns: 3,
    engagementScore: 72,
    overallEngagementLevel: 'strong',
    averageEngagementRate: 4.3,
    totalReach: 1_234_567,
  };

  it('shows score, level and a compact reach', () => {
    expect(performanceFacts(t, performance)).toEqual({
      completedCampaigns: 3,
      score: '72/100',
      level: { label: 'Strong', tone: 'success' },
      reach: '1.2M',
    });
    expect(performanceFacts(t, { ...performance, overallEngagementLevel: 'low' }).level).toEqual({
      label: 'Low',
      tone: 'warning',
    });
  });

  it('says nothing of a score before the first completed results', () => {
    expect(performanceFacts(t, null)).toEqual({
      completedCampaigns: 0,
      score: null,
      level: null,
      reach: '0',
    });
  });

  it('formats reach like people read it', () => {
    expect(formatReach(950)).toBe('950');
    expect(formatReach(12_500)).toBe('12.5K');
  });
});

describe('handleList', () => {
  it('lists the shared handles with their platform', () => {
    expect(handleList({ instagram: 'sara.eats', tiktok: null, youtube: 'sara' } as never)).toEqual([
      'Instagram @sara.eats',
      'YouTube @sara',
    ]);
  });
});

describe('inviteChoice', () => {
  const campaign = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    title: `Campaign ${id}`,
    status: 'active' as const,
    visibility: 'private' as const,
    brandProfileId: 'outlet',
    ...extra,
  });
  const everyone = () => true;

  it('offers the active private campaigns, marking those the creator applied to', () => {
    const campaigns = [
      campaign('a'),
      campaign('b'),
      campaign('public', { visibility: 'public' }),
      campaign('paused', { status: 'paused' }),
    ];
    expect(inviteChoice(campaigns, { appliedCampaignIds: ['b'] }, everyone)).toEqual({
      kind: 'options',
      options: [
        { id: 'a', title: 'Campaign a', hasApplied: false },
        { id: 'b', title: 'Campaign b', hasApplied: true },
      ],
    });
  });

  it('explains when there is no active private campaign', () => {
    expect(
      inviteChoice([campaign('public', { visibility: 'public' })], { appliedCampaignIds: [] }, everyone),
    ).toEqual({ kind: 'none' });
    expect(inviteChoice([], { appliedCampaignIds: [] }, everyone)).toEqual({ kind: 'none' });
  });

  it('offers a member only the campaigns of their brand profiles, and says why when there are none', () => {
    const campaigns = [campaign('a'), campaign('main', { brandProfileId: 'main' })];
    const onlyMain = (profileId: string | null) => profileId === 'main';
    expect(inviteChoice(campaigns, { appliedCampaignIds: [] }, onlyMain)).toEqual({
      kind: 'options',
      options: [{ id: 'main', title: 'Campaign main', hasApplied: false }],
    });
    expect(inviteChoice([campaign('a')], { appliedCampaignIds: [] }, onlyMain)).toEqual({
      kind: 'notAssigned',
      message: WORKSPACE_MESSAGES.notAssigned,
    });
  });
});
