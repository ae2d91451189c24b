// What the realtime benchmarks share (bench-realtime.ts, bench-messages.ts): signed-up parties
// calling the started server's API with their session cookie, the brand's sandbox plan payment,
// and each party's open event stream.
import { randomBytes } from 'node:crypto';
import type { ServerProcess } from '../../apps/api/src/test/process';
import { readSse, type SseReader } from '../../apps/api/src/test/sse-client';
import { signUpConfirmed } from './sign-up';

const READY_TIMEOUT_MS = 5_000;

export interface Party {
  id: string;
  cookie: string;
  stream?: SseReader;
}

export type Api = (
  pathname: string,
  party: Party | null,
  init?: { method?: string; body?: unknown },
) => Promise<Response>;

export function apiOf(server: ServerProcess): Api {
  return (pathname, party, { method = 'GET', body } = {}) =>
    fetch(`${server.baseUrl}${pathname}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: server.origin,
        ...(party ? { cookie: party.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

export async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status)
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

function signUp(
  server: { baseUrl: string; origin: string },
  profile: Record<string, unknown>,
): Promise<Party> {
  return signUpConfirmed(server.baseUrl, server.origin, {
    email: `${String(profile.userType)}-${randomBytes(4).toString('hex')}@bench.local`,
    password: 'bench-password-1',
    onboardingCompleted: true,
    ...profile,
  });
}

/** What the brand's Pay button does in the sandbox checkout. */
async function payPlan(api: Api, brand: Party): Promise<void> {
  const checkout = await api('/api/payments/checkout', brand, { method: 'POST', body: { planId: 'basic' } });
  if (checkout.status !== 201) await expectStatus(checkout, 200, 'Checkout');
  const { url } = (await checkout.json()) as { url: string };
  await expectStatus(
    await api(`${new URL(url).pathname}/pay`, brand, { method: 'POST' }),
    303,
    'Sandbox pay',
  );
}

/** Opens the party's event stream, as a dashboard tab does, and waits for `ready`. */
export async function connect(api: Api, party: Party): Promise<SseReader> {
  const response = await expectStatus(await api('/api/events', party), 200, 'GET /api/events');
  const stream = readSse(response);
  await stream.nextEvent('ready', READY_TIMEOUT_MS);
  return stream;
}

/**
 * A brand with a paid plan and a creator, both signed up and confirmed, and a campaign of the
 * brand's open for applications; `label` tells the pair apart in names.
 */
export async function brandCreatorAndCampaign(
  server: ServerProcess,
  api: Api,
  { label, campaignTitle }: { label: string; campaignTitle: string },
): Promise<{ brand: Party; creator: Party; campaignId: string }> {
  const brand = await signUp(server, {
    userType: 'brand',
    name: `Bench Brand${label}`,
    firstName: 'Bench',
    lastName: 'Brand',
    companyName: `Bench Goods${label}`,
  });
  const creator = await signUp(server, {
    userType: 'creator',
    name: `Bench Creator${label}`,
    firstName: 'Bench',
    lastName: 'Creator',
  });
  await payPlan(api, brand);
  const created = await api('/api/campaigns', brand, {
    method: 'POST',
    body: {
      title: campaignTitle,
      description: 'Film our new saffron latte in your morning routine.',
      campaignType: 'content',
      niche: 'Food & Dining',
      compensationType: 'monetary',
      budgetMin: 800,
      budgetMax: 2000,
      applicationDeadline: '2999-12-31',
    },
  });
  await expectStatus(created, 201, 'Publish campaign');
  const campaignId = ((await created.json()) as { campaign: { id: string } }).campaign.id;
  return { brand, creator, campaignId };
}
