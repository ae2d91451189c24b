import { FALLBACK_NAME_MESSAGES } from '@partnerly/contracts';
import type { MessageSide } from '@partnerly/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brandProfiles } from '../../db/schema';
import { loadPeople, nameOf } from '../applications/people';
import { uploadUrl } from '../uploads/uploads.service';
import { summariseWorkspaces } from '../workspaces/workspace-summaries';
import type { ThreadParty } from './safety-parties';

export interface NamedParty {
  side: MessageSide;
  /** The person's user id, or the brand's workspace id. */
  id: string;
  name: string;
  avatarUrl: string | null;
}

const keyOf = (party: ThreadParty) => `${party.party.kind}:${party.party.id}`;

/** Names and pictures of parties (a brand: its main profile's name and logo), in a few queries. */
export async function nameParties(db: Executor, parties: readonly ThreadParty[]): Promise<NamedParty[]> {
  const userIds = parties.filter((p) => p.party.kind === 'user').map((p) => p.party.id);
  const workspaceIds = parties.filter((p) => p.party.kind === 'workspace').map((p) => p.party.id);
  const [people, brands, logos] = await Promise.all([
    loadPeople(db, userIds),
    summariseWorkspaces(db, workspaceIds),
    workspaceIds.length
      ? db
          .select({ workspaceId: brandProfiles.workspaceId, uploadId: brandProfiles.profileImageUploadId })
          .from(brandProfiles)
          .where(and(inArray(brandProfiles.workspaceId, workspaceIds), eq(brandProfiles.isMainProfile, true)))
      : [],
  ]);
  const logoOf = new Map(logos.map((row) => [row.workspaceId, row.uploadId]));
  const named = new Map<string, NamedParty>();
  for (const party of parties) {
    const { id } = party.party;
    if (party.party.kind === 'workspace') {
      const logo = logoOf.get(id);
      named.set(keyOf(party), {
        side: party.side,
        id,
        name: brands.get(id)?.companyName ?? FALLBACK_NAME_MESSAGES.brand,
        avatarUrl: logo ? uploadUrl(logo) : null,
      });
    } else {
      const person = people.get(id);
      named.set(keyOf(party), {
        side: party.side,
        id,
        name: nameOf(
          person,
          party.side === 'creator'
            ? FALLBACK_NAME_MESSAGES.deletedCreator
            : FALLBACK_NAME_MESSAGES.deletedAgent,
        ),
        avatarUrl: person?.profileImageUrl ?? null,
      });
    }
  }
  return parties.map((party) => named.get(keyOf(party))!);
}
