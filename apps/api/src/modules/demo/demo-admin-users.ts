import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { userActionsLog } from '../../db/schema';
import { suspendAdminUser } from '../admin-users/suspend-admin-user';
import { updateAdminUser } from '../admin-users/update-admin-user';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reason Rami is given (in the suspension e-mail, the console and the history). */
export const DEMO_SUSPENSION_REASON =
  'Repeated submissions with purchased followers after two warnings from the Partnerly team.';

/**
 * The admin console's Users tab in use (issue 19): the demo super admin corrected Rami's last
 * name nine days ago and suspended him two days ago, through the same use cases as the console
 * (so the audit rows and the suspension e-mail are there). Once: nothing when Rami has a
 * history already. Answers whether it seeded.
 */
export async function seedDemoAdminUsers(
  deps: AppDeps,
  people: { superAdmin: string; rami: string },
  today = new Date(),
): Promise<boolean> {
  const [existing] = await deps.database.db
    .select({ id: userActionsLog.id })
    .from(userActionsLog)
    .where(eq(userActionsLog.targetUserId, people.rami))
    .limit(1);
  if (existing) return false;
  const at = (days: number) => new Date(today.getTime() + days * DAY_MS);
  const actor = { userId: people.superAdmin };
  await updateAdminUser(deps, actor, people.rami, { lastName: 'Nasser' }, at(-9));
  await suspendAdminUser(deps, actor, people.rami, DEMO_SUSPENSION_REASON, at(-2));
  return true;
}
