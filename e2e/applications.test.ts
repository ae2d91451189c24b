import type {
  BrandApplication,
  CampaignApplications,
  ConversationDetail,
  MyApplicationList,
  RepresentationResult,
} from '@partnerly/contracts';
import type { Page } from 'playwright-core';
import {
  createBrandWithPlan,
  MOBILE,
  createAccount,
  expect,
  expectToast,
  newUser,
  screenshot,
  test,
  unrouteWhenAnswered,
  type TestUser,
} from './fixtures';
import {
  applyThroughApi,
  expectNotReloaded,
  markDocument,
  openLive,
  publishCampaign,
  signInAsDemoAgent,
} from './journeys';

// Applications and negotiation in two browsers side by side (issue 7): a creator negotiates
// a rate, the brand counters, the creator accepts, the brand approves, each seeing the
// other's move without reloading; and an agent, once a creator accepted its request,
// applies for that creator from the feed.

/** A campaign whose description holds `tag` (a word no other journey uses), for the feed's search. */
const campaignTagged = (title: string, tag: string) => ({
  title,
  description: `Film our new flavour ${tag} in your morning routine.`,
  platforms: ['instagram'],
  budgetMin: 800,
  budgetMax: 2000,
});

/** A brand with a paid plan and one published campaign. */
async function brandWithCampaign(page: Page, title: string, tag: string): Promise<string> {
  await createBrandWithPlan(page, newUser('Layla', 'Nasser'), 'Saffron Roasters');
  return publishCampaign(page, campaignTagged(title, tag));
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a creator negotiates, the brand counters, the creator accepts, the brand approves, live on both sides', async ({
  newPage,
}) => {
  const tag = `zn${Date.now().toString(36)}`;
  const title = `Cardamom Cold Brew ${tag}`;
  const brandPage = await newPage();
  const campaignId = await brandWithCampaign(brandPage, title, tag);

  // The brand's Applications dialog is open, still empty, before anyone applies.
  await openLive(brandPage, `/dashboard?tab=campaigns&applications=${campaignId}`);
  await markDocument(brandPage);
  const brandDialog = brandPage.getByRole('dialog', { name: `Applications for "${title}"` });
  await brandDialog.getByText('No applications yet').waitFor();
  await brandDialog.getByText('0 total', { exact: true }).waitFor();

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
  await expectToast(creatorPage, 'Required Fields Missing', {
    description: 'Please provide both a pitch message and your proposed rate.',
  });
  await dialog.getByLabel('Pitch message').fill('Morning reels are my thing: 40k food lovers watch them.');
  await dialog.getByLabel('Proposed rate (AED)').fill('0');
  await dialog.getByRole('button', { name: 'Send Negotiation Request' }).click();
  await expectToast(creatorPage, 'Invalid Rate');
  await dialog.getByLabel('Proposed rate (AED)').fill('1500');
  await dialog.getByLabel('Deliverables (optional)').fill('2 reels and 3 stories');
  await screenshot(creatorPage, 'apply-negotiation-desktop');
  await dialog.getByRole('button', { name: 'Send Negotiation Request' }).click();
  await expectToast(creatorPage, 'Negotiation Request Sent!');
  await dialog.waitFor({ state: 'detached' });

  // The new application arrives in the brand's open dialog, marked New, without a reload.
  const application = brandDialog.getByRole('article', { name: 'Mira Haddad' });
  await application.getByText('New', { exact: true }).waitFor();
  await application.getByText('AED 1,500').first().waitFor();
  await brandDialog.getByText('1 total', { exact: true }).waitFor();
  await brandDialog.getByRole('tab', { name: 'Pending (1)' }).waitFor();
  await expectNotReloaded(brandPage);

  // Applying again: the card says Applied, and the dialog already knows.
  await card(creatorPage, title)
    .getByRole('button', { name: `Applied: your application to ${title}` })
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
  await application.getByRole('button', { name: 'Counter Offer' }).click();
  await application.getByLabel('Counter offer amount (AED)').fill('1200');
  await application.getByLabel('Message (optional)').fill('Our launch budget is AED 1,200.');
  await application.getByRole('button', { name: 'Send Counter Offer' }).click();
  await expectToast(brandPage, 'Counter Offer Sent');

  // The creator sees the counter arrive and accepts it.
  await mine
    .getByText('The brand sent a counter offer of AED 1,200: accept it, counter back or decline.')
    .waitFor();
  await mine.getByText('Our launch budget is AED 1,200.').waitFor();
  await mine.getByText('In Negotiation').waitFor();
  await screenshot(creatorPage, 'my-applications-counter-offer-desktop');
  await mine.getByRole('button', { name: 'Accept Offer' }).click();
  await expectToast(creatorPage, 'Negotiation Accepted');
  await mine
    .getByText('Rate agreed at AED 1,200. Waiting for the brand to approve the application.')
    .waitFor();

  // The brand sees the agreement live and approves.
  await application.getByText('Agreed rate: AED 1,200.', { exact: false }).waitFor();
  await application.getByRole('button', { name: 'Approve' }).click();
  await brandPage
    .getByRole('alertdialog', { name: 'Approve Mira Haddad?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expectToast(brandPage, 'Application approved successfully');
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
  await card(creatorPage, title).getByText('Agreed Rate', { exact: true }).waitFor();
  const tabs = creatorPage.getByRole('tablist', { name: 'Applications by status' });
  expect((await tabs.boundingBox())!.width).toBeLessThanOrEqual(MOBILE.width);
  await screenshot(creatorPage, 'my-applications-approved-mobile');
});

/** The brand page's own API call (the brand's move made elsewhere, e.g. another tab). */
async function brandCounters(brandPage: Page, applicationId: string, amount: number): Promise<void> {
  const response = await brandPage
    .context()
    .request.post(`/api/applications/${applicationId}/negotiation/counter`, { data: { amount } });
  expect(response.status()).toBe(200);
}

test('a creator applies from the detail dialog, counters back and declines; the brand rejects a proposal', async ({
  newPage,
}) => {
  const tag = `zd${Date.now().toString(36)}`;
  const title = `Rosewater Iced Tea ${tag}`;
  const brandPage = await newPage();
  const campaignId = await brandWithCampaign(brandPage, title, tag);

  // The creator opens the campaign's details and applies from there.
  const creatorPage = await newPage();
  await createAccount(creatorPage, newUser('Salma', 'Yousef'));
  await creatorPage.goto(`/campaigns?q=${tag}`);
  await card(creatorPage, title)
    .getByRole('button', { name: `View ${title}` })
    .click();
  const details = creatorPage.getByRole('dialog', { name: title });
  await details.getByRole('button', { name: 'Apply' }).click();
  const applyDialog = creatorPage.getByRole('dialog', { name: `Apply to ${title}` });
  await applyDialog.getByRole('tab', { name: 'Negotiate Rate' }).click();
  await applyDialog.getByLabel('Pitch message').fill('Iced tea on a Dubai rooftop at sunset.');
  await applyDialog.getByLabel('Proposed rate (AED)').fill('1800');
  await applyDialog.getByRole('button', { name: 'Send Negotiation Request' }).click();
  await expectToast(creatorPage, 'Negotiation Request Sent!');
  await applyDialog.waitFor({ state: 'detached' });

  const listed = await brandPage.context().request.get(`/api/applications/campaigns/${campaignId}`);
  const [{ id: applicationId }] = ((await listed.json()) as CampaignApplications).applications as [
    BrandApplication,
  ];

  // The brand counters; the creator counters back from My Applications.
  await openLive(creatorPage, '/my-applications');
  await markDocument(creatorPage);
  const mine = card(creatorPage, title);
  await mine.getByText('Waiting for the brand to answer the latest offer.').waitFor();
  await brandCounters(brandPage, applicationId, 1000);
  await mine.getByRole('button', { name: 'Counter Back' }).click();
  const counterBack = mine.getByRole('form', { name: 'Counter Back' });
  await counterBack.getByLabel('Your counter offer (AED)').fill('1500');
  await counterBack.getByLabel('Message (optional)').fill('Two reels for 1,500?');
  await counterBack.getByRole('button', { name: 'Send Counter Offer' }).click();
  await expectToast(creatorPage, 'Counter Offer Sent');
  await counterBack.waitFor({ state: 'detached' });
  await mine.getByText('Waiting for the brand to answer the latest offer.').waitFor();
  await mine.getByText('Two reels for 1,500?').waitFor();

  // The brand counters again; this time the creator declines, after confirming.
  await brandCounters(brandPage, applicationId, 1100);
  await mine.getByRole('button', { name: 'Decline' }).click();
  const confirm = creatorPage.getByRole('alertdialog', { name: 'Decline this offer?' });
  await confirm.getByRole('button', { name: 'Keep Negotiating' }).click();
  await confirm.waitFor({ state: 'detached' });
  await mine.getByRole('button', { name: 'Decline' }).click();
  await confirm.getByRole('button', { name: 'Decline Offer' }).click();
  await expectToast(creatorPage, 'Negotiation Rejected');
  await mine.getByText('The negotiation was declined.').waitFor();
  await mine.getByText('Negotiation Rejected').waitFor();
  expect(await mine.getByRole('button', { name: 'Counter Back' }).count()).toBe(0);
  await expectNotReloaded(creatorPage);

  // Another creator's proposal: the brand rejects it in the negotiation panel.
  const otherPage = await newPage();
  await createAccount(otherPage, newUser('Karim', 'Fadel'));
  await applyThroughApi(otherPage, {
    type: 'negotiation',
    campaignId,
    pitch: 'Tea reviews every week.',
    proposedRate: 2500,
  });
  await openLive(brandPage, `/dashboard?tab=campaigns&applications=${campaignId}`);
  const brandDialog = brandPage.getByRole('dialog', { name: `Applications for "${title}"` });
  const proposal = brandDialog.getByRole('article', { name: 'Karim Fadel' });
  await proposal.getByRole('region', { name: 'Negotiation' }).getByRole('button', { name: 'Reject' }).click();
  await expectToast(brandPage, 'Negotiation Rejected');
  await brandDialog.getByRole('tab', { name: 'Rejected (2)' }).waitFor();
  await brandDialog.getByText('No pending applications').waitFor();
});

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
  await agentPage
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: /Agent Hub/ })
    .click();
  await agentPage.getByRole('heading', { name: 'Agent Hub', level: 1 }).waitFor();
  await markDocument(agentPage);
  const requestForm = agentPage.getByRole('form', { name: 'Represent a creator' });
  await requestForm.getByLabel('Creator e-mail').fill('nobody@example.com');
  await requestForm.getByRole('button', { name: 'Send Request' }).click();
  await requestForm.getByText('No creator account uses this e-mail').waitFor();
  await requestForm.getByLabel('Creator e-mail').fill(creator.email);
  await requestForm.getByLabel('Message (optional)').fill('I can find you food campaigns.');
  await requestForm.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(agentPage, 'Representation request sent');
  const pending = agentPage.getByRole('region', { name: 'Pending requests' });
  await pending.getByRole('article', { name: 'Rania Aziz' }).waitFor();

  // The creator declines the first request; the agent's hub shows it declined, live.
  const requests = creatorPage.getByRole('region', { name: 'Agent requests' });
  const request = requests.getByRole('article', { name: /Avery Agent/ });
  await request.getByText('I can find you food campaigns.').waitFor();
  await request.getByRole('button', { name: 'Decline Avery Agent' }).click();
  await expectToast(creatorPage, 'Agent request declined');
  await request.waitFor({ state: 'detached' });
  await agentPage
    .getByRole('region', { name: 'Declined requests' })
    .getByRole('article', { name: 'Rania Aziz' })
    .waitFor();

  // The agent asks again; this time the creator sees it arrive and accepts.
  await requestForm.getByLabel('Creator e-mail').fill(creator.email);
  await requestForm.getByLabel('Message (optional)').fill('I can find you food campaigns.');
  await requestForm.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(agentPage, 'Representation request sent');
  await request.getByText('I can find you food campaigns.').waitFor();
  await screenshot(creatorPage, 'my-applications-agent-request-desktop');
  await request.getByRole('button', { name: 'Accept Avery Agent' }).click();
  await expectToast(creatorPage, 'Agent request accepted');
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
  await expectToast(agentPage, 'Application Submitted!');
  await dialog.waitFor({ state: 'detached' });

  // The agent follows it in My Applications, named by creator.
  await agentPage.goto('/my-applications');
  const agentCard = card(agentPage, title);
  await agentCard.getByText('Rania Aziz').waitFor();
  await agentCard.getByText('Pending', { exact: true }).waitFor();
  // The agent who applied takes part in the application's thread.
  await agentCard.getByRole('button', { name: /^Message brand/ }).waitFor();
  expect(await agentPage.getByRole('tab', { name: /Agents/ }).count()).toBe(0);

  // The creator sees the application the agent sent, live.
  await creatorPage.getByRole('tab', { name: /^All/ }).click();
  const mine = card(creatorPage, title);
  await mine.getByText('Submitted by agent').waitFor();
  await mine.getByText('Avery Agent').waitFor();
  await mine.getByRole('button', { name: /^Message brand/ }).waitFor();
  await expectNotReloaded(creatorPage);

  // The brand sees who submitted it.
  await openLive(brandPage, `/dashboard?tab=campaigns&applications=${campaignId}`);
  const brandDialog = brandPage.getByRole('dialog', { name: `Applications for "${title}"` });
  const application = brandDialog.getByRole('article', { name: 'Rania Aziz' });
  await application.getByText('Submitted by agent').waitFor();
  // 'Message Agent' opens the application's thread: the brand, the creator and the agent who applied.
  await application.getByRole('button', { name: /^Message Agent/ }).click();
  await brandPage.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversationId = new URL(brandPage.url()).pathname.split('/').at(-1)!;
  const thread = await brandPage.context().request.get(`/api/conversations/${conversationId}`);
  expect(thread.status()).toBe(200);
  const detail = (await thread.json()) as ConversationDetail;
  expect(detail.application?.campaignName).toBe(title);
  expect(detail.parties.map((party) => `${party.side} ${party.name}`)).toEqual(
    expect.arrayContaining(['creator Rania Aziz', 'agent Avery Agent']),
  );

  // The demo agent is not verified, so no badge. Verification is an admin decision (its
  // journey is e2e/admin-verification.test.ts): here the server's answer is marked verified
  // to see the card show 'Verified Agent'.
  expect(await application.getByText('Verified Agent').count()).toBe(0);
  await brandPage.route(`**/api/applications/campaigns/${campaignId}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as CampaignApplications;
    for (const item of body.applications) if (item.agent) item.agent.isVerified = true;
    await route.fulfill({ response, json: body });
  });
  await openLive(brandPage, `/dashboard?tab=campaigns&applications=${campaignId}`);
  await application.getByText('Verified Agent').waitFor();
  // The stream's `ready` may have the page load the list again, its answer still in the handler.
  await unrouteWhenAnswered(brandPage);

  // The creator ends the representation; the agent's hub follows.
  await creatorPage.getByRole('tab', { name: 'Agents' }).click();
  await creatorPage.getByRole('button', { name: 'End representation by Avery Agent' }).click();
  await creatorPage.getByRole('alertdialog').getByRole('button', { name: 'End Representation' }).click();
  await expectToast(creatorPage, 'Representation ended');
  await agentPage.goto('/agent-dashboard');
  // The demo agent still represents the demo creator (the living demo); Rania is gone.
  const creators = agentPage.getByRole('region', { name: 'Your creators' });
  await creators.getByText('Casey Creator').first().waitFor();
  expect(await creators.getByText('Rania Aziz').count()).toBe(0);
});

test('My Applications loads older applications with Load more', async ({ newPage }) => {
  const tag = `zp${Date.now().toString(36)}`;
  // A premium brand's 9 campaigns and 6 creators the demo agent represents: 54 applications.
  const brandPage = await newPage();
  await createBrandWithPlan(brandPage, newUser('Huda', 'Karim'), 'Karim Dates', 'premium');
  const campaignIds: string[] = [];
  for (let index = 1; index <= 9; index++) {
    campaignIds.push(
      await publishCampaign(brandPage, campaignTagged(`Date Harvest ${index} ${tag}`, `${tag}${index}`)),
    );
  }

  const agentPage = await newPage();
  await signInAsDemoAgent(agentPage);
  const agentApi = agentPage.context().request;
  const representationIds: string[] = [];
  for (let index = 1; index <= 6; index++) {
    const creatorPage = await newPage();
    const creator = newUser('Paged', `Creator${index}`);
    await createAccount(creatorPage, creator);
    const sent = await agentApi.post('/api/agents/representations', {
      data: { creatorEmail: creator.email },
    });
    expect(sent.status()).toBe(201);
    const { representation } = (await sent.json()) as RepresentationResult;
    const accepted = await creatorPage
      .context()
      .request.post(`/api/agents/representations/${representation.id}/accept`);
    expect(accepted.status()).toBe(200);
    representationIds.push(representation.id);
    for (const campaignId of campaignIds) {
      await applyThroughApi(agentPage, { type: 'direct', campaignId, creatorId: representation.creator.id });
    }
    await creatorPage.close();
  }
  const first = await agentApi.get('/api/applications/mine?limit=1');
  const { total } = ((await first.json()) as MyApplicationList).counts;
  expect(total).toBeGreaterThanOrEqual(54);

  // The first page holds 50; the tab counts all of them; Load more brings the rest.
  await agentPage.goto('/my-applications');
  await agentPage.getByRole('tab', { name: `All (${total})` }).waitFor();
  const list = agentPage.getByRole('list', { name: 'All applications' });
  // One card per item of the list (a card may hold articles of its own, such as a dispute).
  const cards = list.locator(':scope > li');
  await cards.nth(49).waitFor();
  expect(await cards.count()).toBe(50);
  await agentPage.getByRole('button', { name: 'Load more' }).click();
  await cards.nth(total - 1).waitFor();
  expect(await cards.count()).toBe(total);
  await agentPage.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
  await list
    .getByRole('article', { name: `Date Harvest 1 ${tag}` })
    .first()
    .waitFor();

  // The demo agent is shared with the other journeys: it lets these creators go again.
  for (const id of representationIds) {
    expect((await agentApi.delete(`/api/agents/representations/${id}`)).status()).toBe(204);
  }
});
