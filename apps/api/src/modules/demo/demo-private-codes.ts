import {
  createPrivateCodeInput,
  privateCodeExpirationDate,
  type CreatePrivateCodeInput,
  type RedemptionFailure,
} from '@partnerly/contracts';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { privateCodeRedemptions, privateReferralCodes } from '../../db/schema';
import { createPrivateCode } from '../private-codes/create-private-code';
import type { Membership } from '../workspaces/membership';

// The demo brand's private QR codes (issue 18): made through the create use case, so they count
// against its Premium plan's 10 codes a month like any others. A brunch offer in use (successful
// redemptions and a device turned away), a gift offer used up, and a mall weekend offer that
// ends tomorrow (in the UAE) with its location and map link. Their attempts are written directly, with
// made-up device hashes, as the public page's endpoint stores them.

type At = (days: number, hour?: number) => Date;

/** A made-up device or fingerprint hash of the demo's visitors (32 hex characters, as stored). */
const demoHash = (kind: string, index: number) =>
  createHash('sha256').update(`demo-${kind}-${index}`).digest('hex').slice(0, 32);

interface DemoAttempt {
  /** The visitor (the same one twice: redeemed, then turned away). */
  visitor: number;
  at: Date;
  failure?: RedemptionFailure;
}

interface DemoCode {
  createdAt: Date;
  form: CreatePrivateCodeInput;
  attempts: DemoAttempt[];
}

export async function seedDemoPrivateCodes(
  deps: AppDeps,
  brand: Membership,
  brandProfileId: string | null,
  at: At,
): Promise<void> {
  const { db } = deps.database;
  const codes: DemoCode[] = [
    {
      createdAt: at(-6),
      form: {
        campaignName: 'Spring Brunch',
        discountDescription: '15% off brunch for two at our Jumeirah cafe, weekends included.',
        maxUses: 50,
        expirationDate: privateCodeExpirationDate(at(30)),
      },
      attempts: [
        { visitor: 1, at: at(-5, 12) },
        { visitor: 2, at: at(-4, 19) },
        { visitor: 2, at: at(-4, 20), failure: 'already_redeemed' },
        { visitor: 3, at: at(-2, 11) },
        { visitor: 4, at: at(0, 9) },
      ],
    },
    {
      createdAt: at(-12),
      form: {
        campaignName: 'Gift Week',
        discountDescription: 'A free gift wrap and a scented candle with any purchase over AED 200.',
        maxUses: 5,
      },
      attempts: [
        ...[5, 6, 7, 8, 9].map((visitor, index) => ({ visitor, at: at(-11 + index, 15) })),
        { visitor: 10, at: at(-5, 17), failure: 'exhausted' as const },
      ],
    },
    {
      createdAt: at(-1),
      form: {
        campaignName: 'Mall Weekend',
        discountDescription: 'AED 50 off a purchase of AED 300 or more at our Dubai Mall store.',
        maxUses: 100,
        expirationDate: privateCodeExpirationDate(at(1)),
        businessLocation: 'Dubai Mall, Fashion Avenue, Level 1',
        googleMapsUrl: 'https://maps.google.com/?q=The+Dubai+Mall',
      },
      attempts: [],
    },
  ];

  for (const { createdAt, form, attempts } of codes) {
    const code = await createPrivateCode(deps, brand, brandProfileId, createPrivateCodeInput.parse(form), {
      now: createdAt,
    });
    if (attempts.length === 0) continue;
    await db.insert(privateCodeRedemptions).values(
      attempts.map((attempt) => ({
        codeId: code.id,
        device: demoHash('device', attempt.visitor),
        fingerprint: demoHash('fingerprint', attempt.visitor),
        success: !attempt.failure,
        failureReason: attempt.failure ?? null,
        redeemedAt: attempt.at,
      })),
    );
    const successes = attempts.filter((attempt) => !attempt.failure).length;
    await db
      .update(privateReferralCodes)
      .set({ remainingUses: code.maxUses - successes, updatedAt: attempts.at(-1)!.at })
      .where(eq(privateReferralCodes.id, code.id));
  }
}
