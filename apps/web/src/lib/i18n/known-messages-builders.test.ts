import * as contracts from '@partnerly/contracts';
import { en, knownText, type MessageKey } from '@partnerly/contracts/i18n';
import { ar } from '@partnerly/contracts/i18n/ar';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { translateKnown } from './known-messages';

// Issue 25: the contracts' message builders put values into English sentences (a limit, a count,
// a date, a name). Each sentence has a catalog message with {arguments}, so a screen shows the
// built text in Arabic too (known-messages.ts). Every builder of a *_MESSAGES table must be here:
// a new one without a sample (and a catalog message) fails.

const {
  ADVERTISER_PERMIT_MESSAGES: permit,
  AFFILIATE_HUB_MESSAGES,
  APPLICATION_MESSAGES,
  BRAND_AFFILIATE_MESSAGES,
  BRAND_PROFILE_MESSAGES,
  CALENDAR_MESSAGES,
  CAMPAIGN_DELETION_MESSAGES,
  INVITATION_MESSAGES,
  MARKETING_MESSAGES,
  MESSAGING_SAFETY_MESSAGES: safety,
  NETWORK_MESSAGES,
  ORDER_IMPORT_MESSAGES: orders,
  PRIVATE_CODE_MESSAGES,
  SOCIAL_LINK_MESSAGES,
  VERIFICATION_MESSAGES,
} = contracts;

/** A reason the API gives (a known refusal), put into a builder's sentence. */
const REASON = en['validation.network'];
const ISO_DAY = '2026-03-14';
const LATER = new Date('2026-12-26T08:00:00Z');

/**
 * Each builder with sample values, and the values that stay as they are in every language: names,
 * codes, e-mail addresses and what people wrote.
 */
