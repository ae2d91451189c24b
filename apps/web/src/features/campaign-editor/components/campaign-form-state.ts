import {
  CAMPAIGN_MESSAGES,
  campaignInputSchema,
  IMAGE_UPLOAD_MAX_BYTES,
  DEFAULT_CAMPAIGN_PLATFORM,
  hasCheckIns,
  localIsoDate,
  type BrandCampaign,
  type CampaignFormValues,
  type CampaignPlatform,
  type CampaignType,
  type CampaignVisibility,
  type CompensationType,
  type ContentCategoryId,
  type Niche,
} from '@partnerly/contracts';
import { EMPTY_TARGETING, targetingFromCampaign, type LocationTargeting } from './location-targeting';

// The Create/Edit Campaign form's state and its mapping to and from the API (spec 02
// sections 3 and 5). Validation reuses the contracts schema, so the form shows the same
// messages the API would return. Pure, so it is unit tested.

export interface BannerImage {
  uploadId: string;
  url: string;
}

export interface CampaignFormState {
  title: string;
  description: string;
  brief: string;
  requirements: string;
  campaignType: CampaignType | '';
  visibility: CampaignVisibility;
  platforms: CampaignPlatform[];
  niche: Niche | '';
  contentCategories: ContentCategoryId[];
  compensationType: CompensationType;
  /** Other compensation offered besides the main type. */
  extraCompensation: CompensationType[];
  budgetMin: string;
  budgetMax: string;
  applicationDeadline: string;
  deadline: string;
  contentDeadline: string;
  location: string;
  googleMapsUrl: string;
  eventLatitude: number | null;
  eventLongitude: number | null;
  banner: BannerImage | null;
  targeting: LocationTargeting;
  pointRewardEnabled: boolean;
}

/** The form's fields in screen order: the first one with an error gets the focus. */
const CAMPAIGN_FORM_FIELDS = [
  'title',
  'description',
  'brief',
  'requirements',
  'campaignType',
  'visibility',
  'platforms',
  'niche',
  'contentCategories',
  'bannerUploadId',
  'compensationType',
  'compensationTypes',
  'budgetMin',
  'budgetMax',
  'applicationDeadline',
  'deadline',
  'contentDeadline',
  'location',
  'googleMapsUrl',
  'eventLatitude',
  'eventLongitude',
  'targetCountries',
  'targetCities',
  'pointRewardEnabled',
] as const;
export type CampaignFormField = (typeof CAMPAIGN_FORM_FIELDS)[number];
export type CampaignFormErrors = Partial<Record<CampaignFormField, string>>;

/** Onsite and event campaigns happen somewhere: they get the map link and GPS fields. */
export const hasVenue = (type: CampaignType | '') => type === 'onsite' || type === 'event';
/** Point rewards are for check-ins at onsite and event campaigns (issue 20). */
export const hasPointRewards = (type: CampaignType | '') => type !== '' && hasCheckIns(type);
export const isMonetary = (state: Pick<CampaignFormState, 'compensationType' | 'extraCompensation'>) =>
  state.compensationType === 'monetary' || state.extraCompensation.includes('monetary');

export function emptyCampaignForm(targeting: LocationTargeting = EMPTY_TARGETING): CampaignFormState {
  return {
    title: '',
    description: '',
    brief: '',
    requirements: '',
    campaignType: '',
    visibility: 'public',
    platforms: [DEFAULT_CAMPAIGN_PLATFORM],
    niche: '',
    contentCategories: [],
    compensationType: 'monetary',
    extraCompensation: [],
    budgetMin: '',
    budgetMax: '',
    applicationDeadline: '',
    deadline: '',
    contentDeadline: '',
    location: '',
    googleMapsUrl: '',
    eventLatitude: null,
    eventLongitude: null,
    banner: null,
    targeting,
    pointRewardEnabled: false,
  };
}

const numberText = (value: number | null) => (value == null ? '' : String(value));

/** The Edit Campaign form of a saved campaign. */
export function campaignToForm(campaign: BrandCampaign): CampaignFormState {
  const platforms = campaign.platforms.length > 0 ? campaign.platforms : [DEFAULT_CAMPAIGN_PLATFORM];
  return {
    title: campaign.title,
    description: campaign.description,
    brief: campaign.brief ?? '',
    requirements: campaign.requirements ?? '',
    campaignType: campaign.campaignType,
    visibility: campaign.visibility,
    platforms: [...platforms],
    niche: campaign.niche,
    contentCategories: [...campaign.contentCategories],
    compensationType: campaign.compensationType,
    extraCompensation: campaign.compensationTypes.filter((type) => type !== campaign.compensationType),
    budgetMin: numberText(campaign.budgetMin),
    budgetMax: numberText(campaign.budgetMax),
    applicationDeadline: campaign.applicationDeadline,
    deadline: campaign.deadline ?? '',
    contentDeadline: campaign.contentDeadline ?? '',
    location: campaign.location ?? '',
    googleMapsUrl: campaign.googleMapsUrl ?? '',
    eventLatitude: campaign.eventLatitude,
    eventLongitude: campaign.eventLongitude,
    banner:
      campaign.bannerUploadId && campaign.bannerImageUrl
        ? { uploadId: campaign.bannerUploadId, url: campaign.bannerImageUrl }
        : null,
    targeting: targetingFromCampaign(campaign.targetCountries, campaign.targetCities),
    pointRewardEnabled: campaign.pointRewardEnabled,
  };
}

