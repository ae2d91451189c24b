import { z } from 'zod';

// Reference lists of spec 01 section 3 (ids are stored; labels are shown).
export const CONTENT_CATEGORIES = [
  { id: 'beauty', label: 'Beauty' },
  { id: 'fashion', label: 'Fashion' },
  { id: 'fitness', label: 'Fitness' },
  { id: 'food', label: 'Food' },
  { id: 'travel', label: 'Travel' },
  { id: 'lifestyle', label: 'Lifestyle' },
  { id: 'tech', label: 'Tech' },
  { id: 'home', label: 'Home' },
  { id: 'parenting', label: 'Parenting' },
  { id: 'pets', label: 'Pets' },
  { id: 'finance', label: 'Finance' },
  { id: 'education', label: 'Education' },
  { id: 'entertainment', label: 'Entertainment' },
  { id: 'gaming', label: 'Gaming' },
  { id: 'gaming_reviews', label: 'Gaming Reviews' },
  { id: 'music', label: 'Music' },
  { id: 'art', label: 'Art' },
  { id: 'sports', label: 'Sports' },
  { id: 'automotive', label: 'Cars & Motors' },
  { id: 'mental_health', label: 'Mental Health' },
  { id: 'comedy', label: 'Memes & Comedy' },
  { id: 'hair_grooming', label: 'Hair & Grooming' },
  { id: 'real_estate', label: 'Real Estate' },
] as const;
export type ContentCategoryId = (typeof CONTENT_CATEGORIES)[number]['id'];
export const CONTENT_CATEGORY_IDS = CONTENT_CATEGORIES.map((c) => c.id) as [
  ContentCategoryId,
  ...ContentCategoryId[],
];

export const AGENT_SPECIALIZATIONS = [
  { id: 'influencer-management', label: 'Influencer Management' },
  { id: 'brand-partnerships', label: 'Brand Partnerships' },
  { id: 'content-strategy', label: 'Content Strategy' },
  { id: 'social-media-marketing', label: 'Social Media Marketing' },
  { id: 'campaign-management', label: 'Campaign Management' },
  { id: 'talent-scouting', label: 'Talent Scouting' },
] as const;
export type AgentSpecializationId = (typeof AGENT_SPECIALIZATIONS)[number]['id'];

export const EXPERIENCE_LEVELS = [
  { id: 'entry', label: 'Entry (0-2 yrs)' },
  { id: 'mid', label: 'Mid (2-5 yrs)' },
  { id: 'senior', label: 'Senior (5+ yrs)' },
  { id: 'expert', label: 'Expert (10+ yrs)' },
] as const;
export type ExperienceLevelId = (typeof EXPERIENCE_LEVELS)[number]['id'];

// Answers of /api/reference (ids are stored; labels are shown).

/** One entry of a reference list. */
export const referenceItemSchema = z.object({ id: z.string(), label: z.string() });
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

/** GET /api/reference/categories: the content categories in display order. */
export const categoryListSchema = z.object({ categories: z.array(referenceItemSchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

/** GET /api/reference/agent-specializations. */
export const agentSpecializationListSchema = z.object({ specializations: z.array(referenceItemSchema) });
export type AgentSpecializationList = z.infer<typeof agentSpecializationListSchema>;

/** GET /api/reference/experience-levels. */
export const experienceLevelListSchema = z.object({ levels: z.array(referenceItemSchema) });
export type ExperienceLevelList = z.infer<typeof experienceLevelListSchema>;

/** A country by its ISO 3166-1 alpha-2 code. */
export const countrySchema = z.object({ code: z.string().regex(/^[A-Z]{2}$/), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** Countries listed first, in this order, before the rest by name: the United Arab Emirates. */
export const FEATURED_COUNTRY_CODES = ['AE'] as const;

/** GET /api/reference/countries: every country, the featured ones first, then by name. */
export const countryListSchema = z.object({ countries: z.array(countrySchema) });
export type CountryList = z.infer<typeof countryListSchema>;

/** GET /api/reference/countries/:code/cities: an empty list means the city is typed freely. */
export const countryCitiesSchema = z.object({ country: countrySchema, cities: z.array(z.string()) });
export type CountryCities = z.infer<typeof countryCitiesSchema>;
