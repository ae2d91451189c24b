import type { FeedCampaign } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import {
  Banknote,
  CalendarDays,
  CircleCheck,
  Eye,
  Lock,
  MapPin,
  Megaphone,
  Send,
  Wallet,
} from 'lucide-react';
import { EventPassButton } from '@/components/check-ins/event-pass-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { campaignTypeText } from '@/lib/i18n/campaign-keys';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { campaignBudget, compensationLabels, platformSummary } from './campaign-labels';

interface CampaignCardProps {
  campaign: FeedCampaign;
  onView: (campaign: FeedCampaign) => void;
  /** Without it the card has no Apply button (the apply dialogs are composed by the app). */
  onApply?: (campaign: FeedCampaign) => void;
  /** 'Applied' or 'Withdrawn' once the viewer applied: a badge, and the button shows the application. */
  appliedLabel?: MessageKey;
  /** The viewer was approved on this onsite or event campaign: her event pass opens from the card. */
  hasEventPass?: boolean;
}

/** A feed card (spec 03 'Campaign feed'): banner, brand, at most 2 platforms then '+N', View and Apply. */
export function CampaignCard({ campaign, onView, onApply, appliedLabel, hasEventPass }: CampaignCardProps) {
  const t = useT();
  const titleId = `campaign-${campaign.id}-title`;
  const platforms = platformSummary(t, campaign.platforms);
  const applied = appliedLabel ? t(appliedLabel) : null;
  const deadline = formatDate(campaign.applicationDeadline);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <CampaignBanner campaign={campaign} className="aspect-[16/7]" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="outline">{campaignTypeText(t, campaign.campaignType)}</Badge>
          {campaign.isPrivateNetwork ? <PrivateNetworkBadge /> : null}
          {applied ? (
            <Badge variant="outline" className="gap-1 border-success/40 bg-success/10 text-success">
              <CircleCheck className="size-3" aria-hidden /> {applied}
            </Badge>
          ) : null}
        </div>
        <div className="grid gap-2">
          <h3 id={titleId} className="text-lg leading-snug font-semibold break-words">
            {campaign.title}
          </h3>
          <BrandLine brand={campaign.brand} />
        </div>
        <p className="line-clamp-2 text-sm break-words text-muted-foreground">{campaign.description}</p>
        <ul aria-label={t('campaignFeed.platforms')} className="flex flex-wrap gap-1.5">
          {platforms.shown.map((name) => (
            <li key={name}>
              <Badge variant="secondary">{name}</Badge>
            </li>
          ))}
          {platforms.moreLabel ? (
            <li>
              <Badge variant="outline" title={platforms.moreDescription ?? undefined}>
                <span aria-hidden>{platforms.moreLabel}</span>
                <span className="sr-only">{platforms.moreDescription}</span>
              </Badge>
            </li>
          ) : null}
        </ul>
        <dl className="grid gap-1.5 text-sm">
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('campaignFeed.compensation')}</dt>
            <Wallet className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <dd className="flex flex-wrap gap-1.5">
              {compensationLabels(t, campaign).map((label) => (
                <Badge key={label} variant="outline">
                  {label}
                </Badge>
              ))}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('campaignFeed.budget')}</dt>
            <Banknote className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <dd className="font-medium">{campaignBudget(t, campaign)}</dd>
          </div>
          {deadline ? (
            <div className="flex items-center gap-2">
              <dt className="sr-only">{t('campaignFeed.applicationDeadline')}</dt>
              <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <dd>{t('campaignFeed.applyBy', { date: deadline })}</dd>
            </div>
          ) : null}
          {campaign.location ? (
            <div className="flex items-center gap-2">
              <dt className="sr-only">{t('campaignFeed.location')}</dt>
              <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <dd className="truncate">{campaign.location}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-auto flex gap-2 pt-2">
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => onView(campaign)}
            aria-label={t('campaignFeed.viewCampaign', { title: campaign.title })}
          >
            <Eye aria-hidden /> {t('common.view')}
          </Button>
          {onApply && applied ? (
            // The apply dialog shows the existing application instead of a form.
            <Button
              variant="secondary"
              className="flex-1"
              onClick={() => onApply(campaign)}
              aria-label={t('campaignFeed.yourApplication', { status: applied, title: campaign.title })}
            >
              <CircleCheck aria-hidden /> {applied}
            </Button>
          ) : onApply ? (
            <Button
              className="flex-1"
              onClick={() => onApply(campaign)}
              aria-label={t('campaignFeed.applyTo', { title: campaign.title })}
            >
              <Send aria-hidden /> {t('campaignFeed.apply')}
            </Button>
          ) : null}
        </div>
        {hasEventPass ? (
          <EventPassButton campaignId={campaign.id} campaignTitle={campaign.title} variant="default" />
        ) : null}
      </div>
    </article>
  );
}

export function PrivateNetworkBadge() {
  const t = useT();
  return (
    <Badge className="w-fit gap-1 bg-violet-600 text-white dark:bg-violet-500">
      <Lock className="size-3" aria-hidden /> {t('campaignFeed.privateNetwork')}
    </Badge>
  );
}

/** A letter shown for a brand whose name gives no initials. */
const FALLBACK_INITIAL = 'B';

/** The brand's logo (or initials) and name. */
export function BrandLine({ brand, className }: { brand: FeedCampaign['brand']; className?: string }) {
  const initials = brand.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <p className={cn('flex min-w-0 items-center gap-2 text-sm', className)}>
      {brand.logoUrl ? (
        <img src={brand.logoUrl} alt="" className="size-7 shrink-0 rounded-full border object-cover" />
      ) : (
        <span
          aria-hidden
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
        >
          {initials || FALLBACK_INITIAL}
        </span>
      )}
      <span className="truncate font-medium">{brand.name}</span>
    </p>
  );
}

/** The banner image, or a tinted panel when the brand uploaded none. */
export function CampaignBanner({ campaign, className }: { campaign: FeedCampaign; className?: string }) {
  if (campaign.bannerImageUrl) {
    return (
      <img
        src={campaign.bannerImageUrl}
        alt=""
        loading="lazy"
        className={cn('w-full bg-muted object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden
      className={cn(
        'flex w-full items-center justify-center bg-gradient-to-br from-primary/25 via-primary/10 to-transparent',
        className,
      )}
    >
      <Megaphone className="size-10 text-primary/60" />
    </div>
  );
}

/** A card's shape while the feed loads. */
export function CampaignCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <Skeleton className="aspect-[16/7] rounded-none" />
      <div className="grid gap-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-10 w-full" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-5 w-16" />
        </div>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}
