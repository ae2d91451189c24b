import { randomBytes } from 'node:crypto';
import type { PrivateCodeStatus, RedemptionPage } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { brandProfiles, privateCodeRedemptions, privateReferralCodes } from '../../db/schema';
import type { TestApp } from '../../test/create-test-app';
import { createBrand } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { DEVICE_COOKIE } from './redemption-client';

// Helpers of the redemption tests: a code inserted directly for a brand (the brand side has
// its own tests), and a visitor's device with its cookie jar and network address. The test
// apps trust X-Forwarded-For (TRUSTED_PROXY), so each device may come from its own network.

export interface GivenCode {
  brand?: TestUser;
  /** The brand profile's company name (a profile is made for the code when given). */
  companyName?: string | null;
  code?: string;
  campaignName?: string;
  discountDescription?: string;
  maxUses?: number;
  remainingUses?: number;
  expiresAt?: Date | null;
  status?: PrivateCodeStatus;
  businessLocation?: string | null;
  googleMapsUrl?: string | null;
  logoUploadId?: string | null;
}

const randomCode = () =>
  `TEST-${Array.from(randomBytes(6), (byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[byte % 36]).join('')}`;

/** A brand (made unless given) with one private code written straight into the database. */
export async function givenCode(t: TestApp, options: GivenCode = {}) {
  const brand = options.brand ?? (await createBrand(t));
  const { db } = t.deps.database;
  let brandProfileId: string | null = null;
  if (options.companyName !== undefined) {
    const [profile] = await db
      .insert(brandProfiles)
      .values({ workspaceId: brand.id, profileName: 'Outlet', companyName: options.companyName })
      .returning({ id: brandProfiles.id });
    brandProfileId = profile!.id;
  }
  const maxUses = options.maxUses ?? 10;
  const [row] = await db
    .insert(privateReferralCodes)
    .values({
      workspaceId: brand.id,
      brandProfileId,
      createdBy: brand.id,
      code: options.code ?? randomCode(),
      campaignName: options.campaignName ?? 'Spring Sale',
      discountDescription: options.discountDescription ?? '20% off',
      maxUses,
      remainingUses: options.remainingUses ?? maxUses,
      expiresAt: options.expiresAt ?? null,
      status: options.status ?? 'active',
      businessLocation: options.businessLocation ?? null,
      googleMapsUrl: options.googleMapsUrl ?? null,
      logoUploadId: options.logoUploadId ?? null,
    })
    .returning();
  return { brand, code: row! };
}

/** The code's row as stored now. */
export async function storedCode(t: TestApp, id: string) {
  const [row] = await t.deps.database.db
    .select()
    .from(privateReferralCodes)
    .where(eq(privateReferralCodes.id, id));
  return row!;
}

/** Every attempt stored for the code. */
export function attemptsOf(t: TestApp, codeId: string) {
  return t.deps.database.db
    .select()
    .from(privateCodeRedemptions)
    .where(eq(privateCodeRedemptions.codeId, codeId));
}

let lastNetwork = 0;
/** A client address no other device of this test file has used. */
export function freshIp(): string {
  lastNetwork += 1;
  return `10.88.${(lastNetwork >> 8) & 255}.${lastNetwork & 255}`;
}

/** A fingerprint as the page computes it: 32 URL-safe characters. */
const freshFingerprint = () => randomBytes(24).toString('base64url');

/** A visitor's browser: its device cookie (once a page load gave it one), network and fingerprint. */
export class Device {
  cookie: string | undefined;

  constructor(
    private readonly t: TestApp,
    public ip = freshIp(),
    readonly fingerprint = freshFingerprint(),
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { 'x-forwarded-for': this.ip, ...(this.cookie ? { cookie: this.cookie } : {}), ...extra };
  }

  /** Keeps the device cookie a response sets. */
  private keep(response: Response): Response {
    const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
    if (set) this.cookie = set.split(';')[0];
    return response;
  }

  async get(path: string): Promise<Response> {
    return this.keep(await this.t.request(path, { headers: this.headers() }));
  }

  /** Loads the page's data (which gives the device its cookie); expects 200. */
  async open(code: string): Promise<RedemptionPage> {
    const response = await this.get(`/api/redeem/${code}`);
    expect(response.status).toBe(200);
    return (await response.json()) as RedemptionPage;
  }

  /** POST /api/redeem/{code} with the device's fingerprint (or the body given). */
  redeem(code: string, body: unknown = { fingerprint: this.fingerprint }): Promise<Response> {
    return this.t.request(`/api/redeem/${code}`, {
      method: 'POST',
      headers: this.headers({ 'content-type': 'application/json' }),
      body: JSON.stringify(body),
    });
  }
}

/** A device that has loaded the page once (so it has its cookie). */
export async function openedDevice(
  t: TestApp,
  code: string,
  ip?: string,
  fingerprint?: string,
): Promise<Device> {
  const device = new Device(t, ip, fingerprint);
  await device.open(code);
  return device;
}