/** '' means not given; anything else must read as a number ('abc' stays NaN and is refused). */
const budgetValue = (text: string) => (text.trim() === '' ? null : Number(text));

/** The body of POST /api/campaigns and PUT /api/campaigns/:id. */
export function formToPayload(state: CampaignFormState): CampaignFormValues {
  const venue = hasVenue(state.campaignType);
  const monetary = isMonetary(state);
  return {
    title: state.title,
    description: state.description,
    brief: state.brief,
    requirements: state.requirements,
    // An unknown type is sent as is, so the schema answers 'Please select a valid campaign type'.
    campaignType: state.campaignType as CampaignType,
    visibility: state.visibility,
    platforms: state.platforms.length > 0 ? state.platforms : [DEFAULT_CAMPAIGN_PLATFORM],
    niche: state.niche as Niche,
    contentCategories: state.contentCategories,
    compensationType: state.compensationType,
    compensationTypes: [state.compensationType, ...state.extraCompensation],
    // A budget only means something for paid campaigns.
    budgetMin: monetary ? budgetValue(state.budgetMin) : null,
    budgetMax: monetary ? budgetValue(state.budgetMax) : null,
    applicationDeadline: state.applicationDeadline,
    deadline: state.deadline,
    contentDeadline: state.contentDeadline,
    location: state.location,
    googleMapsUrl: venue ? state.googleMapsUrl : null,
    eventLatitude: venue ? state.eventLatitude : null,
    eventLongitude: venue ? state.eventLongitude : null,
    bannerUploadId: state.banner?.uploadId ?? null,
    targetCountries: state.targeting.countries,
    targetCities: state.targeting.cities.map((city) => city.name),
    pointRewardEnabled: hasPointRewards(state.campaignType) && state.pointRewardEnabled,
  };
}

const isFormField = (field: string): field is CampaignFormField =>
  (CAMPAIGN_FORM_FIELDS as readonly string[]).includes(field);

/** One message per field (the first), for the fields the form shows. */
export function toFormErrors(entries: Iterable<[string, string]>): CampaignFormErrors {
  const errors: CampaignFormErrors = {};
  for (const [field, message] of entries) {
    if (field === 'platform') continue;
    const key = isFormField(field) ? field : null;
    if (key && !errors[key]) errors[key] = message;
  }
  return errors;
}

export interface ValidateOptions {
  /** The deadline rule checks only a new or changed deadline (an edit may keep a past one). */
  savedDeadline?: string;
  /** Today in the brand's time zone (YYYY-MM-DD). */
  today?: string;
}

/** The spec's per-field messages; empty when the form may be sent. */
export function validateCampaignForm(
  state: CampaignFormState,
  { savedDeadline, today = localIsoDate() }: ValidateOptions = {},
): CampaignFormErrors {
  const schema = campaignInputSchema({
    isDeadlineChecked: state.applicationDeadline !== savedDeadline,
    today: () => today,
  });
  const result = schema.safeParse(formToPayload(state));
  if (result.success) return {};
  return toFormErrors(
    result.error.issues.map((issue): [string, string] => [String(issue.path[0] ?? ''), issue.message]),
  );
}

/** The API's 400 `fields` (field -> messages) as form errors; unknown fields are left out. */
export function serverFieldErrors(fields: Record<string, string[] | undefined>): CampaignFormErrors {
  return toFormErrors(
    Object.entries(fields).flatMap(([field, messages]): [string, string][] =>
      messages?.[0] ? [[field, messages[0]]] : [],
    ),
  );
}

/** The field to scroll to and focus: the first with an error in screen order. */
export function firstErrorField(errors: CampaignFormErrors): CampaignFormField | null {
  return CAMPAIGN_FORM_FIELDS.find((field) => errors[field]) ?? null;
}

/** The spec's checks before a banner upload: an image, at most 5 MB. */
export function bannerFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return CAMPAIGN_MESSAGES.bannerNotImage;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return CAMPAIGN_MESSAGES.bannerTooLarge;
  return null;
}
