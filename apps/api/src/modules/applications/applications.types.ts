import type { NegotiationParty, UserType } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import type { campaignApplications, applicationOffers } from '../../db/schema';
import type { Membership } from '../workspaces/membership';

/** What the application operations use from the app's dependencies. */
export type ApplicationDeps = Pick<AppDeps, 'database' | 'events' | 'mail' | 'publicUrl'>;

export type ApplicationRow = typeof campaignApplications.$inferSelect;
export type OfferRow = typeof applicationOffers.$inferSelect;

/** Who calls: the signed-in user and their account type (set by requireRole). */
export interface Actor {
  userId: string;
  userType: UserType;
  /** A brand user's workspace: brand-side operations act for it. */
  workspace?: Membership;
}

/** The workspace a brand-side actor acts for. */
export function workspaceOfActor(actor: Actor): Membership {
  if (!actor.workspace) throw new Error('A brand-side actor carries its workspace');
  return actor.workspace;
}

/** Brands act as the brand side; creators and their agents as the creator side. */
export function partyOf(actor: Actor): NegotiationParty {
  return actor.userType === 'brand' ? 'brand' : 'creator';
}

export function isAgent(userType: UserType): boolean {
  return userType === 'agent' || userType === 'agency';
}
