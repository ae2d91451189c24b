import type { BrandApplication, MyApplication } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications } from '../../db/schema';
import { workspaceOfActor, type Actor } from './applications.types';
import { applicationNotFound, isCreatorSide } from './find-application';
import { loadBrandApplications, loadMyApplication } from './load-views';

/** One application as the caller sees it: the campaign's brand, the creator or their agent. */
export async function getApplication(
  db: Executor,
  actor: Actor,
  id: string,
): Promise<{ application: BrandApplication | MyApplication }> {
  if (actor.userType === 'brand') {
    const [application] = await loadBrandApplications(
      db,
      workspaceOfActor(actor).workspaceId,
      eq(campaignApplications.id, id),
    );
    if (!application) throw applicationNotFound();
    return { application };
  }
  const [row] = await db
    .select({ creatorId: campaignApplications.creatorId })
    .from(campaignApplications)
    .where(eq(campaignApplications.id, id));
  if (!row || !(await isCreatorSide(db, actor, row.creatorId))) throw applicationNotFound();
  return { application: await loadMyApplication(db, id) };
}
