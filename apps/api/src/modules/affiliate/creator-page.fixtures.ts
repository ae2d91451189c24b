import { randomBytes, randomUUID } from 'node:crypto';
import type { ShareLinkChange, SocialLinkPlatform } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { affiliateCodes, campaigns, profiles, socialLinks } from '../../db/schema';
import type { TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';
import { send } from '../campaigns/campaigns.fixtures';
import { VISITOR_COOKIE } from './visitor';

// Helpers of the public page and tracking tests: codes, campaigns and social links written
// directly, and a visitor's browser (address, user agent, cookies).

const BROWSER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let lastIp = 0;
/** A client address no other call in this process has used (the test app trusts X-Forwarded-For). */
function freshIp(): string {
  lastIp += 1;
  return `10.77.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

/** The creator's share link, made through the API; answers its code. */
export async function givenShareLink(t: TestApp, creator: TestUser): Promise<string> {
  const response = await send(t, 'POST', '/api/share-link', creator);
  expect(response.status).toBe(201);
  return ((await response.json()) as ShareLinkChange).shareLink.shareCode;
}

/** A campaign of the brand's workspace, written directly. */
export async function givenCampaign(
  t: TestApp,
  brandId: string,
  options: { title?: string; visibility?: 'public' | 'private' } = {},
): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await t.deps.database.db.insert(campaigns).values({
    id,
    brandId,
    visibility: options.visibility ?? 'public',
    title: options.title ?? 'Summer Glow Launch',
    description: 'A campaign of the creator page tests.',
    campaignType: 'content',
    niche: 'Beauty',
    applicationDeadline: '2999-12-31',
    budgetMin: 500,
    budgetMax: 1500,
    status: 'active',
    publishedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

type CodeValues = Partial<typeof affiliateCodes.$inferInsert>;

/** An affiliate code of the creator (external, to an https shop, unless told otherwise). */
export async function givenCode(t: TestApp, creatorId: string, values: CodeValues = {}) {
  const [row] = await t.deps.database.db
    .insert(affiliateCodes)
    .values({
      creatorId,
      code: `CODE${randomBytes(3).toString('hex').toUpperCase()}`,
      brandUrl: 'https://shop.example.com/summer',
      isExternal: values.brandId === undefined,
      externalBrandName: values.brandId === undefined ? 'Desert Bloom' : null,
      ...values,
    })
    .returning();
  return row!;
}

let socialLinkSequence = 0;

/** A social link of the creator, written directly. */
export async function givenSocialLink(
  t: TestApp,
  creatorId: string,
  platform: SocialLinkPlatform,
  url: string,
) {
  // One millisecond apart, in the order given: the page lists the links oldest first.
  const createdAt = new Date(Date.now() + socialLinkSequence++);
  await t.deps.database.db.insert(socialLinks).values({ profileId: creatorId, platform, url, createdAt });
}

/** Changes a profile (a creator's bio, a brand's company name) directly. */
export async function setProfile(t: TestApp, userId: string, values: Partial<typeof profiles.$inferInsert>) {
  await t.deps.database.db.update(profiles).set(values).where(eq(profiles.id, userId));
}

/**
 * One visitor's browser: an address, a user agent and the visitor cookie the page sets (held
 * from the first page load on, as a browser would).
 */
export class Visitor {
  cookie: string | undefined;

  constructor(
    private readonly t: TestApp,
    readonly ip = freshIp(),
    readonly userAgent: string | null = BROWSER_AGENT,
    /** Sent with every call as well (a signed-in visitor's session). */
    private readonly session?: string,
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookies = [this.cookie, this.session].filter(Boolean).join('; ');
    return {
      'x-forwarded-for': this.ip,
      ...(this.userAgent === null ? {} : { 'user-agent': this.userAgent }),
      ...(cookies ? { cookie: cookies } : {}),
      ...extra,
    };
  }

  private keep(response: Response): Response {
    const visitorCookie = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${VISITOR_COOKIE}=`));
    if (visitorCookie) this.cookie = visitorCookie.split(';')[0];
    return response;
  }

  async get(path: string, extra?: Record<string, string>): Promise<Response> {
    return this.keep(await this.t.request(path, { headers: this.headers(extra), redirect: 'manual' }));
  }

  async post(path: string, body: unknown): Promise<Response> {
    return this.keep(
      await this.t.request(path, {
        method: 'POST',
        headers: this.headers({ 'content-type': 'application/json' }),
        body: JSON.stringify(body),
      }),
    );
  }

  /** Opens the page (getting the cookie) and reports the grid shown: answers the views report. */
  async view(shareCode: string, codeIds?: string[]) {
    const page = await this.get(`/api/creator-pages/${shareCode}`);
    expect(page.status).toBe(200);
    const shown =
      codeIds ?? ((await page.json()) as { codes: { id: string }[] }).codes.map((code) => code.id);
    const response = await this.post(`/api/creator-pages/${shareCode}/views`, { codeIds: shown });
    expect(response.status).toBe(202);
    return (await response.json()) as { counted: number; isPageViewCounted: boolean };
  }

  async copy(codeId: string): Promise<Response> {
    return this.post('/api/affiliate-events', { codeId, action: 'code_copied', source: 'share_page' });
  }
}
