import {
  PRIVATE_CODE_MESSAGES,
  privateCodeExpiresAt,
  type createPrivateCodeInput,
  type PrivateCode,
} from '@partnerly/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { privateReferralCodes } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { assertWithinMonthlyLimit } from '../subscriptions/limits/assert-within-monthly-limit';
import { getEffectiveLimits } from '../subscriptions/limits/get-limits';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { assertMayWorkOn } from '../workspaces/workspace-access';
import { newPrivateCode, randomSuffix, type SuffixSource } from './generate-code';
import { announcePrivateCodeChange } from './private-code-events';
import { assertLogoUsable } from './private-code-logo';
import { getOwnPrivateCodeOrThrow, toPrivateCode } from './private-code-view';

export type NewPrivateCode = z.output<typeof createPrivateCodeInput>;
type CreateDeps = Pick<AppDeps, 'database' | 'events' | 'publicUrl'>;

/** Draws this often before giving up: with 36^6 suffixes per prefix a second draw is already rare. */
const MAX_DRAWS = 5;

export interface CreateOptions {
  now?: Date;
  /** The random part of the code (tests inject collisions). */
  drawSuffix?: SuffixSource;
}

/** 400 on maxUses above the plan's redemptions per code (25 / 100 / 300, or an approved raise). */
async function assertMaxUsesAllowed(tx: Tx, workspaceId: string, maxUses: number, now: Date) {
  const { maxRedemptionsPerCode } = await getEffectiveLimits(tx, workspaceId, now);
  if (maxUses <= maxRedemptionsPerCode) return;
  const message = PRIVATE_CODE_MESSAGES.maxUsesOverPlan(maxRedemptionsPerCode);
  throw new AppError('VALIDATION_FAILED', message, { maxUses: [message] });
}

/**
 * Inserts the code under a fresh random code; a code another row holds already is drawn again
 * (`on conflict do nothing` keeps the transaction usable, where a unique violation would abort it).
 */
async function insertWithFreshCode(
  tx: Tx,
  values: Omit<typeof privateReferralCodes.$inferInsert, 'code'>,
  campaignName: string,
  drawSuffix: SuffixSource,
): Promise<string> {
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const [row] = await tx
      .insert(privateReferralCodes)
      .values({ ...values, code: newPrivateCode(campaignName, drawSuffix) })
      .onConflictDoNothing({ target: privateReferralCodes.code })
      .returning({ id: privateReferralCodes.id });
    if (row) return row.id;
  }
  throw new AppError('CONFLICT', PRIVATE_CODE_MESSAGES.createFailed);
}

/**
 * Creates a private QR code under the acting brand profile (a member only under a profile
 * assigned to them). In one transaction: the logo must be the caller's image; the monthly QR
 * code limit takes one unit (it locks the workspace's subscription row, so concurrent creates
 * at the limit queue and exactly the allowed number pass; it answers 403 without a plan that
 * includes QR codes); max uses may not exceed the plan's redemptions per code. Any refusal rolls
 * the transaction back, the unit included.
 */
export async function createPrivateCode(
  deps: CreateDeps,
  person: Membership,
  brandProfileId: string | null,
  input: NewPrivateCode,
  { now = new Date(), drawSuffix = randomSuffix }: CreateOptions = {},
): Promise<PrivateCode> {
  assertMayWorkOn(person, brandProfileId);
  const { workspaceId } = person;
  const row = await deps.database.db.transaction(async (tx) => {
    if (input.logoUploadId) await assertLogoUsable(tx, person.userId, input.logoUploadId);
    await assertWithinMonthlyLimit(tx, workspaceId, 'qr_codes', now);
    await assertMaxUsesAllowed(tx, workspaceId, input.maxUses, now);
    const id = await insertWithFreshCode(
      tx,
      {
        workspaceId,
        brandProfileId,
        createdBy: person.userId,
        campaignName: input.campaignName,
        discountDescription: input.discountDescription,
        maxUses: input.maxUses,
        remainingUses: input.maxUses,
        expiresAt: input.expirationDate ? privateCodeExpiresAt(input.expirationDate) : null,
        businessLocation: input.businessLocation,
        googleMapsUrl: input.googleMapsUrl,
        logoUploadId: input.logoUploadId,
        createdAt: now,
        updatedAt: now,
      },
      input.campaignName,
      drawSuffix,
    );
    const created = await getOwnPrivateCodeOrThrow(tx, workspaceId, id);
    await recordActivity(tx, {
      workspaceId,
      actorId: person.userId,
      action: 'private_code_created',
      subject: `${created.code.code} (${input.campaignName})`,
      details: { codeId: id },
    });
    return created;
  });

  await announcePrivateCodeChange(deps, workspaceId, { codeId: row.code.id, change: 'created' });
  return toPrivateCode(row, deps.publicUrl, now);
}
