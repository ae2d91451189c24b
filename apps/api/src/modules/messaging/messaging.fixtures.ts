import { randomUUID } from 'node:crypto';
import type {
  ConversationDetail,
  ConversationList,
  Message,
  MessagePage,
  UnreadCount,
} from '@partnerly/contracts';
import sharp from 'sharp';
import type { TestApp } from '../../test/create-test-app';
import { createAdmin } from '../../test/factories/admin';
import { createBrand, createColleague, giveSubscription } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { applyAs, createCreator } from '../applications/applications.fixtures';
import { call } from '../brand-profiles/brand-profiles.fixtures';
import { agentFor } from '../calendar/calendar.fixtures';
import { campaignForm } from '../campaigns/campaigns.fixtures';
import { createTeam, nameUser, type Team } from '../workspaces/workspace.fixtures';

// Helpers shared by the messaging tests.

export { call };

/** Everyone around one application thread, and people who must not see it. */
export interface Cast {
  team: Team;
  /** Role member assigned to the Main profile only: the campaign runs under Outlet. */
  unassigned: TestUser;
  creator: TestUser;
  /** Represents the creator and applied for them. */
  agent: TestUser;
  campaignId: string;
  applicationId: string;
  otherBrand: TestUser;
  otherCreator: TestUser;
  admin: TestUser;
}

/**
 * A Premium team (Olivia Owner, Max Manager, Mia Member on Outlet) with a campaign under Outlet,
 * to which Rami Agent applied for Sara Ahmed; plus outsiders.
 */
export async function castAroundApplication(t: TestApp): Promise<Cast> {
  const team = await createTeam(t);
  const unassigned = await createColleague(t, team.owner.id, 'member', [team.main.id]);
  const created = await call(
    t,
    team.owner,
    'POST',
    '/api/campaigns',
    campaignForm({ title: 'Marina Coffee Reels' }),
    {
      actingAs: team.outlet.id,
    },
  );
  if (created.status !== 201) throw new Error(`campaign answered ${created.status}: ${await created.text()}`);
  const campaignId = ((await created.json()) as { campaign: { id: string } }).campaign.id;
  const creator = await createCreator(t, 'Sara', 'Ahmed');
  const agent = await agentFor(t, creator);
  const application = await applyAs(t, agent, { type: 'direct', campaignId, creatorId: creator.id });
  const otherBrand = await createBrand(t);
  await giveSubscription(t, otherBrand.id, { planId: 'premium' });
  const otherCreator = await createCreator(t, 'Omar', 'Farouk');
  await nameUser(t, otherCreator, 'Omar', 'Farouk');
  return {
    team,
    unassigned,
    creator,
    agent,
    campaignId,
    applicationId: application.id,
    otherBrand,
    otherCreator,
    admin: await createAdmin(t),
  };
}

async function expectJson<T>(response: Response, status: number, what: string): Promise<T> {
  const body = await response.json();
  if (response.status !== status)
    throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body)}`);
  return body as T;
}

export async function openThread(
  t: TestApp,
  user: TestUser,
  applicationId: string,
): Promise<ConversationDetail> {
  return expectJson(
    await call(t, user, 'GET', `/api/applications/${applicationId}/conversation`),
    200,
    'open',
  );
}

export function sendAs(
  t: TestApp,
  user: TestUser | null,
  conversationId: string,
  body: { body?: string; attachmentUploadIds?: string[]; clientKey?: string },
): Promise<Response> {
  return call(t, user, 'POST', `/api/conversations/${conversationId}/messages`, {
    clientKey: randomUUID(),
    ...body,
  });
}

/** Sends a text; throws unless it answers 201. */
export async function said(
  t: TestApp,
  user: TestUser,
  conversationId: string,
  text: string,
): Promise<Message> {
  return expectJson(await sendAs(t, user, conversationId, { body: text }), 201, 'send');
}

export async function messagesOf(t: TestApp, user: TestUser, conversationId: string): Promise<Message[]> {
  const page = await expectJson<MessagePage>(
    await call(t, user, 'GET', `/api/conversations/${conversationId}/messages`),
    200,
    'messages',
  );
  return page.messages;
}

export async function conversationsOf(t: TestApp, user: TestUser, query = ''): Promise<ConversationList> {
  return expectJson(await call(t, user, 'GET', `/api/conversations${query}`), 200, 'list');
}

export async function unreadOf(t: TestApp, user: TestUser): Promise<UnreadCount> {
  return expectJson(await call(t, user, 'GET', '/api/messages/unread-count'), 200, 'unread count');
}

export async function readAs(t: TestApp, user: TestUser, conversationId: string) {
  return expectJson<{ readAt: string; unreadCount: number }>(
    await call(t, user, 'POST', `/api/conversations/${conversationId}/read`),
    200,
    'read',
  );
}

/** Uploads a file for the user through POST /api/uploads; answers its id. */
export async function uploadAs(
  t: TestApp,
  user: TestUser,
  kind: 'image' | 'pdf' | 'text',
  purpose = 'message-attachment',
): Promise<string> {
  const bytes =
    kind === 'image'
      ? await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0ea5e9' } })
          .png()
          .toBuffer()
      : kind === 'pdf'
        ? Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
        : Buffer.from('plain words\n');
  const form = new FormData();
  const name = { image: 'photo.png', pdf: 'brief.pdf', text: 'notes.txt' }[kind];
  form.append('file', new File([new Uint8Array(bytes)], name));
  form.append('purpose', purpose);
  const response = await t.request('/api/uploads', {
    method: 'POST',
    headers: { cookie: user.cookie },
    body: form,
  });
  return (await expectJson<{ id: string }>(response, 201, 'upload')).id;
}
