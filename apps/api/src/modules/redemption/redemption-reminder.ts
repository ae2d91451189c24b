import { REDEMPTION_TIMING } from '@partnerly/contracts';
import ical from 'ical-generator';
import { AppError } from '../../middleware/errors';
import { shareUrlOf } from '../private-codes/private-code-view';
import type { RedemptionCode } from './redemption-code';

// The page's 'add reminder' link (spec 02 'Limits and timing': a reminder event one day before
// expiry, lasting one hour): an iCalendar file made by ical-generator, which any calendar app
// opens. Times are written in UTC, so the reminder lands at the same moment wherever it opens.

export const NO_EXPIRY_MESSAGE = 'This code does not expire, so there is nothing to remind you of';

export interface RedemptionReminder {
  fileName: string;
  body: string;
}

/** The reminder of a code with an expiry; 404 for a code without one. */
export function redemptionReminder(code: RedemptionCode, publicUrl: string): RedemptionReminder {
  if (!code.expiresAt) throw new AppError('NOT_FOUND', NO_EXPIRY_MESSAGE);
  const start = new Date(code.expiresAt.getTime() - REDEMPTION_TIMING.reminderBeforeExpiryMs);
  const end = new Date(start.getTime() + REDEMPTION_TIMING.reminderDurationMs);
  const url = shareUrlOf(publicUrl, code.code);
  const calendar = ical({ prodId: { company: 'Partnerly', product: 'Redemption reminder', language: 'EN' } });
  calendar.createEvent({
    id: `${code.code}-reminder@${new URL(publicUrl).hostname}`,
    start,
    end,
    summary: `${code.discountDescription} at ${code.brandName}`,
    description: `Your discount code ${code.code} (${code.campaignName}) expires in one day. Redeem it: ${url}`,
    location: code.businessLocation,
    url,
  });
  return { fileName: `${code.code}-reminder.ics`, body: calendar.toString() };
}
