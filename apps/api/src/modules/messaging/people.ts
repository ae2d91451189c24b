import { FALLBACK_NAME_MESSAGES } from '@partnerly/contracts';
import type { ConversationParty, MessageSide } from '@partnerly/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authUsers, brandProfiles, profiles } from '../../db/schema';
import { uploadUrl } from '../uploads/uploads.service';
import { workspaceNameOf } from '../workspaces/workspace-names';
import { personName } from '../workspaces/workspace-people';
import type { Thread } from './conversation-access';

// The names and pictures a thread shows: people by their profile, the brand by the campaign's
// brand profile (a direct thread: the workspace's main profile). E-mail addresses never appear.

export interface Face {
  name: string;
  avatarUrl: string | null;
}

/** A gone account's messages keep their side; this is the name they show. */
export const DELETED_ACCOUNT = FALLBACK_NAME_MESSAGES.deletedAccount;

export async function facesOfPeople(db: Executor, ids: Iterable<string>): Promise<Map<string, Face>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: authUsers.id,
      name: authUsers.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.profileImageUrl,
    })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(inArray(authUsers.id, unique));
  return new Map(
    rows.map((row) => [
      row.id,
      { name: personName(row) || FALLBACK_NAME_MESSAGES.partnerlyUser, avatarUrl: row.avatarUrl ?? null },
    ]),
  );
}

/** The brand face of each thread with a workspace, by thread id. */
export async function brandFacesOf(db: Executor, threads: readonly Thread[]): Promise<Map<string, Face>> {
  const branded = threads.filter((thread) => thread.workspaceId !== null);
  if (branded.length === 0) return new Map();
  const profileIds = [
    ...new Set(branded.flatMap((thread) => (thread.brandProfileId ? [thread.brandProfileId] : []))),
  ];
  const workspaceIds = [...new Set(branded.map((thread) => thread.workspaceId!))];
  const rows = await db
    .select({
      id: brandProfiles.id,
      workspaceId: brandProfiles.workspaceId,
      isMainProfile: brandProfiles.isMainProfile,
      isActive: brandProfiles.isActive,
      companyName: brandProfiles.companyName,
      profileName: brandProfiles.profileName,
      imageId: brandProfiles.profileImageUploadId,
    })
    .from(brandProfiles)
    .where(
      or(
        profileIds.length > 0 ? inArray(brandProfiles.id, profileIds) : undefined,
        and(inArray(brandProfiles.workspaceId, workspaceIds), eq(brandProfiles.isMainProfile, true)),
      ),
    );
  const faceOf = (row: (typeof rows)[number]): Face => ({
    name: row.companyName?.trim() || row.profileName.trim(),
    avatarUrl: row.imageId ? uploadUrl(row.imageId) : null,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const mainOf = new Map(
    rows.filter((row) => row.isMainProfile && row.isActive).map((row) => [row.workspaceId, row]),
  );
  const faces = new Map<string, Face>();
  for (const thread of branded) {
    const row = (thread.brandProfileId && byId.get(thread.brandProfileId)) || mainOf.get(thread.workspaceId!);
    faces.set(
      thread.id,
      row ? faceOf(row) : { name: await workspaceNameOf(db, thread.workspaceId!, 'Brand'), avatarUrl: null },
    );
  }
  return faces;
}

/** The thread's parties as `faces` name them, in a fixed order: brand, creator, agent. */
export function partiesOf(
  thread: Thread,
  brand: Face | undefined,
  people: Map<string, Face>,
): ConversationParty[] {
  const parties: ConversationParty[] = [];
  const person = (side: MessageSide, id: string): ConversationParty => ({
    side,
    id,
    ...(people.get(id) ?? { name: DELETED_ACCOUNT, avatarUrl: null }),
  });
  if (thread.workspaceId && brand) parties.push({ side: 'brand', id: thread.workspaceId, ...brand });
  parties.push(person('creator', thread.creatorId));
  if (thread.agentId && thread.isAgentActive) parties.push(person('agent', thread.agentId));
  return parties;
}