const BUILT: Record<string, { texts: string[]; asIs?: string[] }> = {
  'ADVERTISER_PERMIT_MESSAGES.numberShown': { texts: [permit.numberShown('PRM-88231')], asIs: ['PRM-88231'] },
  'ADVERTISER_PERMIT_MESSAGES.rejectedReason': {
    texts: [permit.rejectedReason('The scan is unreadable')],
    asIs: ['The scan is unreadable'],
  },
  'ADVERTISER_PERMIT_MESSAGES.coverageHint': { texts: [permit.coverageHint(ISO_DAY)] },
  'ADVERTISER_PERMIT_MESSAGES.missingWarning': {
    texts: [permit.missingWarning(ISO_DAY), permit.missingWarning(null)],
  },
  'ADVERTISER_PERMIT_MESSAGES.reminderTitle': {
    texts: [permit.reminderTitle(0), permit.reminderTitle(1), permit.reminderTitle(14)],
  },
  'ADVERTISER_PERMIT_MESSAGES.reminderMessage': { texts: [permit.reminderMessage(ISO_DAY)] },
  'AFFILIATE_HUB_MESSAGES.codeTaken': {
    texts: [AFFILIATE_HUB_MESSAGES.codeTaken('Desert Bloom')],
    asIs: ['Desert Bloom'],
  },
  'APPLICATION_MESSAGES.dialogTitle': {
    texts: [APPLICATION_MESSAGES.dialogTitle('Summer Glow')],
    asIs: ['Summer Glow'],
  },
  'APPLICATION_MESSAGES.creatorLimitReached': {
    texts: [APPLICATION_MESSAGES.creatorLimitReached(1), APPLICATION_MESSAGES.creatorLimitReached(5)],
  },
  'BRAND_AFFILIATE_MESSAGES.createFailed': { texts: [BRAND_AFFILIATE_MESSAGES.createFailed(REASON)] },
  'BRAND_AFFILIATE_MESSAGES.deleteFailed': { texts: [BRAND_AFFILIATE_MESSAGES.deleteFailed(REASON)] },
  'BRAND_AFFILIATE_MESSAGES.codeTaken': {
    texts: [BRAND_AFFILIATE_MESSAGES.codeTaken('GLOW20')],
    asIs: ['GLOW20'],
  },
  'BRAND_PROFILE_MESSAGES.teamMemberLimitReached': {
    texts: [BRAND_PROFILE_MESSAGES.teamMemberLimitReached(3)],
  },
  'BRAND_PROFILE_MESSAGES.profileLimitReached': { texts: [BRAND_PROFILE_MESSAGES.profileLimitReached(2)] },
  'CALENDAR_MESSAGES.synced': { texts: [CALENDAR_MESSAGES.synced(4)] },
  'CAMPAIGN_DELETION_MESSAGES.withdrawn': {
    texts: [CAMPAIGN_DELETION_MESSAGES.withdrawn('Summer Glow')],
    asIs: ['Summer Glow'],
  },
  'INVITATION_MESSAGES.wrongAddress': {
    texts: [INVITATION_MESSAGES.wrongAddress('sara@example.ae')],
    asIs: ['sara@example.ae'],
  },
  'MARKETING_MESSAGES.sentDetail': {
    texts: [MARKETING_MESSAGES.sentDetail(1), MARKETING_MESSAGES.sentDetail(12)],
  },
  'MESSAGING_SAFETY_MESSAGES.coolingOff': { texts: [safety.coolingOff(ISO_DAY)] },
  'MESSAGING_SAFETY_MESSAGES.blocked': {
    texts: [safety.blocked('Sara Al Mansoori')],
    asIs: ['Sara Al Mansoori'],
  },
  'MESSAGING_SAFETY_MESSAGES.unblocked': {
    texts: [safety.unblocked('Sara Al Mansoori')],
    asIs: ['Sara Al Mansoori'],
  },
  'NETWORK_MESSAGES.inviteNeedsNetwork': {
    texts: [NETWORK_MESSAGES.inviteNeedsNetwork('Sara Al Mansoori')],
    asIs: ['Sara Al Mansoori'],
  },
  'NETWORK_MESSAGES.alreadyApplied': {
    texts: [NETWORK_MESSAGES.alreadyApplied('Sara Al Mansoori')],
    asIs: ['Sara Al Mansoori'],
  },
  'NETWORK_MESSAGES.invitedRecently': {
    texts: [NETWORK_MESSAGES.invitedRecently('Sara Al Mansoori')],
    asIs: ['Sara Al Mansoori'],
  },
  'NETWORK_MESSAGES.invited': {
    texts: [NETWORK_MESSAGES.invited('Sara Al Mansoori')],
    asIs: ['Sara Al Mansoori'],
  },
  // The columns are named as in the file the brand exports (English headers).
  'ORDER_IMPORT_MESSAGES.missingColumns': {
    texts: [orders.missingColumns(['Date']), orders.missingColumns(['Date', 'Discount Code'])],
    asIs: ['Date', 'Date, Discount Code'],
  },
  'ORDER_IMPORT_MESSAGES.currencyInvalid': { texts: [orders.currencyInvalid('USD')], asIs: ['USD'] },
  'ORDER_IMPORT_MESSAGES.unknownCode': { texts: [orders.unknownCode('GLOW20')], asIs: ['GLOW20'] },
  'ORDER_IMPORT_MESSAGES.otherCampaignCode': {
    texts: [orders.otherCampaignCode('GLOW20')],
    asIs: ['GLOW20'],
  },
  'ORDER_IMPORT_MESSAGES.imported': { texts: [orders.imported(1), orders.imported(40)] },
  'ORDER_IMPORT_MESSAGES.importFailed': { texts: [orders.importFailed(REASON)] },
  'PRIVATE_CODE_MESSAGES.monthlyLimitReached': { texts: [PRIVATE_CODE_MESSAGES.monthlyLimitReached(30)] },
  'PRIVATE_CODE_MESSAGES.maxUsesOverPlan': { texts: [PRIVATE_CODE_MESSAGES.maxUsesOverPlan(100)] },
  'SOCIAL_LINK_MESSAGES.wrongHost': {
    texts: contracts.SOCIAL_LINK_PLATFORMS.map(SOCIAL_LINK_MESSAGES.wrongHost),
  },
  'SOCIAL_LINK_MESSAGES.alreadyAdded': {
    texts: contracts.SOCIAL_LINK_PLATFORMS.map(SOCIAL_LINK_MESSAGES.alreadyAdded),
  },
  'VERIFICATION_MESSAGES.platformUrlWrongHost': {
    texts: contracts.CAMPAIGN_PLATFORMS.map(VERIFICATION_MESSAGES.platformUrlWrongHost),
  },
  accessDeniedMessage: { texts: contracts.USER_TYPES.map(contracts.accessDeniedMessage) },
  accountSuspendedMessage: {
    texts: [contracts.accountSuspendedMessage('support@partnerly.ae')],
    asIs: ['support@partnerly.ae'],
  },
  campaignDeletionBlockedMessage: {
    texts: [contracts.campaignDeletionBlockedMessage(1), contracts.campaignDeletionBlockedMessage(3)],
  },
  campaignDeletionSummary: {
    texts: [1, 4].map((pendingApplicants) =>
      contracts.campaignDeletionSummary({ committedApplications: 0, pendingApplicants }),
    ),
  },
  decisionMessage: { texts: [contracts.decisionMessage('approve'), contracts.decisionMessage('reject')] },
  planChangeScheduledMessage: {
    texts: contracts.PLANS.map((plan) => contracts.planChangeScheduledMessage(plan.name, LATER)),
  },
  rateBudgetWarning: {
    texts: [
      contracts.rateBudgetWarning(5000, { budgetMin: null, budgetMax: 1000 })!,
      contracts.rateBudgetWarning(100, { budgetMin: 1000, budgetMax: null })!,
    ],
  },
  recipientCountText: { texts: [contracts.recipientCountText(1), contracts.recipientCountText(12)] },
  socialHandleMessage: { texts: contracts.SOCIAL_PLATFORMS.map(contracts.socialHandleMessage) },
  uploadTooLargeMessage: { texts: [contracts.uploadTooLargeMessage(5 * 1024 * 1024)] },
  uploadTypeNotAllowedMessage: {
    texts: contracts.UPLOAD_PURPOSES.map(contracts.uploadTypeNotAllowedMessage),
  },
};

