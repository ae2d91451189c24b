import { createSupportRequestInput, type CreateSupportRequestInput } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { supportRequests } from '../../db/schema';
import { closeSupportRequest } from '../support/close-support-request';
import { createSupportRequest } from '../support/create-support-request';
import { replyToSupportRequest } from '../support/reply-to-support-request';

interface SupportPeople {
  creator: string;
  brand: string;
  agent: string;
  layla: string;
  admin: string;
  superAdmin: string;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The admin console's Support tab (issue 19 item 7): Casey's bug report and Avery's question
 * wait (the bug first: high priority); Bailey's feature request is answered (her Help dialog
 * shows the reply); Layla's feedback was answered and closed. Seeded once: nothing when Casey
 * already has a request. Goes through the services, so the support address gets the e-mails.
 */
export async function seedDemoSupport(deps: AppDeps, people: SupportPeople, now = new Date()): Promise<void> {
  const { db } = deps.database;
  if ((await db.$count(supportRequests, eq(supportRequests.userId, people.creator))) > 0) return;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const send = (userId: string, input: CreateSupportRequestInput, hoursAgo: number) =>
    createSupportRequest(deps, userId, createSupportRequestInput.parse(input), ago(hoursAgo));

  const feedback = await send(
    people.layla,
    {
      requestType: 'feedback',
      subject: 'Love the new campaign feed',
      message: 'Filtering by city saves me so much time. Could the filters stay when I come back?',
    },
    120,
  );
  await replyToSupportRequest(
    deps,
    people.superAdmin,
    feedback.id,
    { message: 'Thank you, Layla! Keeping the filters is on our list for the next release.' },
    ago(118),
  );
  await closeSupportRequest(deps, people.superAdmin, feedback.id, ago(117));

  const featureRequest = await send(
    people.brand,
    {
      requestType: 'feature_request',
      subject: 'Export applications to Excel',
      message: 'Our finance team would like the approved applications of a campaign as a spreadsheet.',
    },
    72,
  );
  await replyToSupportRequest(
    deps,
    people.admin,
    featureRequest.id,
    {
      message:
        "Thanks, Bailey! We have passed this to the product team. Meanwhile, Download CSV on the dashboard's Payouts tab opens in Excel and lists every approved creator's payout.",
    },
    ago(70),
  );

  await send(
    people.agent,
    {
      requestType: 'help',
      subject: 'Adding a second creator',
      message: 'How do I ask another creator to let me represent them?',
    },
    30,
  );
  await send(
    people.creator,
    {
      requestType: 'bug_report',
      subject: 'Screenshot upload stays at 0%',
      message: 'Uploading my results screenshot on the iPhone app stays at 0%. It works on my laptop.',
    },
    5,
  );
}
