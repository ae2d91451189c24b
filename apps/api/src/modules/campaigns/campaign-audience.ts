import type { UserType } from '@partnerly/contracts';

/**
 * The brands whose private campaigns the viewer may see (spec: private campaigns are
 * shown only to the brand's approved network). Today that is a brand viewer's own account;
 * the brand network (favourite creators) will add every brand whose approved network holds
 * the viewer here, and in getVisibleCampaign's audience rule. A viewer with none gets the
 * feed's shared public pages (FeedCache).
 */
export function privateCampaignBrandIds(viewerId: string, viewerType: UserType | null): string[] {
  return viewerType === 'brand' ? [viewerId] : [];
}