const arabic = createIntl({ locale: 'ar-AE', messages: ar });
const inArabic = (text: string) =>
  translateKnown(text, (key: MessageKey, values) => arabic.formatMessage({ id: key }, values), 'ar');

/** Shown as they are in every language: the platforms' names and AED amounts ('AED 1,000'). */
const EVERYWHERE =
  /^(Instagram|TikTok|YouTube|X \(Twitter\)|Twitter|LinkedIn|Snapchat|Facebook|Pinterest|AED [\d,.]+)$/;
/** Days, which the screen writes in its language (known-messages.ts). */
const DAY = /^(\d{4}-\d{2}-\d{2}|\d{1,2} [A-Z][a-z]{2} \d{4})$/;

/** What of `text` the catalogs do not know: '' when all of it is known, or a name or number. */
function unknownPart(text: string, asIs: readonly string[]): string {
  if (asIs.includes(text) || EVERYWHERE.test(text) || DAY.test(text) || !/[a-z]/i.test(text)) return '';
  const known = knownText(text);
  if (!known) return text;
  return Object.values(known.values)
    .map((value) => unknownPart(value, asIs))
    .filter(Boolean)
    .join(' | ');
}

describe('the contracts’ message builders', () => {
  it('are all sampled here', () => {
    const builders = Object.entries(contracts).flatMap(([name, table]) =>
      name.endsWith('_MESSAGES') && typeof table === 'object' && table
        ? Object.entries(table).flatMap(([member, value]) =>
            typeof value === 'function' ? [`${name}.${member}`] : [],
          )
        : [],
    );
    expect(builders.length).toBeGreaterThan(30);
    expect(builders.filter((name) => !(name in BUILT))).toEqual([]);
  });

  it.each(Object.entries(BUILT))(
    '%s: the catalogs know every sentence it builds',
    (_name, { texts, asIs = [] }) => {
      for (const text of texts) {
        expect({ text, unknown: unknownPart(text, asIs) }).toEqual({ text, unknown: '' });
        expect(inArabic(text)).toMatch(/[\u0600-\u06ff]/);
      }
    },
  );

  it('show a role, a plan name, a count and a day in Arabic inside the sentence', () => {
    expect(inArabic(contracts.accessDeniedMessage('brand'))).toBe(
      'تم رفض الوصول: تحتاج إلى صلاحيات العلامة التجارية',
    );
    expect(inArabic(orders.imported(40))).toBe('تم استيراد الطلبات: 40');
    const premium = contracts.PLANS.find((plan) => plan.id === 'premium')!;
    const scheduled = inArabic(contracts.planChangeScheduledMessage(premium.name, LATER));
    expect(scheduled).toContain('المميزة');
    expect(scheduled).not.toMatch(/Dec|Premium/);
    expect(inArabic(safety.coolingOff(ISO_DAY))).not.toContain(ISO_DAY);
  });
});
