import { REDEMPTION_MESSAGES, type RedemptionPage } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { privateCodeRedemptions } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { RedemptionClient } from './redemption-client';
import { findRedemptionCode, offerOf, outcomeOf, type RedemptionCode } from './redemption-code';
import { requireRedemptionAllowance } from './redemption-limits';

type PageDeps = Pick<AppDeps, 'database'>;

/**
 * What /r/{code} shows: one of the spec's outcomes, the offer of a known code and whether this
 * device has redeemed it already. Takes one look-up of the client's allowance.
 */
export async function getRedemptionPage(
  deps: PageDeps,
  client: RedemptionClient,
  code: string,
  now = new Date(),
): Promise<RedemptionPage> {
  await requireRedemptionAllowance(deps, 'lookups', client.limitKey, now);
  const found = await findRedemptionCode(deps.database.db, code);
  if (!found) return { outcome: 'not_found', offer: null, redeemedByThisDevice: false };
  return {
    outcome: outcomeOf(found, now),
    offer: offerOf(found),
    redeemedByThisDevice: client.device !== null && (await hasRedeemed(deps, found.id, client.device)),
  };
}

async function hasRedeemed(deps: PageDeps, codeId: string, device: string): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ id: privateCodeRedemptions.id })
    .from(privateCodeRedemptions)
    .where(
      and(
        eq(privateCodeRedemptions.codeId, codeId),
        eq(privateCodeRedemptions.device, device),
        eq(privateCodeRedemptions.success, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The code for a public read other than the page's data (its live stream, its reminder): one
 * look-up of the client's allowance, 404 'This redemption code is not valid or has expired'
 * for an unknown code.
 */
export async function getRedemptionCodeOrThrow(
  deps: PageDeps,
  client: RedemptionClient,
  code: string,
  now = new Date(),
): Promise<RedemptionCode> {
  await requireRedemptionAllowance(deps, 'lookups', client.limitKey, now);
  const found = await findRedemptionCode(deps.database.db, code);
  if (!found) throw new AppError('NOT_FOUND', REDEMPTION_MESSAGES.notValid);
  return found;
}
