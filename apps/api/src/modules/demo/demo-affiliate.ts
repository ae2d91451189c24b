import { externalAffiliateCodeInput } from '@partnerly/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { affiliateCodeEvents, affiliateCodes } from '../../db/schema';
import { addExternalCode } from '../affiliate/add-external-code';

// The demo creator's Affiliate Hub (issue 17): besides the codes her approvals issued (iftar
// stories and the skincare launch), an external code of a shop outside Partnerly, and counted
// events over the last two weeks, so My Codes shows figures and Analytics its cards, top code,
// per-code details and insights. Events are written as the public page's tracking would: each
// from its own visitor, never a real person.

/** Views, copies and clicks per code, in the order of the creator's campaign codes (oldest first). */
const CAMPAIGN_CODE_EVENTS = [
  { views: 48, copies: 14, clicks: 9 },
  { views: 31, copies: 7, clicks: 1 },
];
const EXTERNAL_CODE_EVENTS = { views: 12, copies: 0, clicks: 0 };

type Counts = (typeof CAMPAIGN_CODE_EVENTS)[number];

function eventRows(codeId: string, counts: Counts, at: (days: number, hour?: number) => Date) {
  const actions = [
    ['code_viewed', counts.views],
    ['code_copied', counts.copies],
    ['link_clicked', counts.clicks],
  ] as const;
  return actions.flatMap(([action, n]) =>
    Array.from({ length: n }, (_, index) => ({
      codeId,
      action,
      source: action === 'link_clicked' ? 'redirect' : 'share_page',
      visitor: `demo-visitor-${index}`,
      // Spread over the last 14 days, between 9:00 and 21:00.
      createdAt: at(-(index % 14) - 1, 9 + ((index * 5) % 12)),
    })),
  );
}

export async function seedDemoAffiliate(
  deps: AppDeps,
  creatorId: string,
  at: (days: number, hour?: number) => Date,
): Promise<void> {
  const { db } = deps.database;
  const campaignCodes = await db
    .select({ id: affiliateCodes.id })
    .from(affiliateCodes)
    .where(and(eq(affiliateCodes.creatorId, creatorId), eq(affiliateCodes.isExternal, false)))
    .orderBy(asc(affiliateCodes.createdAt));
  const { code: external } = await addExternalCode(
    deps,
    creatorId,
    externalAffiliateCodeInput.parse({
      brandName: 'Sahara Threads',
      code: 'CASEY15',
      brandUrl: 'https://saharathreads.demo.partnerly.local',
      instructions: '15% off your first order of linen sets.',
      expiresOn: at(60).toISOString().slice(0, 10),
    }),
    at(-15),
  );
  const rows = [
    ...campaignCodes.flatMap((code, index) =>
      CAMPAIGN_CODE_EVENTS[index] ? eventRows(code.id, CAMPAIGN_CODE_EVENTS[index], at) : [],
    ),
    ...eventRows(external.id, EXTERNAL_CODE_EVENTS, at),
  ];
  if (rows.length > 0) await db.insert(affiliateCodeEvents).values(rows);
}
