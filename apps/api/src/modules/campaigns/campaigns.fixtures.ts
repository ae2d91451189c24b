import type { CampaignFormValues } from '@partnerly/contracts';
import sharp from 'sharp';
import type { TestApp } from '../../test/create-test-app';
import { createBrand, giveSubscription, type GivenSubscription } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';

// Request helpers shared by the campaigns tests.

/** A valid Create Campaign form; override any field. */
export function campaignForm(overrides: Partial<CampaignFormValues> = {}): CampaignFormValues {
  return {
    title: 'Summer Coffee Launch',
    description: 'Film our new iced coffee range in your morning routine.',
    campaignType: 'content',
    niche: 'Food & Dining',
    applicationDeadline: '2999-12-31',
    budgetMin: 500,
    budgetMax: 1500,
    ...overrides,
  };
}

export function send(t: TestApp, method: string, pathname: string, user?: TestUser, body?: unknown) {
  return t.request(pathname, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(user ? { cookie: user.cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A brand account with an active subscription (basic: 4 campaign posts a month). */
export async function brandWithPlan(t: TestApp, options: GivenSubscription = {}): Promise<TestUser> {
  const brand = await createBrand(t);
  await giveSubscription(t, brand.id, options);
  return brand;
}

/** Creates a campaign through the API; throws unless it answers 201. */
export async function createCampaignAs(
  t: TestApp,
  brand: TestUser,
  overrides: Partial<CampaignFormValues> = {},
) {
  const response = await send(t, 'POST', '/api/campaigns', brand, campaignForm(overrides));
  const body = await response.json();
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${JSON.stringify(body)}`);
  return body.campaign as { id: string; [key: string]: unknown };
}

/** Uploads a file for the user; answers the upload id. */
export async function uploadAs(t: TestApp, user: TestUser, kind: 'image' | 'pdf'): Promise<string> {
  const bytes =
    kind === 'image'
      ? await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c83c5a' } })
          .png()
          .toBuffer()
      : Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], kind === 'image' ? 'banner.png' : 'brief.pdf'));
  form.append('purpose', kind === 'image' ? 'campaign-banner' : 'document');
  const response = await t.request('/api/uploads', {
    method: 'POST',
    headers: { cookie: user.cookie },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
