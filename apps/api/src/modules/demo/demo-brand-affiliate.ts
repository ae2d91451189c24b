import { createAffiliateCodeInput, type AffiliateEventAction } from '@partnerly/contracts';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { affiliateCodeEvents, affiliateCodes } from '../../db/schema';
import { createAffiliateCode } from '../affiliate/create-affiliate-code';
import { deleteAffiliateCode } from '../affiliate/delete-affiliate-code';
import { importOrders } from '../affiliate/import-orders';
import type { Membership } from '../workspaces/membership';

// The demo brand's affiliate codes (issue 17, brand side): the codes its approvals issued to Noor,
// Layla and Omar get tracked views, copies and clicks; Omar gets a code added by hand for the
// pop-up and had another one deleted (its history stays); the closed lookbook's orders were
// imported from the store, so its codes show real orders and revenue while the others show the
// estimate. Casey's codes are the Affiliate Hub's demo (demo-affiliate.ts on the creator side).

export interface DemoAffiliateCampaigns {
  lookbook: string;
  popup: string;
}

interface DemoCreators {
  noor: string;
  layla: string;
  omar: string;
}

type Counts = [views: number, copies: number, clicks: number];

/** Events spread over `days` days before `until`, from made-up visitors (as the tracker stores them: hashed). */
function eventsOf(codeId: string, [views, copies, clicks]: Counts, until: Date, days: number) {
  const actions: [AffiliateEventAction, number][] = [
    ['code_viewed', views],
    ['code_copied', copies],
    ['link_clicked', clicks],
  ];
  return actions.flatMap(([action, count]) =>
    Array.from({ length: count }, (_, index) => ({
      codeId,
      action,
      source: index % 3 === 0 ? 'my_codes' : 'share_page',
      visitor: createHash('sha256').update(`demo-visitor-${codeId}-${index}`).digest('hex').slice(0, 32),
      createdAt: new Date(until.getTime() - ((index * 7919) % (days * 24)) * 3_600_000),
    })),
  );
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export async function seedDemoBrandAffiliate(
  deps: AppDeps,
  brand: Membership,
  campaigns: DemoAffiliateCampaigns,
  people: DemoCreators,
  at: (days: number, hour?: number) => Date,
): Promise<void> {
  const { db } = deps.database;
  const approvalCode = async (campaignId: string, creatorId: string) => {
    const [row] = await db
      .select({ id: affiliateCodes.id, code: affiliateCodes.code })
      .from(affiliateCodes)
      .where(and(eq(affiliateCodes.campaignId, campaignId), eq(affiliateCodes.creatorId, creatorId)));
    return row!;
  };
  const noor = await approvalCode(campaigns.lookbook, people.noor);
  const layla = await approvalCode(campaigns.lookbook, people.layla);
  const omar = await approvalCode(campaigns.popup, people.omar);

  // Two codes the brand added by hand for Omar's pop-up: one still running, one it deleted.
  const form = (code: string, instructions: string) =>
    createAffiliateCodeInput.parse({
      creatorId: people.omar,
      code,
      brandUrl: 'https://brand.demo.partnerly.local/pop-up',
      expiresOn: isoDate(at(30)),
      instructions,
    });
  const omarManual = await createAffiliateCode(
    deps,
    brand,
    campaigns.popup,
    form('OMARPOPUP', 'Show it at the pop-up till: a free gift with any purchase.'),
    at(-12),
  );
  const omarWeekend = await createAffiliateCode(
    deps,
    brand,
    campaigns.popup,
    form('POPUPWEEKEND', 'Valid at the pop-up stand on the opening weekend only.'),
    at(-16),
  );

  const tracked: [string, Counts, Date, number][] = [
    [noor.id, [420, 96, 71], at(-21), 12],
    [layla.id, [310, 58, 22], at(-21), 12],
    [omar.id, [180, 40, 26], at(-2), 15],
    [omarWeekend.code.id, [64, 18, 9], at(-15), 1],
    [omarManual.code.id, [88, 30, 21], at(0), 10],
  ];
  await db
    .insert(affiliateCodeEvents)
    .values(tracked.flatMap(([id, counts, until, days]) => eventsOf(id, counts, until, days)));
  await deleteAffiliateCode(deps, brand, omarWeekend.code.id, at(-14));

  // The lookbook's store export: Noor's and Layla's orders (codes typed in any case), an order
  // without a code, and a welcome code the brand runs itself (reported, not imported).
  const day = (days: number) => isoDate(at(days));
  const csv = [
    'Order ID,Created at,Discount Code,Total,Currency',
    `DB-10231,${day(-30)} 11:02:00,${noor.code},420.00,AED`,
    `DB-10238,${day(-29)} 18:40:00,${noor.code.toLowerCase()},265.50,AED`,
    `DB-10240,${day(-29)} 20:15:00,,180.00,AED`,
    `DB-10247,${day(-28)} 09:30:00,${noor.code},512.00,AED`,
    `DB-10252,${day(-27)} 13:05:00,${layla.code},199.00,AED`,
    `DB-10260,${day(-26)} 16:45:00,WELCOME10,89.00,AED`,
    `DB-10266,${day(-24)} 21:10:00,${noor.code},340.00,AED`,
  ].join('\n');
  await importOrders(deps, brand, campaigns.lookbook, new TextEncoder().encode(csv), at(-20));
}
