import type { MyApplicationList } from '@partnerly/contracts';
import { eq, inArray } from 'drizzle-orm';
import { campaignApplications } from '../../db/schema';
import { representedCreatorIds } from '../agents/representations';
import { isAgent, type Actor, type Executor } from './applications.types';
import { loadMyApplications } from './load-views';

/**
 * My Applications, newest first: the creator's own, or for an agent those of every creator
 * it represents now.
 */
export async function listMyApplications(
  db: Executor,
  actor: Actor,
  limit: number,
): Promise<MyApplicationList> {
  if (!isAgent(actor.userType)) {
    return {
      applications: await loadMyApplications(db, eq(campaignApplications.creatorId, actor.userId), limit),
    };
  }
  const creatorIds = await representedCreatorIds(db, actor.userId);
  if (creatorIds.length === 0) return { applications: [] };
  return {
    applications: await loadMyApplications(db, inArray(campaignApplications.creatorId, creatorIds), limit),
  };
}
