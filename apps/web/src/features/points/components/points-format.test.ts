import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { formatUaeDateAndTime } from '@/lib/format';
import { pointsLabel, pointsLineOf, signedPointsLabel } from './points-format';

const intl = createIntl({ locale: 'en-AE', messages: en });
const t = (key: MessageKey, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

describe('the Points Tracker (issue 20)', () => {
  it('counts points in words', () => {
    expect(pointsLabel(t, 0)).toBe('0 points');
    expect(pointsLabel(t, 1)).toBe('1 point');
    expect(pointsLabel(t, 15)).toBe('15 points');
    expect(signedPointsLabel(t, 15)).toBe('+15 points');
    expect(signedPointsLabel(t, -5)).toBe('-5 points');
  });

  it('lists a check-in with its event, brand and UAE date', () => {
    const createdAt = '2026-05-12T21:30:00.000Z';
    const line = pointsLineOf(t, {
      id: 'e1',
      points: 15,
      reason: 'event_check_in',
      campaignId: 'c1',
      campaignTitle: 'Dune Brunch Launch',
      brandName: 'Sandstone Dates',
      createdAt,
    });
    expect(line).toEqual({
      id: 'e1',
      event: 'Dune Brunch Launch',
      brand: 'Sandstone Dates',
      ...formatUaeDateAndTime(createdAt),
      at: createdAt,
      points: '+15 points',
    });
    // 21:30 UTC is already the next day in Dubai.
    expect(line.date).toMatch(/13/);
  });

  it('keeps the points of an event since deleted', () => {
    const line = pointsLineOf(t, {
      id: 'e2',
      points: 15,
      reason: 'event_check_in',
      campaignId: null,
      campaignTitle: null,
      brandName: null,
      createdAt: '2026-05-12T08:00:00.000Z',
    });
    expect(line).toMatchObject({ event: 'An event no longer listed', brand: null, points: '+15 points' });
  });
});
