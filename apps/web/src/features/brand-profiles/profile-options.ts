import {
  BRAND_CONTENT_CATEGORIES,
  BRAND_INDUSTRIES,
  COLLABORATION_TYPES,
  COMPANY_SIZES,
  LANGUAGES,
  type BrandContentCategory,
  type BrandIndustry,
  type CollaborationType,
  type CompanySize,
  type Language,
  type OPTIONAL_COMPLETION_FIELDS,
  type REQUIRED_COMPLETION_FIELDS,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

// The brand profile's lists (ids stored, labels shown) in the catalogs: the contracts keep the
// English labels for the API; the screens show each id through its key.

type Translate = (key: MessageKey, values?: MessageValues) => string;

const INDUSTRY_KEYS: Record<BrandIndustry, MessageKey> = {
  technology: 'brandProfiles.industry.technology',
  healthcare: 'brandProfiles.industry.healthcare',
  finance: 'brandProfiles.industry.finance',
  retail: 'brandProfiles.industry.retail',
  education: 'brandProfiles.industry.education',
  entertainment: 'brandProfiles.industry.entertainment',
  food_beverage: 'brandProfiles.industry.foodBeverage',
  automotive: 'brandProfiles.industry.automotive',
  real_estate: 'brandProfiles.industry.realEstate',
  consulting: 'brandProfiles.industry.consulting',
  manufacturing: 'brandProfiles.industry.manufacturing',
  beauty: 'brandProfiles.industry.beauty',
  fashion: 'brandProfiles.industry.fashion',
  hospitality: 'brandProfiles.industry.hospitality',
  other: 'brandProfiles.industry.other',
};

const COMPANY_SIZE_KEYS: Record<CompanySize, MessageKey> = {
  startup: 'brandProfiles.size.startup',
  small: 'brandProfiles.size.small',
  medium: 'brandProfiles.size.medium',
  large: 'brandProfiles.size.large',
  enterprise: 'brandProfiles.size.enterprise',
};

const COLLABORATION_KEYS: Record<CollaborationType, MessageKey> = {
  sponsored_posts: 'brandProfiles.collaboration.sponsoredPosts',
  product_reviews: 'brandProfiles.collaboration.productReviews',
  unboxing: 'brandProfiles.collaboration.unboxing',
  tutorials: 'brandProfiles.collaboration.tutorials',
  brand_ambassadorship: 'brandProfiles.collaboration.brandAmbassadorship',
  event_coverage: 'brandProfiles.collaboration.eventCoverage',
  giveaways: 'brandProfiles.collaboration.giveaways',
  user_generated_content: 'brandProfiles.collaboration.userGeneratedContent',
  affiliate_marketing: 'brandProfiles.collaboration.affiliateMarketing',
};

const LANGUAGE_KEYS: Record<Language, MessageKey> = {
  english: 'brandProfiles.language.english',
  spanish: 'brandProfiles.language.spanish',
  french: 'brandProfiles.language.french',
  german: 'brandProfiles.language.german',
  italian: 'brandProfiles.language.italian',
  portuguese: 'brandProfiles.language.portuguese',
  arabic: 'brandProfiles.language.arabic',
  chinese: 'brandProfiles.language.chinese',
  japanese: 'brandProfiles.language.japanese',
  korean: 'brandProfiles.language.korean',
  hindi: 'brandProfiles.language.hindi',
  russian: 'brandProfiles.language.russian',
};

const CATEGORY_KEYS: Record<BrandContentCategory, MessageKey> = {
  fashion: 'brandProfiles.category.fashion',
  beauty: 'brandProfiles.category.beauty',
  fitness: 'brandProfiles.category.fitness',
  food: 'brandProfiles.category.food',
  travel: 'brandProfiles.category.travel',
  tech: 'brandProfiles.category.tech',
  lifestyle: 'brandProfiles.category.lifestyle',
  health: 'brandProfiles.category.health',
  gaming: 'brandProfiles.category.gaming',
  music: 'brandProfiles.category.music',
};

type CompletionField =
  (typeof REQUIRED_COMPLETION_FIELDS)[number] | (typeof OPTIONAL_COMPLETION_FIELDS)[number];

/** The completion's field labels (the contracts' English) in the catalogs. */
const COMPLETION_FIELD_KEYS: Record<CompletionField['label'], MessageKey> = {
  'Profile Name': 'brandProfiles.field.profileName',
  'Company Name': 'brandProfiles.field.companyName',
  Bio: 'brandProfiles.field.bio',
  Industry: 'brandProfiles.field.industry',
  'Company Size': 'brandProfiles.field.companySize',
  City: 'brandProfiles.field.city',
  Country: 'brandProfiles.field.country',
  Website: 'brandProfiles.field.website',
  Phone: 'brandProfiles.field.phone',
  'Instagram Handle': 'brandProfiles.field.instagramHandle',
  'Minimum Budget': 'brandProfiles.field.minimumBudget',
  'Maximum Budget': 'brandProfiles.field.maximumBudget',
  'Collaboration Types': 'brandProfiles.field.collaborationTypes',
  'Content Categories': 'brandProfiles.field.contentCategories',
  'Languages Spoken': 'brandProfiles.field.languagesSpoken',
};

/** A completion field's label in the active language (an unknown one as it came). */
export function completionFieldLabel(t: Translate, label: string): string {
  const key = (COMPLETION_FIELD_KEYS as Record<string, MessageKey | undefined>)[label];
  return key ? t(key) : label;
}

interface Option<Id extends string> {
  id: Id;
  label: string;
}

const translated = <Id extends string>(
  t: Translate,
  list: readonly { id: Id }[],
  keys: Record<Id, MessageKey>,
): Option<Id>[] => list.map((item) => ({ id: item.id, label: t(keys[item.id]) }));

/** Every list of the brand profile forms, labels in the active language. */
export function profileOptions(t: Translate) {
  return {
    industries: translated(t, BRAND_INDUSTRIES, INDUSTRY_KEYS),
    companySizes: translated(t, COMPANY_SIZES, COMPANY_SIZE_KEYS),
    collaborationTypes: translated(t, COLLABORATION_TYPES, COLLABORATION_KEYS),
    languages: translated(t, LANGUAGES, LANGUAGE_KEYS),
    contentCategories: translated(t, BRAND_CONTENT_CATEGORIES, CATEGORY_KEYS),
  };
}
