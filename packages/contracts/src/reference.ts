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
