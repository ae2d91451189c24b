import { approvalAffiliateCode, approvalAffiliateCodeExpiry } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { affiliateCodes, profiles } from '../../db/schema';
import { listActiveRows } from '../brand-profiles/find-brand-profiles';

/** A brand's codes are unique among its active ones; a taken code gets 2, 3, ... appended. */
const MAX_ATTEMPTS = 50;

export interface ApprovalCodeInput {
  applicationId: string;
  campaignId: string;
  campaignTitle: string;
  creatorId: string;
  brandId: string;
  approvedAt: Date;
}

/** The brand's website: the account's, else the main brand profile's; null when neither is set. */
export async function brandWebsite(db: Db, brandId: string): Promise<string | null> {
  const [account] = await db
    .select({ websiteUrl: profiles.websiteUrl })
    .from(profiles)
    .where(eq(profiles.id, brandId));
  if (account?.websiteUrl) return account.websiteUrl;
  // Main profile first.
  const brandProfileRows = await listActiveRows(db, brandId);
  return brandProfileRows.find((row) => row.websiteUrl)?.websiteUrl ?? null;
}

/**
 * The affiliate code an approval hands the creator (spec 02 section 7, always made: see
 * docs/decisions/0013): campaign title prefix plus creator id, 365-day expiry, the
 * brand's website. Runs inside the approving transaction; returns the code.
 */
export async function issueApprovalAffiliateCode(tx: Tx, input: ApprovalCodeInput): Promise<string> {
  const brandUrl = await brandWebsite(tx, input.brandId);
  const expiresAt = approvalAffiliateCodeExpiry(input.approvedAt);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const code = approvalAffiliateCode(input.campaignTitle, input.creatorId, attempt);
    // No conflict target: a code another active code of the brand holds is skipped, even
    // when a concurrent approval took it a moment ago.
    const [row] = await tx
      .insert(affiliateCodes)
      .values({
        creatorId: input.creatorId,
        brandId: input.brandId,
        campaignId: input.campaignId,
        applicationId: input.applicationId,
        code,
        brandUrl,
        isExternal: false,
        expiresAt,
        status: 'active',
        createdAt: input.approvedAt,
        updatedAt: input.approvedAt,
      })
      .onConflictDoNothing()
      .returning({ code: affiliateCodes.code });
    if (row) return row.code;
  }
  throw new Error(`No free affiliate code for application ${input.applicationId}`);
}
