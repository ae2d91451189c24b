import type { Locator, Page } from 'playwright-core';
import { violationsOfOpenPage } from './axe';
import {
  MOBILE,
  createAccount,
  createBrandWithPlan,
  expect,
  expectToast,
  getMe,
  horizontalOverflow,
  makePng,
  newUser,
  screenshot,
  test,
} from './fixtures';
import { applyThroughApi, expectNotReloaded, markDocument, openLive, publishCampaign } from './journeys';

// Issue 22, messaging between brands and creators: a brand messages a creator from the
// application; the creator, in another browser, sees it arrive live with an unread badge,
// reads it (the badge clears) and replies with an image and a link; the brand sees the reply
// live and its own message marked read. Outside applications, a brand's chat request is
// accepted by the creator on a phone and opens a thread. The tests share this file's browser
// and server; each arranges its own brand and creator.

/** The navigation's Messages link, whose name carries the unread count ('Messages 2 unread'). */
const messagesLink = (page: Page) => page.getByRole('link', { name: /^Messages( \d+ unread)?$/ }).first();

/** The thread's messages, oldest first. */
const history = (page: Page): Locator => page.getByRole('list', { name: 'Message history' });

/** A brand with a plan publishes a campaign; a new creator applies to it. */
async function brandAndApplicant(
  newPage: (options?: { viewport?: { width: number; height: number } }) => Promise<Page>,
  viewport?: { width: number; height: number },
) {
  const title = `Marina Brunch Reels ${Date.now().toString(36)}`;
  const brand = await newPage();
  await createBrandWithPlan(brand, newUser('Huda', 'Saeed'), 'Marina Brunch Co');
  const campaignId = await publishCampaign(brand, {
    title,
    description: 'Film our weekend brunch by the marina and tag us.',
    platforms: ['instagram'],
    budgetMin: 700,
    budgetMax: 1500,
  });
  const creator = await newPage(viewport ? { viewport } : undefined);
  const creatorUser = newUser('Reem', 'Haddad');
  await createAccount(creator, creatorUser);
  const applicationId = await applyThroughApi(creator, { type: 'direct', campaignId });
  return {
    brand,
    creator,
    creatorName: `${creatorUser.firstName} ${creatorUser.lastName}`,
    title,
    campaignId,
    applicationId,
  };
}

test('a brand messages a creator from the application; both sides follow live, and reading clears the badge', async ({
  newPage,
}) => {
  const { brand, creator, creatorName, campaignId } = await brandAndApplicant(newPage);

  // The creator sits on her dashboard in her own browser: no unread messages yet.
  await openLive(creator, '/creator-dashboard');
  await markDocument(creator);
  await expect.poll(() => messagesLink(creator).textContent()).not.toMatch(/unread/);

  // The brand opens the thread from the applicant's card and writes.
  await openLive(brand, `/dashboard?tab=campaigns&applications=${campaignId}`);
  const card = brand.getByRole('article', { name: creatorName });
  await card.getByRole('button', { name: new RegExp(`^Message: ${creatorName}`) }).click();
  await brand.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversationPath = new URL(brand.url()).pathname;
  const firstLine = 'Hi Reem! Could you film on Saturday morning, 9 to 11?';
  await brand.getByRole('textbox', { name: 'Message' }).fill(firstLine);
  await brand.keyboard.press('Enter');
  const sent = history(brand).getByRole('listitem').filter({ hasText: firstLine });
  await sent.getByText(/^(Sent|Delivered)$/).waitFor();

  // The creator's badge counts it, live, without a reload.
  await expect.poll(() => messagesLink(creator).textContent()).toMatch(/1 unread/);
  await expectNotReloaded(creator);

  // She opens Messages: the thread is listed with its unread count; reading it clears the badge.
  await messagesLink(creator).click();
  const row = creator.getByRole('list', { name: 'Conversations' }).getByRole('link').first();
  await row.getByText(firstLine, { exact: false }).waitFor();
  await row.getByText('unread').waitFor();
  await row.click();
  await creator.waitForURL(new RegExp(`${conversationPath}$`));
  await history(creator).getByText(firstLine).waitFor();
  await expect.poll(() => messagesLink(creator).textContent()).not.toMatch(/unread/);

  // The brand's message shows read on the brand's open page, live.
  await sent.getByText('Read', { exact: true }).waitFor();

  // She replies with an image and a link; the brand sees both arrive live.
  const reply = 'Saturday works! My reel plan: https://example.com/reel-plan';
  await creator.getByLabel('Attach files').setInputFiles({
    name: 'brunch-table.png',
    mimeType: 'image/png',
    buffer: await makePng(creator, 320, 240),
  });
  await creator.getByRole('list', { name: 'Files to send' }).getByText('brunch-table.png').waitFor();
  await creator.getByRole('textbox', { name: 'Message' }).fill(reply);
  await creator.getByRole('button', { name: 'Send' }).click();
  const mine = history(creator).getByRole('listitem').filter({ hasText: 'Saturday works!' });
  await mine.getByText(/^(Sent|Delivered|Read)$/).waitFor();

  const arrived = history(brand).getByRole('listitem').filter({ hasText: 'Saturday works!' });
  const link = arrived.getByRole('link', { name: 'https://example.com/reel-plan' });
  await link.waitFor();
  expect(await link.getAttribute('rel')).toContain('noopener');
  const image = arrived.getByRole('img', { name: /^Image .*open full size$/ });
  await image.waitFor();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(320);
  // The brand reads it where it arrived: its own badge never counts it, and the reply shows read.
  await expect.poll(() => messagesLink(brand).textContent()).not.toMatch(/unread/);
  await mine.getByText('Read', { exact: true }).waitFor();
  // The message went once, however the page got it (stream and answer).
  expect(await history(brand).getByRole('listitem').filter({ hasText: 'Saturday works!' }).count()).toBe(1);

  expect(await violationsOfOpenPage(creator, 'thread with an image, desktop')).toEqual([]);
  await screenshot(brand, 'messages-thread-desktop');
});

