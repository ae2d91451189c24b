import type { MessageSide, UserType } from '@partnerly/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { signedInUser } from '../../middleware/guards';
import type { Membership } from '../workspaces/membership';
import { workspaceOf } from '../workspaces/workspaces.guards';

/** The account types that take part in messaging (requireRole lets only these through). */
export const MESSAGING_USER_TYPES = [
  'brand',
  'creator',
  'agent',
  'agency',
] as const satisfies readonly UserType[];

/** Who calls a messaging route: their side follows from their account type. */
export interface Caller {
  userId: string;
  side: MessageSide;
  /** A brand user's workspace membership (role, assigned profiles); null on the other sides. */
  membership: Membership | null;
}

function sideOfUserType(userType: UserType): MessageSide {
  if (userType === 'brand') return 'brand';
  return userType === 'creator' ? 'creator' : 'agent';
}

/** The caller of a route behind requireRole(...MESSAGING_USER_TYPES). */
export async function callerOf(c: Context<AppEnv>): Promise<Caller> {
  const side = sideOfUserType(c.get('userType'));
  return {
    userId: signedInUser(c).id,
    side,
    membership: side === 'brand' ? await workspaceOf(c) : null,
  };
}
