import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creatorShareLinks } from '../../db/schema';
import { affiliateCodeStats } from './code-stats';
import { brandOfCode, loadMyCodeRows } from './my-code-view';

/**
 * The affiliate part of a creator's data export: every code they hold, deleted ones included
 * (their history is kept), with its counted events and the orders brands matched to it. The
 * visitors behind the events are not the creator's data and stay out.
 */
export async function exportAffiliateCodes(db: Executor, creatorId: string) {
  const rows = await loadMyCodeRows(db, creatorId);
  const stats = await affiliateCodeStats(
    db,
    rows.map((row) => row.code.id),
  );
  return rows.map((row) => {
    const { code } = row;
    const counts = stats.get(code.id)!;
    return {
      id: code.id,
      code: code.code,
      brandName: brandOfCode(row).name,
      isExternal: code.isExternal,
      externalBrandLogoUrl: code.externalBrandLogoUrl,
      campaignId: code.campaignId,
      campaignTitle: row.campaignTitle,
      brandUrl: code.brandUrl,
      instructions: code.instructions,
      expiresAt: code.expiresAt?.toISOString() ?? null,
      status: code.status,
      visibility: code.visibility,
      createdAt: code.createdAt.toISOString(),
      views: counts.views,
      copies: counts.copies,
      clicks: counts.clicks,
      orders: counts.orders,
    };
  });
}

/** A creator's public share link (/creator/{shareCode}) with its view count; null without one. */
export async function exportShareLink(db: Executor, creatorId: string) {
  const [row] = await db.select().from(creatorShareLinks).where(eq(creatorShareLinks.creatorId, creatorId));
  if (!row) return null;
  return {
    shareCode: row.shareCode,
    isActive: row.isActive,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
