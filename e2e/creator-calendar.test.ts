import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { violationsOfOpenPage } from './axe';
import {
  MOBILE,
  createAccount,
  createBrandWithPlan,
  expect,
  expectToast,
  horizontalOverflow,
  newUser,
  screenshot,
  test,
} from './fixtures';
import { applyThroughApi, approveThroughApi, publishCampaign, signInAsDemoAgent } from './journeys';

// Issue 21 items 3 and 4, the creator's calendar: an approved campaign's content deadline shows
// in Upcoming Events and in its downloaded .ics; an own meeting is added, changed and deleted;
// sync makes a private address whose feed holds both. The tests share this file's browser and
// server; each arranges its own creator.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Asia/Dubai day `days` from today, as YYYY-MM-DD (Dubai is UTC+4 all year). */
function dubaiDayFromToday(days: number): string {
  return new Date(Date.now() + 4 * 60 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);
}

/** An .ics text with its folded lines joined (RFC 5545 folds lines over 75 octets). */
const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

async function downloadedText(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

/** A brand publishes a campaign with a content deadline; a new creator applies and is approved. */
async function approvedCreatorWithContentDeadline(
  newPage: (options?: { viewport?: { width: number; height: number } }) => Promise<Page>,
) {
  const title = `Souk Spice Stories ${Date.now().toString(36)}`;
  const contentDeadline = dubaiDayFromToday(9);
  const brand = await newPage();
  await createBrandWithPlan(brand, newUser('Noor', 'Khalil'), 'Spice Route Kitchen');
  const campaignId = await publishCampaign(brand, {
    title,
    description: 'Cook with our saffron and cardamom and show the dish.',
    platforms: ['instagram'],
    budgetMin: 600,
    budgetMax: 1200,
    applicationDeadline: dubaiDayFromToday(3),
    contentDeadline,
  });
  const creator = await newPage();
  await createAccount(creator, newUser('Salma', 'Rahman'));
  await approveThroughApi(brand, await applyThroughApi(creator, { type: 'direct', campaignId }));
  await brand.close();
  return { creator, title, contentDeadline };
}

/** Opens the 'New event' dialog, fills in a timed meeting and adds it. */
async function addMeeting(page: Page, title: string, day: string) {
  await page.getByRole('button', { name: 'New event' }).first().click();
  const form = page.getByRole('form', { name: 'New event' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Type').selectOption('meeting');
  await form.getByLabel('Date').fill(day);
  await form.getByLabel('Start time').fill('14:30');
  await form.getByLabel('End time').fill('15:30');
  await form.getByLabel('Location').fill('Online');
  await form.getByRole('button', { name: 'Add event' }).click();
  await expectToast(page, 'Event added to your calendar');
  await form.waitFor({ state: 'detached' });
}

test('an approved content deadline shows in Upcoming Events and its .ics; an own meeting joins; the synced feed holds both', async ({
  newPage,
}) => {
  const { creator, title, contentDeadline } = await approvedCreatorWithContentDeadline(newPage);

  // The calendar from the navigation.
  await creator.goto('/creator-dashboard');
  await creator.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
  await creator.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
  const upcoming = creator.getByRole('region', { name: 'Upcoming Events' });
  const deadline = upcoming.getByRole('article', { name: `Content due: ${title}` });
  await deadline.waitFor();
  await deadline.getByText('Content due', { exact: true }).waitFor();
  await deadline.getByText('All day').waitFor();
  await deadline.getByRole('link', { name: title }).waitFor();
  await creator.getByText('Deadlines ahead').waitFor();

  // Its .ics download: the summary and the all-day date in Dubai.
  await deadline.getByRole('button', { name: `Actions for Content due: ${title}` }).click();
  const google = creator.getByRole('menuitem', { name: 'Add to Google Calendar' });
  const googleUrl = new URL((await google.getAttribute('href'))!);
  expect(googleUrl.origin + googleUrl.pathname).toBe('https://calendar.google.com/calendar/render');
  const compact = contentDeadline.replaceAll('-', '');
  expect(googleUrl.searchParams.get('dates')).toBe(`${compact}/${dubaiDayAfter(contentDeadline)}`);
  const ics = await downloadedText(creator, () =>
    creator.getByRole('menuitem', { name: 'Download .ics' }).click(),
  );
  expect(ics.name).toMatch(/\.ics$/);
  expect(unfolded(ics.text)).toContain(`SUMMARY:Content due: ${title}`);
  expect(unfolded(ics.text)).toContain(`DTSTART;VALUE=DATE:${compact}`);

  // An own meeting the day after tomorrow.
  const meetingTitle = 'Call with Spice Route Kitchen';
  await addMeeting(creator, meetingTitle, dubaiDayFromToday(2));
  const meeting = creator.getByRole('article', { name: meetingTitle });
  await meeting.getByText('Meeting', { exact: true }).waitFor();
  await meeting.getByText('Online').waitFor();

  // Sync: the private address, the calendar apps' links, and a feed with both events.
  await creator.getByRole('button', { name: 'Sync calendar' }).click();
  const sync = creator.getByRole('dialog', { name: 'Sync calendar' });
  await sync.getByText('Sync off', { exact: true }).waitFor();
  await sync.getByRole('button', { name: 'Turn on sync' }).click();
  await expectToast(creator, 'Successfully synced 2 events with Google Calendar!');
  const feedUrl = await sync.getByLabel('Your private calendar address').inputValue();
  expect(feedUrl).toMatch(/^https?:\/\/.+\/api\/calendar\/feed\/[^/]+\.ics$/);
  const apple = await sync.getByRole('link', { name: 'Apple Calendar' }).getAttribute('href');
  expect(apple).toMatch(/^webcal:\/\//);
  expect(await sync.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toBe(
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(apple!)}`,
  );
  expect(await sync.getByRole('link', { name: 'Outlook' }).getAttribute('href')).toBe(
    `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl)}&name=Partnerly`,
  );
  expect(await violationsOfOpenPage(creator, 'calendar sync dialog')).toEqual([]);
  await screenshot(creator, 'creator-calendar-sync');

  // The feed is public by its secret address (a calendar app has no session).
  const feed = await fetch(feedUrl);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
  const feedText = unfolded(await feed.text());
  expect(feedText).toContain(`SUMMARY:Content due: ${title}`);
  expect(feedText).toContain(`SUMMARY:${meetingTitle}`);

  // Turning sync off makes the address stop working.
  await sync.getByRole('button', { name: 'Turn off sync' }).click();
  await creator
    .getByRole('alertdialog', { name: 'Turn off calendar sync?' })
    .getByRole('button', { name: 'Turn off sync' })
    .click();
  await sync.getByText('Sync off', { exact: true }).waitFor();
  expect((await fetch(feedUrl)).status).toBe(404);
});

/** The compact day after a YYYY-MM-DD day (the exclusive end of an all-day date). */
function dubaiDayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

test('on a phone, a creator adds an all-day reminder by keyboard, sees field errors, edits it and deletes it', async ({
  newPage,
}) => {
  const page = await newPage({ viewport: MOBILE });
  await createAccount(page, newUser('Rami', 'Haddad'));
  await page.goto('/calendar');
  await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
  await page.getByText('No upcoming dates.', { exact: false }).waitFor();
  await page.getByText('Nothing scheduled today.', { exact: false }).waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOfOpenPage(page, 'empty calendar, phone')).toEqual([]);

  // The dialog by keyboard; an empty form names what is missing beside each field.
  await page.getByRole('button', { name: 'New event' }).first().focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New event' });
  await form.getByRole('button', { name: 'Add event' }).press('Enter');
  await form.getByText('Enter a title').waitFor();
  await form.getByText('Choose meeting, reminder or milestone').waitFor();
  await form.getByText('Choose when it starts').waitFor();

  await form.getByLabel('Title').fill('Post the souk reel');
  await form.getByLabel('Type').selectOption('reminder');
  await form.getByLabel('Date').fill(dubaiDayFromToday(1));
  await form.getByRole('switch', { name: 'All day' }).press('Space');
  await expect.poll(() => form.getByLabel('Start time').count()).toBe(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await form.getByRole('button', { name: 'Add event' }).click();
  await expectToast(page, 'Event added to your calendar');

  const reminder = page.getByRole('article', { name: 'Post the souk reel' });
  await reminder.getByText('All day').waitFor();
  await page.getByRole('heading', { level: 3, name: 'Tomorrow' }).waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'creator-calendar-phone');

  // Edit: a time instead of all day.
  await reminder.getByRole('button', { name: 'Actions for Post the souk reel' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit event' });
  await edit.getByLabel('Title').fill('Post the souk reel and story');
  await edit.getByRole('switch', { name: 'All day' }).click();
  await edit.getByLabel('Start time').fill('18:00');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Event updated');
  const edited = page.getByRole('article', { name: 'Post the souk reel and story' });
  await expect.poll(() => edited.getByText('All day').count()).toBe(0);

  // Delete, after confirming.
  await edited.getByRole('button', { name: 'Actions for Post the souk reel and story' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this event?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectToast(page, 'Event deleted');
  await edited.waitFor({ state: 'detached' });
  await page.getByText('No upcoming dates.', { exact: false }).waitFor();
});

test("the demo agent's calendar shows the dates of Casey, whom they represent, with her name", async ({
  newPage,
}) => {
  const page = await newPage({ viewport: MOBILE });
  await signInAsDemoAgent(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Calendar' }).click();
  await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
  const casey = upcoming.getByRole('article').filter({ hasText: 'Casey Creator' });
  await casey.first().waitFor();
  await casey
    .first()
    .getByText(/^(Deadline|Content due|Milestone)$/)
    .waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOfOpenPage(page, "agent's calendar, phone")).toEqual([]);
});
