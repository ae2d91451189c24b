import {
  normalizeAffiliateCode,
  ORDER_IMPORT_ERRORS_LISTED,
  ORDER_IMPORT_MESSAGES,
  type OrderImportError,
  type OrderImportResult,
} from '@partnerly/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { affiliateCodes, affiliateOrders } from '../../db/schema';
import { getOwnCampaignOrThrow } from '../campaigns/find-campaign';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { assertMayWorkOn } from '../workspaces/workspace-access';
import { announceAffiliateChange } from './brand-affiliate-events';
import { readOrderFile, type FileOrder } from './order-csv';

type ImportDeps = Pick<AppDeps, 'database' | 'events'>;

/** Rows per INSERT statement (well under PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 500;

interface CodeMatch {
  id: string;
  creatorId: string;
}

/**
 * Looks discount codes up without case among the workspace's codes: the campaign's own (deleted
 * ones too: an order placed before the delete still counts; an active code before a deleted one
 * with the same text, then the newest), and which codes belong to its other campaigns.
 */
async function codeBook(db: Executor, workspaceId: string, campaignId: string) {
  const rows = await db
    .select({
      id: affiliateCodes.id,
      code: affiliateCodes.code,
      creatorId: affiliateCodes.creatorId,
      campaignId: affiliateCodes.campaignId,
    })
    .from(affiliateCodes)
    .where(and(eq(affiliateCodes.brandId, workspaceId), eq(affiliateCodes.isExternal, false)))
    .orderBy(affiliateCodes.status, desc(affiliateCodes.createdAt));
  const campaignCodes = new Map<string, CodeMatch>();
  const otherCampaigns = new Set<string>();
  for (const row of rows) {
    const key = normalizeAffiliateCode(row.code);
    if (row.campaignId !== campaignId) otherCampaigns.add(key);
    else if (!campaignCodes.has(key)) campaignCodes.set(key, { id: row.id, creatorId: row.creatorId });
  }
  return {
    /** The campaign's code a cell names; a cell may list several codes ('SUMMER10, LAYLA15'). */
    match(cell: string): CodeMatch | string {
      const candidates = [cell, ...cell.split(/[,;\s]+/)].map(normalizeAffiliateCode).filter(Boolean);
      for (const candidate of candidates) {
        const found = campaignCodes.get(candidate);
        if (found) return found;
      }
      const code = normalizeAffiliateCode(cell).slice(0, 40);
      return candidates.some((candidate) => otherCampaigns.has(candidate))
        ? ORDER_IMPORT_MESSAGES.otherCampaignCode(code)
        : ORDER_IMPORT_MESSAGES.unknownCode(code);
    },
  };
}

/**
 * Imports a store's order export for one of the workspace's campaigns (issue 17 item 5). Each
 * order with a discount code naming one of the campaign's codes is stored in fils; an order id
 * the workspace imported before (for any campaign) or met earlier in the file is a duplicate and
 * ignored, so importing the same export twice adds nothing. Rows that cannot be taken (unknown
 * codes, bad dates or totals) are reported by line and the rest is imported. Another workspace's
 * campaign is 404; a member not assigned to its brand profile 403; a file that is not an order
 * export 400 (order-csv.ts).
 */
export async function importOrders(
  deps: ImportDeps,
  brand: Membership,
  campaignId: string,
  bytes: Uint8Array,
  now = new Date(),
): Promise<OrderImportResult> {
  const { db } = deps.database;
  const campaign = await getOwnCampaignOrThrow(db, brand.workspaceId, campaignId);
  assertMayWorkOn(brand, campaign.brandProfileId);
  const file = readOrderFile(bytes, now);
  const book = await codeBook(db, brand.workspaceId, campaignId);

  const errors: OrderImportError[] = [...file.errors];
  const matched: (FileOrder & { codeId: string; creatorId: string })[] = [];
  for (const order of file.orders) {
    const match = book.match(order.code);
    if (typeof match === 'string') errors.push({ line: order.line, message: match });
    else matched.push({ ...order, codeId: match.id, creatorId: match.creatorId });
  }

  const inserted = await db.transaction(async (tx) => {
    const stored: { codeId: string }[] = [];
    for (let start = 0; start < matched.length; start += INSERT_CHUNK) {
      const chunk = matched.slice(start, start + INSERT_CHUNK);
      stored.push(
        ...(await tx
          .insert(affiliateOrders)
          .values(
            chunk.map((order) => ({
              workspaceId: brand.workspaceId,
              campaignId,
              codeId: order.codeId,
              orderId: order.orderId,
              orderedAt: order.orderedAt,
              totalMinor: order.totalMinor,
              currency: order.currency,
              importedAt: now,
            })),
          )
          .onConflictDoNothing({ target: [affiliateOrders.workspaceId, affiliateOrders.orderId] })
          .returning({ codeId: affiliateOrders.codeId })),
      );
    }
    if (stored.length > 0) {
      await recordActivity(tx, {
        workspaceId: brand.workspaceId,
        actorId: brand.userId,
        action: 'affiliate_orders_imported',
        subject: `${ORDER_IMPORT_MESSAGES.imported(stored.length)} (${campaign.title})`,
        details: { campaignId, imported: stored.length },
      });
    }
    return stored;
  });

  if (inserted.length > 0) {
    const codeIds = new Set(inserted.map((row) => row.codeId));
    const creatorIds = matched.filter((order) => codeIds.has(order.codeId)).map((order) => order.creatorId);
    await announceAffiliateChange(deps, brand.workspaceId, creatorIds, { campaignId });
  }
  errors.sort((a, b) => a.line - b.line);
  return {
    imported: inserted.length,
    duplicates: file.duplicates + (matched.length - inserted.length),
    withoutCode: file.withoutCode,
    errors: errors.slice(0, ORDER_IMPORT_ERRORS_LISTED),
    errorCount: errors.length,
    message: ORDER_IMPORT_MESSAGES.imported(inserted.length),
  };
}
