import { describe, expect, it } from 'vitest';
import { signUpInput } from './auth';
import { createBrandProfileInput } from './brand-profiles';
import { createCampaignInput } from './campaign-form';
import {
  httpUrl,
  isHttpUrl,
  optionalHttpUrl,
  optionalWebsiteUrl,
  WEBSITE_URL_MESSAGE,
  websiteUrl,
} from './http-url';
import { completeOnboardingInput } from './onboarding';

const NOT_HTTP = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://files.example.com',
  'mailto:sales@example.com',
  'https:example.com',
  '//example.com',
  'https://',
  'https://exa mple.com',
  'https://example.com/\u0000',
  'example.com',
];

describe('isHttpUrl', () => {
  it.each(['https://acme.example', 'http://acme.example/shop?x=1#top', 'HTTPS://ACME.EXAMPLE'])(
    'accepts %s',
    (value) => expect(isHttpUrl(value)).toBe(true),
  );

  it.each(NOT_HTTP)('refuses %j', (value) => expect(isHttpUrl(value)).toBe(false));
});

describe('httpUrl', () => {
  const schema = httpUrl('Please enter a valid website URL', { max: 40 });

  it('trims and keeps an http(s) URL as typed', () => {
    expect(schema.parse('  https://acme.example/Shop  ')).toBe('https://acme.example/Shop');
  });

  it.each([...NOT_HTTP, '', 42, null])('refuses %j with the field message', (value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid website URL');
  });

  it('refuses a URL over the length limit with its own message', () => {
    const result = schema.safeParse(`https://acme.example/${'a'.repeat(40)}`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['URL must be at most 40 characters']);
  });

  it('optionalHttpUrl takes blank, null and absent as null', () => {
    const optional = optionalHttpUrl('Bad link');
    expect(optional.parse('  ')).toBeNull();
    expect(optional.parse(null)).toBeNull();
    expect(optional.parse(undefined)).toBeNull();
    expect(optional.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe('Bad link');
  });
});

// Every URL field of the contracts goes through the helper.
describe('URL fields accept only http(s)', () => {
  const account = {
    userType: 'brand',
    email: 'b@example.com',
    password: 'secret123',
    companyName: 'Acme',
    acceptedTerms: true,
  };
  const campaign = {
    title: 'Summer launch',
    description: 'Show our new drinks',
    campaignType: 'content',
    niche: 'Food & Dining',
    applicationDeadline: '2999-01-01',
    budgetMin: 100,
    budgetMax: 500,
  };
  const fields: [
    string,
    (url: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
    string,
  ][] = [
    ['sign-up websiteUrl', (url) => signUpInput.safeParse({ ...account, websiteUrl: url }), 'websiteUrl'],
    ['onboarding websiteUrl', (url) => completeOnboardingInput.safeParse({ websiteUrl: url }), 'websiteUrl'],
    [
      'brand profile websiteUrl',
      (url) => createBrandProfileInput.safeParse({ profileName: 'Main', websiteUrl: url }),
      'websiteUrl',
    ],
    [
      'campaign googleMapsUrl',
      (url) => createCampaignInput.safeParse({ ...campaign, googleMapsUrl: url }),
      'googleMapsUrl',
    ],
  ];

  it.each(fields)('%s refuses javascript:, data: and other schemes', (_name, parse, path) => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'vbscript:msgbox(1)', 'ftp://x.example']) {
      const result = parse(url);
      expect(result.success, url).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
    }
  });

  it.each(fields)('%s accepts an https URL', (_name, parse) => {
    const result = parse('https://acme.example/page');
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });
});

// Issue 13: people type 'desertbloom.ae'; every website field stores 'https://desertbloom.ae'.
describe('website fields add https:// when no scheme is typed', () => {
  it.each([
    ['desertbloom.ae', 'https://desertbloom.ae'],
    ['  www.desertbloom.ae/shop ', 'https://www.desertbloom.ae/shop'],
    ['desertbloom.ae:8080/menu', 'https://desertbloom.ae:8080/menu'],
    ['//desertbloom.ae', 'https://desertbloom.ae'],
    ['http://desertbloom.ae', 'http://desertbloom.ae'],
    ['HTTPS://DesertBloom.ae/Shop', 'HTTPS://DesertBloom.ae/Shop'],
  ])('websiteUrl: %j → %j', (typed, stored) => {
    expect(websiteUrl().parse(typed)).toBe(stored);
    expect(optionalWebsiteUrl().parse(typed)).toBe(stored);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://desertbloom.ae',
    'mailto:hello@desertbloom.ae',
    'desert bloom',
    'hello',
    'https://hello',
    'desertbloom.',
    '',
  ])('websiteUrl refuses %j', (typed) => {
    expect(websiteUrl().safeParse(typed).error?.issues[0]?.message).toBe(WEBSITE_URL_MESSAGE);
  });

  it('optionalWebsiteUrl still takes blank and null as null', () => {
    expect(optionalWebsiteUrl().parse(' ')).toBeNull();
    expect(optionalWebsiteUrl().parse(null)).toBeNull();
  });

  const account = {
    userType: 'brand',
    email: 'b@example.com',
    password: 'secret123',
    companyName: 'Acme',
    acceptedTerms: true,
  };
  it.each<[string, () => unknown]>([
    ['sign-up', () => signUpInput.parse({ ...account, websiteUrl: 'desertbloom.ae' }).websiteUrl],
    ['onboarding', () => completeOnboardingInput.parse({ websiteUrl: 'desertbloom.ae' }).websiteUrl],
    [
      'brand profile',
      () => createBrandProfileInput.parse({ profileName: 'Main', websiteUrl: 'desertbloom.ae' }).websiteUrl,
    ],
  ])('%s stores https://desertbloom.ae', (_name, parse) => {
    expect(parse()).toBe('https://desertbloom.ae');
  });
});

it('a refused website gets one message', () => {
  expect(websiteUrl().safeParse('javascript:alert(1)').error?.issues).toHaveLength(1);
  expect(websiteUrl().safeParse('https://hello').error?.issues).toHaveLength(1);
});
