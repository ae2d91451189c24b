import type { CampaignType, CompensationType, ContentCategoryId, Niche } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from './i18n-provider';

// Issue 25: the campaigns' stored ids (types, niches, content categories, compensation) as
// catalog keys, for every screen that shows them. Platforms are names and stay as they are
// (CAMPAIGN_PLATFORM_LABELS).

/** The message function of useT(), for helpers outside components. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export const CAMPAIGN_TYPE_KEYS: Record<CampaignType, MessageKey> = {
  content: 'campaigns.type.content',
  onsite: 'campaigns.type.onsite',
  event: 'campaigns.type.event',
  collaboration: 'campaigns.type.collaboration',
  review: 'campaigns.type.review',
  giveaway: 'campaigns.type.giveaway',
};

export const COMPENSATION_KEYS: Record<CompensationType, MessageKey> = {
  monetary: 'campaigns.compensation.monetary',
  barter: 'campaigns.compensation.barter',
  restaurant: 'campaigns.compensation.restaurant',
  other: 'campaigns.compensation.other',
};

export const CONTENT_CATEGORY_KEYS: Record<ContentCategoryId, MessageKey> = {
  beauty: 'campaigns.category.beauty',
  fashion: 'campaigns.category.fashion',
  fitness: 'campaigns.category.fitness',
  food: 'campaigns.category.food',
  travel: 'campaigns.category.travel',
  lifestyle: 'campaigns.category.lifestyle',
  tech: 'campaigns.category.tech',
  home: 'campaigns.category.home',
  parenting: 'campaigns.category.parenting',
  pets: 'campaigns.category.pets',
  finance: 'campaigns.category.finance',
  education: 'campaigns.category.education',
  entertainment: 'campaigns.category.entertainment',
  gaming: 'campaigns.category.gaming',
  gaming_reviews: 'campaigns.category.gamingReviews',
  music: 'campaigns.category.music',
  art: 'campaigns.category.art',
  sports: 'campaigns.category.sports',
  automotive: 'campaigns.category.automotive',
  mental_health: 'campaigns.category.mentalHealth',
  comedy: 'campaigns.category.comedy',
  hair_grooming: 'campaigns.category.hairGrooming',
  real_estate: 'campaigns.category.realEstate',
};

export const NICHE_KEYS: Record<Niche, MessageKey> = {
  'Fashion & Style': 'campaigns.niche.fashionStyle',
  'Beauty & Skincare': 'campaigns.niche.beautySkincare',
  'Food & Dining': 'campaigns.niche.foodDining',
  'Travel & Lifestyle': 'campaigns.niche.travelLifestyle',
  'Fitness & Health': 'campaigns.niche.fitnessHealth',
  Technology: 'campaigns.niche.technology',
  'Home & Garden': 'campaigns.niche.homeGarden',
  'Parenting & Family': 'campaigns.niche.parentingFamily',
  'Business & Finance': 'campaigns.niche.businessFinance',
  Entertainment: 'campaigns.niche.entertainment',
  Education: 'campaigns.niche.education',
  'Art & Design': 'campaigns.niche.artDesign',
  'Sports & Recreation': 'campaigns.niche.sportsRecreation',
  Gaming: 'campaigns.niche.gaming',
  Music: 'campaigns.niche.music',
  Photography: 'campaigns.niche.photography',
  'DIY & Crafts': 'campaigns.niche.diyCrafts',
  'Pets & Animals': 'campaigns.niche.petsAnimals',
  Automotive: 'campaigns.niche.automotive',
  Other: 'campaigns.niche.other',
};

/** A stored id in the active language; a value this build does not know is shown as sent. */
function labelOf<K extends string>(keys: Record<K, MessageKey>, t: Translate, value: string): string {
  return Object.hasOwn(keys, value) ? t(keys[value as K]) : value;
}

/** 'On-site' for 'onsite'. */
export const campaignTypeText = (t: Translate, type: string) => labelOf(CAMPAIGN_TYPE_KEYS, t, type);
/** 'Tech' for 'tech'. */
export const categoryText = (t: Translate, id: string) => labelOf(CONTENT_CATEGORY_KEYS, t, id);
/** 'Food & Dining' in the active language. */
export const nicheText = (t: Translate, niche: string) => labelOf(NICHE_KEYS, t, niche);
/** 'Product' for 'barter'; an unknown type is 'Other'. */
export const compensationText = (t: Translate, type: string) =>
  t(
    Object.hasOwn(COMPENSATION_KEYS, type)
      ? COMPENSATION_KEYS[type as CompensationType]
      : COMPENSATION_KEYS.other,
  );
