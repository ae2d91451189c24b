import { CHECK_IN_POINTS, campaignTypeLabel, platformLabel, type FeedCampaign } from '@partnerly/contracts';
import { CircleAlert, ExternalLink, Flag, Gift, MapPin, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { EventPassButton } from '@/components/check-ins/event-pass-button';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useFeedCampaign } from '../api/get-campaign';
import { BrandLine, CampaignBanner, PrivateNetworkBadge } from './campaign-card';
import { campaignBudget, categoryLabel, compensationLabels, countryName } from './campaign-labels';
import { ReportCampaignDialog } from './report-campaign-dialog';

interface CampaignDetailDialogProps {
  /** The campaign to show; null keeps the dialog closed. */
  campaignId: string | null;
  /** The feed's copy, shown at once while the current one loads. */
  fromFeed: FeedCampaign | undefined;
  onClose: () => void;
  onApply?: (campaign: FeedCampaign) => void;
  /** True when the viewer holds an event pass to the campaign (approved on an onsite or event one). */
  hasEventPass?: (campaign: FeedCampaign) => boolean;
}

/** The campaign detail dialog (spec 03 'Campaign feed'): everything the brand published. */
export function CampaignDetailDialog({
  campaignId,
  fromFeed,
  onClose,
  onApply,
  hasEventPass,
}: CampaignDetailDialogProps) {
  const query = useFeedCampaign(campaignId, fromFeed);
  const campaign = query.data;
  return (
    <Dialog open={campaignId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl gap-0 p-0">
        {campaign ? (
          <CampaignDetails
            campaign={campaign}
            onApply={onApply}
            onClose={onClose}
            hasEventPass={hasEventPass?.(campaign) ?? false}
          />
        ) : query.isError ? (
          <DetailProblem
            title={
              isApiError(query.error) && query.error.status === 404
                ? 'Campaign not found'
                : 'Unable to Load Campaign'
            }
            message={
              isApiError(query.error) && query.error.status === 404
                ? 'This campaign does not exist or is no longer shared with you.'
                : query.error.message
            }
            onRetry={
              isApiError(query.error) && query.error.status === 404 ? undefined : () => void query.refetch()
            }
          />
        ) : (
          <div role="status" className="flex flex-col items-center gap-3 p-10">
            <DialogTitle className="sr-only">Loading campaign</DialogTitle>
            <DialogDescription className="sr-only">The campaign details are loading.</DialogDescription>
            <Spinner className="size-8" />
            <p className="text-sm text-muted-foreground">Loading campaign...</p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DetailProblem({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <div className="grid gap-4 p-6">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{message}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        {onRetry ? <Button onClick={onRetry}>Try Again</Button> : null}
      </DialogFooter>
    </div>
  );
}

function CampaignDetails({
  campaign,
  onApply,
  onClose,
  hasEventPass,
}: {
  campaign: FeedCampaign;
  onApply?: (campaign: FeedCampaign) => void;
  onClose: () => void;
  hasEventPass: boolean;
}) {
  const canApply = onApply !== undefined && campaign.status === 'active';
  const published = campaign.publishedAt ?? campaign.createdAt;
  const [isReporting, setIsReporting] = useState(false);
  return (
    <>
      <CampaignBanner campaign={campaign} className="aspect-[16/6] rounded-t-xl" />
      <div className="grid gap-5 p-6">
        <DialogHeader className="gap-2 text-left">
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="outline">{campaignTypeLabel(campaign.campaignType)}</Badge>
            {campaign.isPrivateNetwork ? <PrivateNetworkBadge /> : null}
          </div>
          <DialogTitle className="text-xl break-words">{campaign.title}</DialogTitle>
          <BrandLine brand={campaign.brand} />
          <DialogDescription className="text-base whitespace-pre-line text-foreground">
            {campaign.description}
          </DialogDescription>
        </DialogHeader>

        {campaign.notice ? (
          <Alert>
            <CircleAlert aria-hidden />
            <AlertDescription>{campaign.notice}</AlertDescription>
          </Alert>
        ) : null}

        <dl className="grid gap-x-6 gap-y-3 rounded-lg border p-4 text-sm sm:grid-cols-2">
          <Fact label="Budget">{campaignBudget(campaign)}</Fact>
          <Fact label="Compensation">
            <span className="flex flex-wrap gap-1.5">
              {compensationLabels(campaign).map((label) => (
                <Badge key={label} variant="outline">
                  {label}
                </Badge>
              ))}
            </span>
          </Fact>
          <Fact label="Campaign type">{campaignTypeLabel(campaign.campaignType)}</Fact>
          <Fact label="Niche">{campaign.niche}</Fact>
          <Fact label="Application deadline">{formatDate(campaign.applicationDeadline)}</Fact>
          {campaign.deadline ? <Fact label="Campaign deadline">{formatDate(campaign.deadline)}</Fact> : null}
          {campaign.contentDeadline ? (
            <Fact label="Content deadline">{formatDate(campaign.contentDeadline)}</Fact>
          ) : null}
          <Fact label="Published">{formatDate(published)}</Fact>
        </dl>

        <Section title="Platforms">
          <ul aria-label="Platforms" className="flex flex-wrap gap-1.5">
            {campaign.platforms.map((platform) => (
              <li key={platform}>
                <Badge variant="secondary">{platformLabel(platform)}</Badge>
              </li>
            ))}
          </ul>
        </Section>

        {campaign.contentCategories.length > 0 ? (
          <Section title="Content categories">
            <ul aria-label="Content categories" className="flex flex-wrap gap-1.5">
              {campaign.contentCategories.map((category) => (
                <li key={category}>
                  <Badge variant="outline">{categoryLabel(category)}</Badge>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        {campaign.brief ? (
          <Section title="Brief">
            <p className="text-sm break-words whitespace-pre-line">{campaign.brief}</p>
          </Section>
        ) : null}
        {campaign.requirements ? (
          <Section title="Requirements">
            <p className="text-sm break-words whitespace-pre-line">{campaign.requirements}</p>
          </Section>
        ) : null}

        <LocationSection campaign={campaign} />

        {campaign.pointRewardEnabled ? (
          <Alert>
            <Gift aria-hidden />
            <AlertDescription>
              Approved creators check in at the event with their event pass to earn {CHECK_IN_POINTS} points.
            </AlertDescription>
          </Alert>
        ) : null}

        <DialogFooter className="sm:justify-between">
          <Button variant="ghost" className="text-muted-foreground" onClick={() => setIsReporting(true)}>
            <Flag aria-hidden /> Report
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
            {hasEventPass ? (
              <EventPassButton campaignId={campaign.id} campaignTitle={campaign.title} variant="default" />
            ) : null}
            {canApply ? (
              <Button
                onClick={() => {
                  onClose();
                  onApply(campaign);
                }}
              >
                <Send aria-hidden /> Apply
              </Button>
            ) : null}
          </div>
        </DialogFooter>
        <ReportCampaignDialog
          campaign={isReporting ? campaign : null}
          onClose={() => setIsReporting(false)}
        />
      </div>
    </>
  );
}

function LocationSection({ campaign }: { campaign: FeedCampaign }) {
  const { location, googleMapsUrl, eventLatitude, eventLongitude, targetCountries, targetCities } = campaign;
  const hasCoordinates = eventLatitude !== null && eventLongitude !== null;
  if (!location && !googleMapsUrl && !hasCoordinates && !targetCountries.length && !targetCities.length) {
    return null;
  }
  return (
    <Section title="Location">
      <div className="grid gap-2 text-sm">
        {location ? (
          <p className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="break-words">{location}</span>
          </p>
        ) : null}
        {hasCoordinates ? (
          <p className="text-muted-foreground">
            GPS: {eventLatitude.toFixed(6)}, {eventLongitude.toFixed(6)}
          </p>
        ) : null}
        {googleMapsUrl ? (
          <a
            href={googleMapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            Open in Google Maps <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
        {targetCountries.length ? (
          <p>
            <span className="font-medium">Target countries: </span>
            {targetCountries.map(countryName).join(', ')}
          </p>
        ) : null}
        {targetCities.length ? (
          <p>
            <span className="font-medium">Target cities: </span>
            {targetCities.join(', ')}
          </p>
        ) : null}
      </div>
    </Section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}
