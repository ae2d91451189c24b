import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import {
  MOBILE,
  createAccount,
  createBrandAccount,
  expect,
  newUser,
  payPlanInSandbox,
  screenshot,
  test,
  type TestUser,
} from './fixtures';

// Applications and negotiation in two browsers side by side (issue 7): a creator negotiates
// a rate, the brand counters, the creator accepts, the brand approves, each seeing the
// other's move without reloading; and an agent, once a creator accepted its request,
// applies for that creator from the feed.

/** Publishes a campaign as the page's signed-in brand; answers its id. */
async function publishCampaign(page: Page, title: string, tag: string): Promise<string> {
  const response = await page.context().request.post('/api/campaigns', {
    data: {
      title,
      description: `Film our new flavour ${tag} in your morning routine.`,
      campaignType: 'content',
      niche: 'Food & Dining',
      platforms: ['instagram'],
      applicationDeadline: '2999-12-31',
      budgetMin: 800,
      budgetMax: 2000,
    },
  });
  if (response.status() !== 201)
    throw new Error(`create answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { campaign: { id: string } }).campaign.id;
}

/** A brand with a paid plan and one published campaign. */
async function brandWithCampaign(page: Page, title: string, tag: string): Promise<string> {
  await createBrandAccount(page, newUser('Layla', 'Nasser'), 'Saffron Roasters');
  await payPlanInSandbox(page, 'basic');
  return publishCampaign(page, title, tag);
}

/** Opens `path` and waits until the page's event stream is connected (live updates from here on). */
async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

/** Marks the document so a later check proves the page was never reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }));
}

async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(
    true,
  );
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/**
 * The toast with this title. A modal dialog hides the rest of the page from the
 * accessibility tree (the toast region too, though it is on screen and announced), so the
 * region is looked up with hidden elements included.
 */
function toastTitled(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByText(title, { exact: true });
}

test('a creator negotiates, the brand counters, the creator accepts, the brand approves, live on both sides', async ({
  newPage,
}) => {
  const tag = `zn${Date.now().toString(36)}`;
  const title = `Cardamom Cold Brew ${tag}`;
  const brandPage = await newPage();
  const campaignId = await brandWithCampaign(brandPage, title, tag);

  // The creator finds the campaign in the feed and opens the negotiation form.
  const creatorPage = await newPage();
  const creator = newUser('Mira', 'Haddad');
  await createAccount(creatorPage, creator);
  await creatorPage.goto(`/campaigns?q=${tag}`);
  await card(creatorPage, title)
    .getByRole('button', { name: `Apply to ${title}` })
    .click();
  const dialog = creatorPage.getByRole('dialog', { name: `Apply to ${title}` });
  await dialog.getByText('Direct application - Creator interested in collaborating').waitFor();
  await dialog.getByRole('tab', { name: 'Negotiate Rate' }).click();

  // The spec's checks: both fields required, then a rate above 0.
  await dialog.getByRole('button', { name: 'Send Negotiation Request' }).click();
  await toastTitled(creatorPage, 'Required Fields Missing').waitFor();
  await creatorPage
    .getByText('Please provide both a pitch message and your proposed rate.')
    .first()
    .waitFor();
  await dialog.getByLabel('Pitch message').fill('Morning reels are my thing: 40k food lovers watch them.');
  await dialog.getByLabel('Proposed rate (AED)').fill('0');
  await dialog.getByRole('button', { name: 'Send Negotiation Request' }).click();
  await toastTitled(creatorPage, 'Invalid Rate').waitFor();
  await dialog.getByLabel('Proposed rate (AED)').fill('1500');
  await dialog.getByLabel('Deliverables (optional)').fill('2 reels and 3 stories');
  await screenshot(creatorPage, 'apply-negotiation-desktop');
  await dialog.getByRole('button', { name: 'Send Negotiation Request' }).click();
  await toastTitled(creatorPage, 'Negotiation Request Sent!').waitFor();
  await dialog.waitFor({ state: 'detached' });

  // Applying again: the dialog already knows.
  await card(creatorPage, title)
    .getByRole('button', { name: `Apply to ${title}` })
    .click();
  await dialog.getByText('You have already applied to this campaign').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await dialog.waitFor({ state: 'detached' });

  // My Applications: pending, waiting for the brand.
  await openLive(creatorPage, '/my-applications');
  await markDocument(creatorPage);
  const mine = card(creatorPage, title);
  await mine.getByText('Negotiation Requested').waitFor();
  await mine.getByText('Waiting for the brand to answer the latest offer.').waitFor();
  await mine.getByText('You proposed').waitFor();
  expect(await mine.getByRole('button', { name: 'Accept Offer' }).count()).toBe(0);

  // The brand counters in its Applications dialog.
  await openLive(brandPage, `/dashboard?tab=campaigns&applications=${campaignId}`);
  await markDocument(brandPage);
  const brandDialog = brandPage.getByRole('dialog', { name: `Applications for "${title}"` });
  const application = brandDialog.getByRole('article', { name: 'Mira Haddad' });
  await application.getByText('AED 1,500').first().waitFor();
  await application.getByRole('button', { name: 'Counter Offer' }).click();
  await application.getByLabel('Counter offer amount (AED)').fill('1200');
  await application.getByLabel('Message (optional)').fill('Our launch budget is AED 1,200.');
  await application.getByRole('button', { name: 'Send Counter Offer' }).click();
  await toastTitled(brandPage, 'Counter Offer Sent').waitFor();

  // The creator sees the counter arrive and accepts it.
  await mine
    .getByText('The brand sent a counter offer of AED 1,200: accept it, counter back or decline.')
    .waitFor();
  await mine.getByText('Our launch budget is AED 1,200.').waitFor();
  await mine.getByText('In Negotiation').waitFor();
  await screenshot(creatorPage, 'my-applications-counter-offer-desktop');
  await mine.getByRole('button', { name: 'Accept Offer' }).click();
  await toastTitled(creatorPage, 'Negotiation Accepted').waitFor();
  await mine
    .getByText('Rate agreed at AED 1,200. Waiting for the brand to approve the application.')
    .waitFor();

  // The brand sees the agreement live and approves.
  await application.getByText('Agreed rate: AED 1,200.', { exact: false }).waitFor();
  await application.getByRole('button', { name: 'Approve' }).click();
  await toastTitled(brandPage, 'Application approved successfully').waitFor();
  await brandDialog.getByRole('tab', { name: /Approved \(1\)/ }).waitFor();
  await brandDialog.getByRole('tab', { name: /Approved/ }).click();
  await brandDialog.getByRole('article', { name: 'Mira Haddad' }).getByText('Approved').first().waitFor();
  await expectNotReloaded(brandPage);

  // The creator's card turns Approved, still without a reload.
  await mine.getByText('The brand approved this application at AED 1,200.').waitFor();
  await mine.getByText('Approved', { exact: true }).waitFor();
  await creatorPage.getByRole('tab', { name: 'Approved (1)' }).waitFor();
  await expectNotReloaded(creatorPage);
  await screenshot(creatorPage, 'my-applications-approved-desktop');

  // The creator home's recent activity lists it too.
  await creatorPage.goto('/dashboard');
  const recent = creatorPage.getByRole('list', { name: 'Recent applications' });
  await recent.getByText(title).waitFor();
  await recent.getByText('Approved', { exact: true }).waitFor();
  await creatorPage
    .getByRole('link', { name: /My Applications/ })
    .first()
    .waitFor();

  // On a phone the tabs wrap and the card stays readable.
  await creatorPage.setViewportSize(MOBILE);
  await creatorPage.goto('/my-applications?tab=approved');
  await card(creatorPage, title).getByText('Agreed rate').waitFor();
  const tabs = creatorPage.getByRole('tablist', { name: 'Applications by status' });
  expect((await tabs.boundingBox())!.width).toBeLessThanOrEqual(MOBILE.width);
  await screenshot(creatorPage, 'my-applications-approved-mobile');
});

const DEMO_AGENT = { email: 'agent@demo.partnerly.local', password: 'Demo1234!', name: 'Avery Agent' };

/** Signs the page's context in as the demo agent (agents cannot sign up publicly). */
async function signInAsDemoAgent(page: Page): Promise<void> {
  const response = await page.context().request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(inject('baseURL')).origin },
    data: { email: DEMO_AGENT.email, password: DEMO_AGENT.password },
  });
  if (!response.ok()) throw new Error(`agent sign-in failed: ${response.status()} ${await response.text()}`);
}

test('an agent is accepted by a creator in My Applications, then applies for them from the feed', async ({
  newPage,
}) => {
  const tag = `za${Date.now().toString(36)}`;
  const title = `Pistachio Gelato Tour ${tag}`;
  const brandPage = await newPage();
  const campaignId = await brandWithCampaign(brandPage, title, tag);

  const creatorPage = await newPage();
  const creator: TestUser = newUser('Rania', 'Aziz');
  await createAccount(creatorPage, creator);
  await openLive(creatorPage, '/my-applications?tab=agents');
  await markDocument(creatorPage);
  await creatorPage.getByText('No agent requests.', { exact: false }).waitFor();

  // The agent sends a representation request from the Agent Hub.
  const agentPage = await newPage();
  await signInAsDemoAgent(agentPage);
  await openLive(agentPage, '/dashboard');
  await agentPage.getByRole('link', { name: /Agent Hub/ }).click();
  await agentPage.getByRole('heading', { name: 'Agent Hub', level: 1 }).waitFor();
  await markDocument(agentPage);
  const requestForm = agentPage.getByRole('form', { name: 'Represent a creator' });
  await requestForm.getByLabel('Creator e-mail').fill('nobody@example.com');
  await requestForm.getByRole('button', { name: 'Send Request' }).click();
  await requestForm.getByText('No creator account uses this e-mail').waitFor();
  await requestForm.getByLabel('Creator e-mail').fill(creator.email);
  await requestForm.getByLabel('Message (optional)').fill('I can find you food campaigns.');
  await requestForm.getByRole('button', { name: 'Send Request' }).click();
  await toastTitled(agentPage, 'Representation request sent').waitFor();
  const pending = agentPage.getByRole('region', { name: 'Pending requests' });
  await pending.getByRole('article', { name: 'Rania Aziz' }).waitFor();

  // The creator sees the request arrive in the Agents tab and accepts it.
  const requests = creatorPage.getByRole('region', { name: 'Agent requests' });
  const request = requests.getByRole('article', { name: /Avery Agent/ });
  await request.getByText('I can find you food campaigns.').waitFor();
  await screenshot(creatorPage, 'my-applications-agent-request-desktop');
  await request.getByRole('button', { name: 'Accept Avery Agent' }).click();
  await toastTitled(creatorPage, 'Agent request accepted').waitFor();
  await creatorPage
    .getByRole('region', { name: 'Your agents' })
    .getByRole('article', { name: /Avery Agent/ })
    .waitFor();

  // The agent's hub updates live; it applies for the creator from the feed.
  const yourCreators = agentPage.getByRole('region', { name: 'Your creators' });
  await yourCreators.getByRole('article', { name: 'Rania Aziz' }).waitFor();
  await expectNotReloaded(agentPage);
  await screenshot(agentPage, 'agent-hub-desktop');
  await agentPage.goto(`/campaigns?q=${tag}`);
  await agentPage.getByRole('heading', { name: 'Campaign Discovery', level: 1 }).waitFor();
  await card(agentPage, title)
    .getByRole('button', { name: `Apply to ${title}` })
    .click();
  const dialog = agentPage.getByRole('dialog', { name: `Apply to ${title}` });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await dialog.getByText('Choose the creator you apply for').waitFor();
  await dialog.getByLabel('Apply for').selectOption({ label: `Rania Aziz (${creator.email})` });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await toastTitled(agentPage, 'Application Submitted!').waitFor();
  await dialog.waitFor({ state: 'detached' });

  // The agent follows it in My Applications, named by creator.
  await agentPage.goto('/my-applications');
  const agentCard = card(agentPage, title);
  await agentCard.getByText('Rania Aziz').waitFor();
  await agentCard.getByText('Pending', { exact: true }).waitFor();
  expect(await agentPage.getByRole('tab', { name: /Agents/ }).count()).toBe(0);

  // The creator sees the application the agent sent, live.
  await creatorPage.getByRole('tab', { name: /^All/ }).click();
  const mine = card(creatorPage, title);
  await mine.getByText('Submitted by agent').waitFor();
  await mine.getByText('Avery Agent').waitFor();
  await expectNotReloaded(creatorPage);

  // The brand sees who submitted it.
  await openLive(brandPage, `/dashboard?tab=campaigns&applications=${campaignId}`);
  const brandDialog = brandPage.getByRole('dialog', { name: `Applications for "${title}"` });
  const application = brandDialog.getByRole('article', { name: 'Rania Aziz' });
  await application.getByText('Submitted by agent').waitFor();

  // The creator ends the representation; the agent's hub follows.
  await creatorPage.getByRole('tab', { name: 'Agents' }).click();
  await creatorPage.getByRole('button', { name: 'End representation by Avery Agent' }).click();
  await creatorPage.getByRole('alertdialog').getByRole('button', { name: 'End Representation' }).click();
  await toastTitled(creatorPage, 'Representation ended').waitFor();
  await agentPage.goto('/agent-dashboard');
  await agentPage
    .getByRole('region', { name: 'Your creators' })
    .getByText('You do not represent a creator yet.', { exact: false })
    .waitFor();
});
