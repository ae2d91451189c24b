import type { CreatorPage, PermitBadge, SocialLinkPlatform } from '@partnerly/contracts';
import { initialsOf, isOwnImage } from '@/components/public-page/page-parts';
import { usePageT } from '@/components/public-page/public-language';

const PLATFORM_LABELS: Record<SocialLinkPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  snapchat: 'Snapchat',
};

/** The creator's photo, name, tagline, location, bio and up to 3 social links. */
export function CreatorHeader({ creator, socialLinks }: Pick<CreatorPage, 'creator' | 'socialLinks'>) {
  const t = usePageT();
  return (
    <section
      aria-labelledby="creator-name"
      className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-start"
    >
      {isOwnImage(creator.avatarUrl) ? (
        <img
          src={creator.avatarUrl}
          alt=""
          width={96}
          height={96}
          fetchPriority="high"
          className="size-24 shrink-0 rounded-full border object-cover"
        />
      ) : (
        <div
          aria-hidden
          className="flex size-24 shrink-0 items-center justify-center rounded-full bg-primary text-3xl font-semibold text-primary-foreground"
        >
          {initialsOf(creator.name)}
        </div>
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <h1 id="creator-name" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {creator.name}
        </h1>
        {creator.isVerified ? (
          <p className="inline-flex items-center justify-center gap-1 self-center rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 sm:self-start dark:bg-emerald-500/10 dark:text-emerald-300">
            {/* The page loads without the app's icon set: the check drawn here. */}
            <svg
              viewBox="0 0 24 24"
              className="size-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden
            >
              <circle cx="12" cy="12" r="9" />
              <path d="m8.5 12 2.5 2.5 4.5-5" />
            </svg>
            {t('creatorPage.verified')}
          </p>
        ) : null}
        {creator.advertiserPermit ? <PermitLine permit={creator.advertiserPermit} /> : null}
        {creator.tagline ? <p className="text-base font-medium text-primary">{creator.tagline}</p> : null}
        {creator.location ? (
          <p className="flex items-center justify-center gap-1 text-sm text-muted-foreground sm:justify-start">
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden
            >
              <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
              <circle cx="12" cy="10" r="2.5" />
            </svg>
            <span>{creator.location}</span>
          </p>
        ) : null}
        {creator.bio ? (
          <p className="max-w-prose text-sm whitespace-pre-line text-foreground/90">{creator.bio}</p>
        ) : null}
        {socialLinks.length > 0 ? (
          <ul
            aria-label={t('creatorPage.socialLinks')}
            className="mt-1 flex flex-wrap justify-center gap-2 sm:justify-start"
          >
            {socialLinks.map((link) => (
              <li key={`${link.platform}-${link.url}`}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {PLATFORM_LABELS[link.platform]}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/** The UAE Advertiser Permit number the law asks holders to show, with 'Verified' once an admin checked it. */
function PermitLine({ permit }: { permit: PermitBadge }) {
  const t = usePageT();
  return (
    <p className="text-sm text-muted-foreground">
      {permit.state === 'exempt' || !permit.permitNumber ? (
        t('creatorPage.permitExempt')
      ) : (
        <>
          <span className="font-medium break-all text-foreground">
            {t('creatorPage.permitNumber', { number: permit.permitNumber })}
          </span>
          {permit.state === 'verified' ? (
            <span className="ms-2 font-semibold text-emerald-800 dark:text-emerald-300">
              {t('creatorPage.permitVerified')}
            </span>
          ) : null}
        </>
      )}
    </p>
  );
}
