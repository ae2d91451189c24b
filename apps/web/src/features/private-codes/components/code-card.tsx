import { redemptionPath, type PrivateCode } from '@partnerly/contracts';
import {
  CalendarClock,
  Copy,
  Download,
  ExternalLink,
  MapPin,
  Power,
  PowerOff,
  Store,
  Ticket,
  Trash2,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { ToneBadge } from '@/components/ui/tone-badge';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { qrImageUrl, useDownloadQr, type QrFormat } from '../api/download-qr';
import { codeStatusBadge, expiryText, usesLeftText } from './private-code-format';
import { QrImage } from './qr-image';

const GOOGLE_MAPS = 'Google Maps';
const SEPARATOR = ' · ';

interface CodeCardProps {
  code: PrivateCode;
  /** Activate / Deactivate; absent when the caller may not change this code. */
  onSetStatus?(status: PrivateCode['status']): void;
  isStatusPending: boolean;
  /** Opens the delete confirmation; absent when the caller may not change this code. */
  onDelete?(): void;
}

/** One private code: its QR image, campaign, code, discount, status, uses, expiry, place and actions. */
export function CodeCard({ code, onSetStatus, isStatusPending, onDelete }: CodeCardProps) {
  const t = useT();
  const badge = codeStatusBadge(code);
  const [withLogo, setWithLogo] = useState(code.logoUrl !== null);
  const download = useDownloadQr();
  const logoSwitchId = useId();
  const titleId = useId();
  const hasLogo = code.logoUrl !== null && withLogo;
  const downloading = download.isPending ? download.variables.format : null;

  const save = (format: QrFormat) =>
    download.mutate({ codeId: code.id, code: code.code, format, withLogo: hasLogo });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(code.shareUrl);
      toast({ variant: 'success', title: t('privateCodes.linkCopied'), description: code.shareUrl });
    } catch {
      toast({ variant: 'destructive', title: t('privateCodes.copyFailed'), description: code.shareUrl });
    }
  };

  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row">
        <QrImage
          src={qrImageUrl(code.id, 'png', hasLogo)}
          alt={t('privateCodes.qrAlt', { code: code.code })}
          isDimmed={!badge.isActive}
        />
        <div className="grid min-w-0 flex-1 content-start gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={titleId} className="text-lg font-semibold break-words">
              {code.campaignName}
            </h3>
            <ToneBadge tone={badge.tone}>{t(badge.label)}</ToneBadge>
          </div>
          <p dir="ltr" className="text-start font-mono text-sm font-semibold tracking-wide rtl:text-end">
            {code.code}
          </p>
          <p className="text-sm break-words">{code.discountDescription}</p>
          <dl className="grid gap-1 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
            <div>
              <dt className="sr-only">{t('privateCodes.uses')}</dt>
              <dd className="flex items-center gap-2">
                <Ticket aria-hidden />
                {usesLeftText(t, code)}
                {SEPARATOR}
                {t('privateCodes.redeemedCount', { count: code.redemptions })}
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t('privateCodes.expiry')}</dt>
              <dd className="flex items-center gap-2">
                <CalendarClock aria-hidden />
                {expiryText(t, code)}
              </dd>
            </div>
            {code.businessLocation || code.googleMapsUrl ? (
              <div>
                <dt className="sr-only">{t('privateCodes.location')}</dt>
                <dd className="flex items-center gap-2">
                  <MapPin aria-hidden />
                  <span className="min-w-0 break-words">
                    {code.businessLocation ?? t('privateCodes.location')}
                    {code.googleMapsUrl && /^https?:\/\//i.test(code.googleMapsUrl) ? (
                      <>
                        {SEPARATOR}
                        <a
                          href={code.googleMapsUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-primary underline-offset-4 hover:underline"
                        >
                          {GOOGLE_MAPS}
                          <span className="sr-only">{t('privateCodes.opensInNewTab')}</span>
                        </a>
                      </>
                    ) : null}
                  </span>
                </dd>
              </div>
            ) : null}
            {code.brandProfile ? (
              <div>
                <dt className="sr-only">{t('privateCodes.brand')}</dt>
                <dd className="flex items-center gap-2">
                  <Store aria-hidden />
                  {code.brandProfile.name}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>

      <div className="grid gap-3 border-t pt-4">
        {code.logoUrl ? (
          <div className="flex items-center gap-2">
            <Switch id={logoSwitchId} checked={withLogo} onCheckedChange={setWithLogo} />
            <Label htmlFor={logoSwitchId}>{t('privateCodes.logoInQr')}</Label>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={downloading !== null} onClick={() => save('png')}>
            {downloading === 'png' ? <Spinner className="text-current" /> : <Download aria-hidden />}
            {t('privateCodes.downloadPng')}
          </Button>
          <Button variant="outline" size="sm" disabled={downloading !== null} onClick={() => save('svg')}>
            {downloading === 'svg' ? <Spinner className="text-current" /> : <Download aria-hidden />}
            {t('privateCodes.downloadSvg')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => void copyLink()}>
            <Copy aria-hidden /> {t('privateCodes.copyLink')}
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={redemptionPath(code.code)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden /> {t('privateCodes.openPage')}
              <span className="sr-only">{t('privateCodes.opensInNewTab')}</span>
            </a>
          </Button>
          {onSetStatus && !code.isExpired ? (
            <Button
              variant="outline"
              size="sm"
              disabled={isStatusPending}
              onClick={() => onSetStatus(code.status === 'active' ? 'inactive' : 'active')}
            >
              {isStatusPending ? (
                <Spinner className="text-current" />
              ) : code.status === 'active' ? (
                <PowerOff aria-hidden />
              ) : (
                <Power aria-hidden />
              )}
              {code.status === 'active' ? t('privateCodes.deactivate') : t('privateCodes.activate')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive dark:text-red-400"
              onClick={onDelete}
            >
              <Trash2 aria-hidden /> {t('common.delete')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
