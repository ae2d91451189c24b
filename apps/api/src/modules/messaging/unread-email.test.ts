import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { mailsTo, waitForMail } from '../../test/mailbox';
import type { TestUser } from '../../test/users';
import { createCreator } from '../applications/applications.fixtures';
import { createNotification } from '../notifications/create-notification';
import { call, castAroundApplication, openThread, readAs, said, type Cast } from './messaging.fixtures';
import { sendUnreadMessageEmails } from './unread-email';

// Issue 22 item 4: a message unread for 15 minutes e-mails the recipient, at most once per
// thread an hour, per their preferences (decision 0073). The sweep takes the
// clock, so a test runs it "16 minutes later" instead of waiting.

let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await castAroundApplication(t);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const sweep = (minutesFromNow: number) =>
  sendUnreadMessageEmails(t.deps, new Date(Date.now() + minutesFromNow * MINUTE));

/** E-mails are queued: a marker mail arriving after means any earlier unread e-mail has too. */
async function unreadMailsTo(user: TestUser) {
  const marker = `Marker ${Math.random()}`;
  await createNotification(t.deps, { userId: user.id, type: 'system_update', title: marker, message: 'm' });
  await waitForMail(t, user.email, { subject: marker });
  return (await mailsTo(t, user.email)).filter((mail) => mail.subject.startsWith('New message from'));
}

/** A direct thread between the cast's brand and a new creator, the brand's message in it. */
async function brandWrote(text = 'Are you free on Friday?') {
  const creator = await createCreator(t, 'Huda', 'Karim');
  const asked = await call(t, cast.team.owner, 'POST', '/api/chat-requests', {
    creatorId: creator.id,
    message: 'Hi',
  });
  const { request } = (await asked.json()) as { request: { id: string } };
  const accepted = await call(t, creator, 'POST', `/api/chat-requests/${request.id}/accept`, {});
  const conversationId = ((await accepted.json()) as { request: { conversationId: string } }).request
    .conversationId;
  await said(t, cast.team.manager, conversationId, text);
  return { creator, conversationId };
}

describe('the unread-message e-mail', () => {
  it('goes out once a message has waited 15 minutes, naming the sender and linking the thread', async () => {
    const { creator, conversationId } = await brandWrote();
    expect(await sweep(14)).toEqual([]);
    expect(await sweep(16)).toEqual([`${conversationId}:${creator.id}`]);
    const [mail, ...more] = await unreadMailsTo(creator);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('New message from Max Manager (Acme Trading)');
    expect(mail!.text).toContain(
      'Max Manager (Acme Trading) sent you a message on Partnerly that you have not read yet.',
    );
    expect(mail!.text).toContain(`${t.deps.publicUrl}/messages/${conversationId}`);
    // The brand's own people are not e-mailed about their side's message.
    expect((await unreadMailsTo(cast.team.owner)).length).toBe(0);
  });

  it('sends at most one per thread an hour, then tells of what came since', async () => {
    const { creator, conversationId } = await brandWrote();
    expect(await sweep(16)).toHaveLength(1);
    expect(await Promise.all([sweep(17), sweep(17)])).toEqual([[], []]);
    // A second message "30 minutes later": the hour since the first e-mail holds it back.
    const later = await said(t, cast.team.owner, conversationId, 'One more thing');
    await t.deps.database.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() + 30 * MINUTE) })
      .where(eq(messages.id, later.id));
    expect(await sweep(40)).toEqual([]);
    expect(await sweep(60)).toEqual([]);
    expect(await sweep(77)).toEqual([`${conversationId}:${creator.id}`]);
    // Nothing new after that one: no third e-mail.
    expect(await sweep(140)).toEqual([]);
    expect(await unreadMailsTo(creator)).toHaveLength(2);
  });

  it('is not sent when the message was read in time', async () => {
    const { creator, conversationId } = await brandWrote();
    await readAs(t, creator, conversationId);
    expect(await sweep(16)).toEqual([]);
    expect(await unreadMailsTo(creator)).toEqual([]);
  });

  it("is not sent when the recipient's preferences say no", async () => {
    const first = await brandWrote();
    const off = await call(t, first.creator, 'PUT', '/api/notifications/preferences', {
      preferences: [{ type: 'message_unread', emailEnabled: false }],
    });
    expect(off.status).toBe(200);
    const second = await brandWrote();
    const account = await call(t, second.creator, 'PUT', '/api/settings/account', {
      emailNotifications: false,
    });
    expect(account.status).toBe(200);
    expect(await sweep(16)).toEqual([]);
    expect(await unreadMailsTo(first.creator)).toEqual([]);
  });

  it('e-mails each person on an application thread about the other sides', async () => {
    const conversationId = (await openThread(t, cast.creator, cast.applicationId)).id;
    await said(t, cast.creator, conversationId, 'Draft is ready');
    const sent = await sweep(16);
    // The brand's people who work on the campaign and the creator's agent; not the creator.
    expect(sent.sort()).toEqual(
      [cast.team.owner, cast.team.manager, cast.team.member, cast.agent]
        .map((user) => `${conversationId}:${user.id}`)
        .sort(),
    );
    const [toAgent] = await unreadMailsTo(cast.agent);
    expect(toAgent!.subject).toBe('New message from Sara Ahmed');
  });
});
