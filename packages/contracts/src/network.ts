import { z } from 'zod';
import { platformFiguresSchema } from './applications';
import { creatorPerformanceSchema } from './creator-performance';

// The brand network at /brand-network (issue 16 item 7; spec 02 'Favorite creators (brand
// network)'): the creators a brand workspace keeps as favourites. They join the brand's approved
// network, so they see its private campaigns, and the brand may invite them to one.

export const NETWORK_MESSAGES = {
  added: 'Added to your network',
  alreadyAdded: 'Already in your network',
  removed: 'Removed from your network',
  creatorRequired: 'Choose a creator to add to your network',
  creatorNotFound: 'Creator not found',
  notInNetwork: 'This creator is not in your network',
  /** Inviting someone who is not a favourite. */
  inviteNeedsNetwork: (name: string) =>
    `${name} is not in your network. Add them to your network before inviting them.`,
  campaignRequired: 'Choose one of your active private campaigns',
  /** A public campaign, another brand's, or an unknown id. */
  campaignNotFound: 'Campaign not found. Choose one of your active private campaigns.',
  campaignNotActive: 'This campaign is not active. You can invite creators while it is active.',
  alreadyApplied: (name: string) => `${name} has already applied to this campaign`,
  invitedRecently: (name: string) =>
    `You invited ${name} to this campaign in the last 24 hours. You can invite them again later.`,
  invited: (name: string) => `Invitation sent to ${name}`,
} as const;

/** Where an invitation takes the creator: the campaign's detail in the feed. */
export const campaignInviteLink = (campaignId: string) => `/campaigns?campaign=${campaignId}`;

/** Pushed to the workspace's open streams after a favourite is added or removed. */
export const NETWORK_EVENTS = { changed: 'network.changed' } as const;

const creatorId = z
  .string(NETWORK_MESSAGES.creatorRequired)
  .trim()
  .min(1, NETWORK_MESSAGES.creatorRequired)
  .max(100, NETWORK_MESSAGES.creatorNotFound);

/** Body of POST /api/network. */
export const addToNetworkInput = z.object({ creatorId });
export type AddToNetworkInput = z.input<typeof addToNetworkInput>;

export const networkCreatorParam = z.object({ creatorId });

/** Body of POST /api/network/:creatorId/invite. */
export const inviteFromNetworkInput = z.object({ campaignId: z.uuid(NETWORK_MESSAGES.campaignRequired) });
export type InviteFromNetworkInput = z.input<typeof inviteFromNetworkInput>;

/** One favourite as the brand's workspace sees it. */
export const networkCreatorSchema = z.object({
  creatorId: z.string(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  /** Content category labels; empty while the creator's profile is hidden from brands. */
  categories: z.array(z.string()),
  /** Null while the profile is hidden. */
  location: z.string().nullable(),
  /** Null each while the profile is hidden or the creator does not share social links. */
  handles: platformFiguresSchema(z.string()),
  /** True when the creator's profile visibility hides categories, location and handles. */
  isProfileHidden: z.boolean(),
  /** creator_performance_summary over this workspace's completed results; null before the first. */
  performance: creatorPerformanceSchema.nullable(),
  /** The workspace's campaigns the creator was approved for (approved or in progress). */
  campaignsWithBrand: z.int().nonnegative(),
  /** Of the workspace's active private campaigns, those the creator applied to (no invitation). */
  appliedCampaignIds: z.array(z.uuid()),
  addedAt: z.iso.datetime(),
});
export type NetworkCreator = z.infer<typeof networkCreatorSchema>;

/** GET /api/network: newest favourites first. */
export const networkListSchema = z.object({ creators: z.array(networkCreatorSchema) });
export type NetworkList = z.infer<typeof networkListSchema>;

/** GET /api/network/ids: who is a favourite, for the 'Add to network' buttons. */
export const networkIdsSchema = z.object({ creatorIds: z.array(z.string()) });
export type NetworkIds = z.infer<typeof networkIdsSchema>;

/** Answer of POST /api/network (201 added, 200 already there) and of an invitation. */
export const networkChangeSchema = z.object({ creatorId: z.string(), message: z.string() });
export type NetworkChange = z.infer<typeof networkChangeSchema>;
