import { randomInt } from 'node:crypto';
import { formatCheckInCode } from '@partnerly/contracts';

/** ONSITE_{campaignId}_{n} with a random 12-digit n, so the code cannot be derived from the id. */
export function newCheckInCode(campaignId: string): string {
  return formatCheckInCode(campaignId, randomInt(100_000_000_000, 999_999_999_999));
}
