import {
  AFFILIATE_ACTIVITY_EVENT,
  AFFILIATE_HUB_MESSAGES,
  type ExternalAffiliateCodeValues,
  type MyAffiliateCodeChange,
} from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { affiliateCodes } from '../../db/schema';
import { publishToUser } from '../notifications/notification-events';
import { expiryFor } from './change-my-code';
import { findMyCodeOrThrow, toMyCode } from './my-code-view';

/**
 * POST /api/my-codes (spec 03 'External affiliate code form'): a code of a brand outside the
 * platform, with no campaign and no brand account. It is public (shown on the creator's page)
 * like a campaign code, until the creator hides it.
 */
export async function addExternalCode(
  deps: Pick<AppDeps, 'database' | 'events'>,
  creatorId: string,
  input: ExternalAffiliateCodeValues,
  now = new Date(),
): Promise<MyAffiliateCodeChange> {
  const { db } = deps.database;
  const [created] = await db
    .insert(affiliateCodes)
    .values({
      creatorId,
      code: input.code,
      brandUrl: input.brandUrl,
      isExternal: true,
      externalBrandName: input.brandName,
      externalBrandLogoUrl: input.logoUrl,
      instructions: input.instructions,
      expiresAt: expiryFor(input.expiresOn, null, now),
      status: 'active',
      visibility: 'public',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: affiliateCodes.id });
  await publishToUser(deps, creatorId, AFFILIATE_ACTIVITY_EVENT, { codeId: created!.id });
  const row = await findMyCodeOrThrow(db, creatorId, created!.id);
  return { code: toMyCode(row, undefined, now), message: AFFILIATE_HUB_MESSAGES.added };
}
