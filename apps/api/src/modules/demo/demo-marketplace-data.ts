import type { CampaignFormValues, CreateAccountInput } from '@partnerly/contracts';

// What the demo marketplace holds (see demo-marketplace.ts): more creators and a second brand
// beside the role accounts, campaigns in every state a brand can reach, and applications in
// every state, dated over the last weeks. Days are relative to the seeding day.

type CommunityAccount = Omit<CreateAccountInput, 'password'> & {
  email: string;
  userType: 'creator' | 'brand';
};

/** Creators and a second brand who fill the marketplace; they sign in with the demo password. */
export const DEMO_COMMUNITY: readonly CommunityAccount[] = [
  {
    email: 'layla@demo.partnerly.local',
    userType: 'creator',
    firstName: 'Layla',
    lastName: 'Haddad',
    location: 'Abu Dhabi',
    gender: 'female',
    bio: 'Beauty and skincare reviews for the Gulf climate.',
    contentCategories: ['beauty', 'lifestyle'],
  },
  {
    email: 'omar@demo.partnerly.local',
    userType: 'creator',
    firstName: 'Omar',
    lastName: 'Farouk',
    location: 'Dubai',
    gender: 'male',
    bio: 'Food spots, cafés and weekend brunches around Dubai.',
    contentCategories: ['food', 'travel'],
  },
  {
    email: 'noor@demo.partnerly.local',
    userType: 'creator',
    firstName: 'Noor',
    lastName: 'Khalil',
    location: 'Sharjah',
    gender: 'female',
    bio: 'Modest fashion and styling ideas.',
    contentCategories: ['fashion', 'lifestyle'],
  },
  {
    email: 'oasis@demo.partnerly.local',
    userType: 'brand',
    firstName: 'Hana',
    lastName: 'Saleh',
    companyName: 'Oasis Coffee Roasters',
    websiteUrl: 'https://oasis.demo.partnerly.local',
    contentCategories: ['food'],
    onboardingCompleted: true,
  },
  // Colleagues in the demo brand's workspace (issue 14): a manager and a member who works on
  // the Beauty Bar profile; they join through invitations the seed accepts.
  {
    email: 'maya@demo.partnerly.local',
    userType: 'brand',
    firstName: 'Maya',
    lastName: 'Rahman',
    companyName: 'Demo Brand Co.',
    onboardingCompleted: true,
  },
  {
    email: 'sami@demo.partnerly.local',
    userType: 'brand',
    firstName: 'Sami',
    lastName: 'Aziz',
    companyName: 'Demo Brand Co.',
    onboardingCompleted: true,
  },
  // A creator the demo super admin suspended (issue 19): the admin console's Users tab shows
  // the suspension and its history; signing in as him is refused.
  {
    email: 'rami@demo.partnerly.local',
    userType: 'creator',
    firstName: 'Rami',
    lastName: 'Nasr',
    location: 'Dubai',
    gender: 'male',
    bio: 'Gadget reviews and unboxings.',
    contentCategories: ['tech'],
  },
];

export type DemoCampaignKey = 'iftar' | 'skincare' | 'popup' | 'lookbook' | 'morningBrew' | 'tastingNight';

interface DemoCampaign {
  key: DemoCampaignKey;
  brand: 'demo' | 'oasis';
  /** Created this many days before the seeding day. */
  createdDaysAgo: number;
  status: 'active' | 'paused' | 'closed';
  form: Omit<CampaignFormValues, 'applicationDeadline' | 'contentDeadline'>;
  /** Days after the seeding day. */
  applicationDeadlineIn: number;
  contentDeadlineIn?: number;
}

export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    key: 'iftar',
    brand: 'demo',
    createdDaysAgo: 12,
    status: 'active',
    applicationDeadlineIn: 20,
    contentDeadlineIn: 35,
    form: {
      title: 'Ramadan Iftar Stories',
      description: 'Share an iftar gathering with our new date and saffron range on your table.',
      campaignType: 'content',
      niche: 'Food & Dining',
      platforms: ['instagram', 'tiktok'],
      contentCategories: ['food', 'lifestyle'],
      budgetMin: 1500,
      budgetMax: 4000,
      targetCountries: ['AE'],
    },
  },
  {
    key: 'skincare',
    brand: 'demo',
    createdDaysAgo: 9,
    status: 'active',
    applicationDeadlineIn: 14,
    contentDeadlineIn: 30,
    form: {
      title: 'Desert Bloom Skincare Launch',
      description: 'Film a morning routine with our SPF serum made for the UAE summer.',
      campaignType: 'content',
      niche: 'Beauty & Skincare',
      platforms: ['instagram', 'youtube'],
      contentCategories: ['beauty'],
      budgetMin: 2000,
      budgetMax: 5000,
    },
  },
  {
    key: 'popup',
    brand: 'demo',
    createdDaysAgo: 20,
    status: 'paused',
    applicationDeadlineIn: 25,
    form: {
      title: 'Dubai Mall Pop-up Weekend',
      description: 'Visit our pop-up store, try the collection and post your favourite finds.',
      campaignType: 'onsite',
      niche: 'Fashion & Style',
      platforms: ['instagram'],
      contentCategories: ['fashion'],
      budgetMin: 800,
      budgetMax: 2000,
      location: 'The Dubai Mall, Downtown Dubai',
      targetCountries: ['AE'],
      targetCities: ['Dubai'],
    },
  },
  {
    key: 'lookbook',
    brand: 'demo',
    createdDaysAgo: 40,
    status: 'closed',
    applicationDeadlineIn: 1,
    form: {
      title: 'Winter Collection Lookbook',
      description: 'Style three looks from the winter collection for a carousel post.',
      campaignType: 'content',
      niche: 'Fashion & Style',
      platforms: ['instagram'],
      contentCategories: ['fashion'],
      budgetMin: 1000,
      budgetMax: 2500,
    },
  },
  {
    key: 'morningBrew',
    brand: 'oasis',
    createdDaysAgo: 6,
    status: 'active',
    applicationDeadlineIn: 21,
    form: {
      title: 'Morning Brew Reels',
      description: 'Show your morning coffee ritual with our single-origin beans.',
      campaignType: 'content',
      niche: 'Food & Dining',
      platforms: ['instagram', 'tiktok'],
      contentCategories: ['food'],
      budgetMin: 600,
      budgetMax: 1200,
    },
  },
  {
    key: 'tastingNight',
    brand: 'oasis',
    createdDaysAgo: 3,
    status: 'active',
    applicationDeadlineIn: 10,
    form: {
      title: 'Cold Brew Tasting Night',
      description: 'Join our tasting evening in Alserkal Avenue and share the experience.',
      campaignType: 'event',
      niche: 'Food & Dining',
      platforms: ['instagram'],
      contentCategories: ['food', 'lifestyle'],
      budgetMin: 500,
      budgetMax: 900,
      location: 'Alserkal Avenue, Al Quoz, Dubai',
    },
  },
];
