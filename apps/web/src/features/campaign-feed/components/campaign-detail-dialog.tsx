import { CHECK_IN_POINTS, platformLabel, type FeedCampaign } from '@partnerly/contracts';
import { CircleAlert, ExternalLink, Flag, Gift, MapPin, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
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
import { campaignTypeText, categoryText, nicheText } from '@/lib/i18n/campaign-keys';
import { useLanguage, useT } from '@/lib/i18n/i18n-provider';
import { useFeedCampaign } from '../api/get-campaign';
import { BrandLine, CampaignBanner, PrivateNetworkBadge } from './campaign-card';
import { campaignBudget, compensationLabels, countryName } from './campaign-labels';
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
  const t = useT();
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
                ? t('campaigns.notFound')
                : t('campaignFeed.unableToLoad')
            }
            message={
              isApiError(query.error) && query.error.status === 404
                ? t('campaignFeed.notFoundHint')
                : query.error.message
            }
            onRetry={
              isApiError(query.error) && query.error.status === 404 ? undefined : () => void query.refetch()
            }
          />
        ) : (
          <div role="status" className="flex flex-col items-center gap-3 p-10">
            <DialogTitle className="sr-only">{t('campaignFeed.loadingTitle')}</DialogTitle>
            <DialogDescription className="sr-only">{t('campaignFeed.loadingDescription')}</DialogDescription>
            <Spinner className="size-8" />
            <p className="text-sm text-muted-foreground">{t('campaigns.loadingCampaign')}</p>
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
  const t = useT();
  return (
    <div className="grid gap-4 p-6">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{message}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('common.close')}</Button>
        </DialogClose>
        {onRetry ? <Button onClick={onRetry}>{t('campaigns.tryAgain')}</Button> : null}
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
  const t = useT();
  const canApply = onApply !== undefined && campaign.status === 'active';
  const published = campaign.publishedAt ?? campaign.createdAt;
  const [isReporting, setIsReporting] = useState(false);
  return (
    <>
      <CampaignBanner campaign={campaign} className="aspect-[16/6] rounded-t-xl" />
      <div className="grid gap-5 p-6">
        <DialogHeader className="gap-2 text-start">
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="outline">{campaignTypeText(t, campaign.campaignType)}</Badge>
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
          <Fact label={t('campaignFeed.budget')}>{campaignBudget(t, campaign)}</Fact>
          <Fact label={t('campaignFeed.compensation')}>
            <span className="flex flex-wrap gap-1.5">
              {compensationLabels(t, campaign).map((label) => (
                <Badge key={label} variant="outline">
                  {label}
                </Badge>
              ))}
            </span>
          </Fact>
          <Fact label={t('campaignFeed.campaignType')}>{campaignTypeText(t, campaign.campaignType)}</Fact>
          <Fact label={t('campaignFeed.niche')}>{nicheText(t, campaign.niche)}</Fact>
          <Fact label={t('campaignFeed.applicationDeadline')}>
            {formatDate(campaign.applicationDeadline)}
          </Fact>
          {campaign.deadline ? (
            <Fact label={t('campaignFeed.campaignDeadline')}>{formatDate(campaign.deadline)}</Fact>
          ) : null}
          {campaign.contentDeadline ? (
            <Fact label={t('campaignFeed.contentDeadline')}>{formatDate(campaign.contentDeadline)}</Fact>
          ) : null}
          <Fact label={t('campaignFeed.published')}>{formatDate(published)}</Fact>
        </dl>

        <Section title={t('campaignFeed.platforms')}>
          <ul aria-label={t('campaignFeed.platforms')} className="flex flex-wrap gap-1.5">
            {campaign.platforms.map((platform) => (
              <li key={platform}>
                <Badge variant="secondary">{platformLabel(platform)}</Badge>
              </li>
            ))}
          </ul>
        </Section>

        {campaign.contentCategories.length > 0 ? (
          <Section title={t('campaignFeed.contentCategories')}>
            <ul aria-label={t('campaignFeed.contentCategories')} className="flex flex-wrap gap-1.5">
              {campaign.contentCategories.map((category) => (
                <li key={category}>
                  <Badge variant="outline">{categoryText(t, category)}</Badge>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        {campaign.brief ? (
          <Section title={t('campaignFeed.brief')}>
            <p className="text-sm break-words whitespace-pre-line">{campaign.brief}</p>
          </Section>
        ) : null}
        {campaign.requirements ? (
          <Section title={t('campaignFeed.requirements')}>
            <p className="text-sm break-words whitespace-pre-line">{campaign.requirements}</p>
          </Section>
        ) : null}

        <LocationSection campaign={campaign} />

        {campaign.pointRewardEnabled ? (
          <Alert>
            <Gift aria-hidden />
            <AlertDescription>{t('campaignFeed.pointsNote', { points: CHECK_IN_POINTS })}</AlertDescription>
          </Alert>
        ) : null}

        <DialogFooter className="sm:justify-between">
          <Button variant="ghost" className="text-muted-foreground" onClick={() => setIsReporting(true)}>
            <Flag aria-hidden /> {t('campaignFeed.report')}
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <DialogClose asChild>
              <Button variant="outline">{t('common.close')}</Button>
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
                <Send aria-hidden /> {t('campaignFeed.apply')}
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
  const t = useT();
  const { language } = useLanguage();
  const hasCoordinates = eventLatitude !== null && eventLongitude !== null;
  if (!location && !googleMapsUrl && !hasCoordinates && !targetCountries.length && !targetCities.length) {
    return null;
  }
  return (
    <Section title={t('campaignFeed.location')}>
      <div className="grid gap-2 text-sm">
        {location ? (
          <p className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="break-words">{location}</span>
          </p>
        ) : null}
        {hasCoordinates ? (
          <p className="text-muted-foreground">
            {t('campaignFeed.gps', {
              latitude: eventLatitude.toFixed(6),
              longitude: eventLongitude.toFixed(6),
            })}
          </p>
        ) : null}
        {googleMapsUrl ? (
          <a
            href={googleMapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('campaignFeed.openInMaps')} <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">{t('campaignFeed.opensInNewTab')}</span>
          </a>
        ) : null}
        {targetCountries.length ? (
          <p>
            <FormattedMessage
              id="campaignFeed.targetCountries"
              values={{
                list: targetCountries.map((code) => countryName(code, language)).join(', '),
                label: (chunks) => <span className="font-medium">{chunks}</span>,
              }}
            />
          </p>
        ) : null}
        {targetCities.length ? (
          <p>
            <FormattedMessage
              id="campaignFeed.targetCities"
              values={{
                list: targetCities.join(', '),
                label: (chunks) => <span className="font-medium">{chunks}</span>,
              }}
            />
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
