import { randomUUID } from 'node:crypto';
import type {
  CreatePrivateCodeInput,
  PrivateCode,
  PrivateCodesOverview,
  RedemptionFailure,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { privateCodeRedemptions, privateReferralCodes } from '../../db/schema';
import type { TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';
import { call } from '../brand-profiles/brand-profiles.fixtures';

// Helpers shared by the private codes tests (and the role matrix).

export { call };

/** A valid Create QR Code form; override any field. */
export function codeForm(overrides: Partial<CreatePrivateCodeInput> = {}): CreatePrivateCodeInput {
  return {
    campaignName: 'Spring Sale',
    discountDescription: '20% off any order in store',
    maxUses: 10,
    ...overrides,
  };
}

/** POST /api/private-codes as the person (acting as `actingAs` when given). */
export function createCodeAs(t: TestApp, user: TestUser, body: unknown = codeForm(), actingAs?: string) {
  return call(t, user, 'POST', '/api/private-codes', body, actingAs ? { actingAs } : {});
}

/** Creates a code through the API; throws unless it answers 201. */
export async function createdCode(
  t: TestApp,
  user: TestUser,
  body: unknown = codeForm(),
  actingAs?: string,
): Promise<PrivateCode> {
  const response = await createCodeAs(t, user, body, actingAs);
  if (response.status !== 201)
    throw new Error(`create answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as PrivateCode;
}

/** GET /api/private-codes as the person; throws unless it answers 200. */
export async function overviewOf(t: TestApp, user: TestUser): Promise<PrivateCodesOverview> {
  const response = await call(t, user, 'GET', '/api/private-codes');
  if (response.status !== 200)
    throw new Error(`overview answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as PrivateCodesOverview;
}

export interface InsertedCode {
  workspaceId: string;
  brandProfileId?: string | null;
  code?: string;
  campaignName?: string;
  maxUses?: number;
  remainingUses?: number;
  expiresAt?: Date | null;
  status?: 'active' | 'inactive';
  createdAt?: Date;
}

/** A code written directly (no monthly unit used), for tests that act on an existing code. */
export async function insertCode(t: TestApp, values: InsertedCode) {
  const maxUses = values.maxUses ?? 10;
  const [row] = await t.deps.database.db
    .insert(privateReferralCodes)
    .values({
      workspaceId: values.workspaceId,
      brandProfileId: values.brandProfileId ?? null,
      code: values.code ?? `TEST-${randomUUID().slice(0, 6).toUpperCase()}`,
      campaignName: values.campaignName ?? 'Inserted code',
      discountDescription: 'A free coffee',
      maxUses,
      remainingUses: values.remainingUses ?? maxUses,
      expiresAt: values.expiresAt ?? null,
      status: values.status ?? 'active',
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  return row!;
}

export const privateCodeRow = async (t: TestApp, id: string) =>
  (await t.deps.database.db.select().from(privateReferralCodes).where(eq(privateReferralCodes.id, id)))[0] ??
  null;

/** One redemption attempt written directly, as the public page's endpoint stores it. */
export async function insertAttempt(
  t: TestApp,
  codeId: string,
  attempt: { success: boolean; failureReason?: RedemptionFailure; redeemedAt?: Date },
) {
  await t.deps.database.db.insert(privateCodeRedemptions).values({
    codeId,
    device: randomUUID().replaceAll('-', ''),
    success: attempt.success,
    failureReason: attempt.failureReason ?? null,
    ...(attempt.redeemedAt ? { redeemedAt: attempt.redeemedAt } : {}),
  });
}

let logoPng: Promise<Buffer> | undefined;

/** Uploads a 300 px square logo as the person; answers the upload's id. */
export async function uploadLogo(t: TestApp, user: TestUser): Promise<string> {
  logoPng ??= sharp({ create: { width: 300, height: 300, channels: 3, background: '#c82a5a' } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('file', new File([new Uint8Array(await logoPng)], 'logo.png', { type: 'image/png' }));
  body.append('purpose', 'logo');
  const response = await call(t, user, 'POST', '/api/uploads', body);
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}
