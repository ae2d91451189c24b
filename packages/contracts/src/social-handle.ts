import { z } from 'zod';
import { CAMPAIGN_PLATFORM_LABELS } from './campaign-labels';
import { CAMPAIGN_PLATFORMS, type CampaignPlatform } from './campaigns';
import { URL_MAX_LENGTH } from './http-url';
import { trimmedOrNull } from './text-input';

// Social handles (issue 13): people paste their profile link as often as they type the
// handle. Every handle field stores the bare handle, without '@' and without the link around
// it, through one transform per platform.

/** The platforms a handle can be given for: the ones campaigns target. */
export const SOCIAL_PLATFORMS = CAMPAIGN_PLATFORMS;
export type SocialPlatform = CampaignPlatform;

/** Where a platform's profiles live, and which part of a profile link is the handle. */
interface ProfileLinkRule {
  hosts: readonly string[];
  /** The handle from the link's path segments, or null when the link is not a profile. */
  handleOf: (segments: string[]) => string | null;
}

/** The first segment, unless it is one of the platform's own pages. */
const firstSegment =
  (reserved: readonly string[] = []) =>
  ([first]: string[]): string | null =>
    first && !reserved.includes(first.toLowerCase()) ? first : null;

/** `/@name` (TikTok, YouTube, Snapchat), or `/<prefix>/name` for the given prefixes. */
const atOrPrefixed =
  (prefixes: readonly string[]) =>
  ([first, second]: string[]): string | null => {
    if (first?.startsWith('@')) return first;
    return first && second && prefixes.includes(first.toLowerCase()) ? second : null;
  };

const RULES: Record<SocialPlatform, ProfileLinkRule> = {
  instagram: {
    hosts: ['instagram.com', 'instagr.am'],
    handleOf: firstSegment(['p', 'reel', 'reels', 'stories', 'explore', 'accounts', 'tv']),
  },
  tiktok: { hosts: ['tiktok.com'], handleOf: atOrPrefixed([]) },
  youtube: { hosts: ['youtube.com'], handleOf: atOrPrefixed(['c', 'user', 'channel']) },
  twitter: {
    hosts: ['twitter.com', 'x.com'],
    handleOf: firstSegment(['home', 'i', 'intent', 'search', 'share', 'hashtag']),
  },
  facebook: {
    hosts: ['facebook.com', 'fb.com'],
    handleOf: firstSegment(['profile.php', 'groups', 'pages', 'events', 'watch', 'sharer']),
  },
  linkedin: { hosts: ['linkedin.com'], handleOf: atOrPrefixed(['in', 'company', 'school']) },
  snapchat: { hosts: ['snapchat.com'], handleOf: atOrPrefixed(['add']) },
  pinterest: { hosts: ['pinterest.com'], handleOf: firstSegment(['pin', 'search', 'ideas']) },
};

/** A link rather than a handle: it has a slash, or starts like a web address. */
const looksLikeLink = (value: string) => value.includes('/') || /^www\./i.test(value);

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const isOnHost = (hostname: string, hosts: readonly string[]) =>
  hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));

/** Whether an http(s) URL is on one of the platform's hosts (a subdomain such as www. or m. included). */
export function isOnPlatformHost(platform: SocialPlatform, value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && isOnHost(url.hostname.toLowerCase(), RULES[platform].hosts);
  } catch {
    return false;
  }
}

/**
 * The handle typed or linked for a platform, without '@': '@desert.bloom',
 * 'https://www.instagram.com/desert.bloom/' and 'instagram.com/desert.bloom' all give
 * 'desert.bloom'. Null when the value is a link but not to a profile on that platform.
 */
export function toSocialHandle(platform: SocialPlatform, value: string): string | null {
  const trimmed = value.trim();
  if (!looksLikeLink(trimmed)) return trimmed.replace(/^@+/, '') || null;
  let url: URL;
  try {
    url = new URL(
      /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`,
    );
  } catch {
    return null;
  }
  const rule = RULES[platform];
  if (!/^https?:$/.test(url.protocol) || !isOnHost(url.hostname.toLowerCase(), rule.hosts)) return null;
  const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  const handle = rule.handleOf(segments)?.replace(/^@+/, '');
  return handle || null;
}

/** 'Please enter your Instagram handle or a link to your profile'. */
export const socialHandleMessage = (platform: SocialPlatform) =>
  `Please enter your ${CAMPAIGN_PLATFORM_LABELS[platform]} handle or a link to your profile`;

/**
 * An optional handle field for one platform: blank, null or absent become null; a handle or
 * a profile link is stored as the bare handle (at most `max` characters); another link is
 * refused with a field message.
 */
export function socialHandleField(platform: SocialPlatform, label: string, max: number) {
  return trimmedOrNull(URL_MAX_LENGTH, label).transform((value, ctx) => {
    if (!value) return null;
    const handle = toSocialHandle(platform, value);
    if (handle === null && looksLikeLink(value)) {
      ctx.addIssue({ code: 'custom', message: socialHandleMessage(platform), input: value });
      return z.NEVER;
    }
    if (handle && handle.length > max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be at most ${max} characters`, input: value });
      return z.NEVER;
    }
    return handle;
  });
}