test('at 375 px a creator accepts a brand’s chat request and answers in the new thread', async ({
  newPage,
}) => {
  const { brand, creator } = await brandAndApplicant(newPage, MOBILE);
  const creatorId = (await getMe(creator)).user.id;

  // The brand asks to talk outside the application (the network card's dialog sends the same).
  const asked = await brand.context().request.post('/api/chat-requests', {
    data: { creatorId, message: 'We love your food reels. Open to a Ramadan collaboration?' },
  });
  expect(asked.status()).toBe(201);

  await openLive(creator, '/messages?view=requests');
  const request = creator.getByRole('article', { name: 'Chat request from Marina Brunch Co' });
  await request.getByText('Ramadan collaboration').waitFor();
  await request.getByRole('button', { name: 'Accept' }).click();
  await creator.waitForURL(/\/messages\/[0-9a-f-]{36}$/);

  const answer = 'Yes, happy to talk! What dates do you have in mind?';
  await creator.getByRole('textbox', { name: 'Message' }).fill(answer);
  await creator.getByRole('button', { name: 'Send' }).click();
  await history(creator).getByText(answer).waitFor();
  expect(await horizontalOverflow(creator)).toBe(0);
  await screenshot(creator, 'messages-thread-mobile');

  // The thread menu reports the conversation to the Partnerly team ('Something else' needs details).
  await creator.getByRole('button', { name: 'Conversation actions' }).click();
  await creator.getByRole('menuitem', { name: 'Report conversation' }).click();
  const report = creator.getByRole('dialog', { name: 'Report Conversation' });
  await report.getByLabel('Reason').selectOption({ label: 'Something else' });
  await report.getByRole('button', { name: 'Send Report' }).click();
  await report.getByText('Tell us what is wrong').waitFor();
  await report.getByLabel('Details').fill('The request asked me to pay a fee before talking.');
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expectToast(creator, 'Report sent');
  await report.waitFor({ state: 'detached' });

  // Back to the list on the phone: both threads, the newest first.
  await creator.getByRole('link', { name: 'Back to conversations' }).click();
  const rows = creator.getByRole('list', { name: 'Conversations' }).getByRole('link');
  await rows.first().getByText(answer, { exact: false }).waitFor();
  expect(await horizontalOverflow(creator)).toBe(0);
  expect(await violationsOfOpenPage(creator, 'conversation list, phone')).toEqual([]);
});
