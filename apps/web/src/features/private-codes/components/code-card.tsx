import { REDEMPTION_MESSAGES, redemptionPath, type PrivateCode } from '@partnerly/contracts';
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
import { qrImageUrl, useDownloadQr, type QrFormat } from '../api/download-qr';
import { codeStatusBadge, expiryText, usesLeftText } from './private-code-format';
import { QrImage } from './qr-image';

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
      toast({ variant: 'success', title: 'Link copied', description: code.shareUrl });
    } catch {
      toast({ variant: 'destructive', title: REDEMPTION_MESSAGES.copyFailed, description: code.shareUrl });
    }
  };

  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row">
        <QrImage
          src={qrImageUrl(code.id, 'png', hasLogo)}
          alt={`QR code of ${code.code}`}
          isDimmed={badge.label !== 'Active'}
        />
        <div className="grid min-w-0 flex-1 content-start gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={titleId} className="text-lg font-semibold break-words">
              {code.campaignName}
            </h3>
            <ToneBadge tone={badge.tone}>{badge.label}</ToneBadge>
          </div>
          <p className="font-mono text-sm font-semibold tracking-wide">{code.code}</p>
          <p className="text-sm break-words">{code.discountDescription}</p>
          <dl className="grid gap-1 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
            <div>
              <dt className="sr-only">Uses</dt>
              <dd className="flex items-center gap-2">
                <Ticket aria-hidden />
                {usesLeftText(code)} · {code.redemptions} redeemed
              </dd>
            </div>
            <div>
              <dt className="sr-only">Expiry</dt>
              <dd className="flex items-center gap-2">
                <CalendarClock aria-hidden />
                {expiryText(code)}
              </dd>
            </div>
            {code.businessLocation || code.googleMapsUrl ? (
              <div>
                <dt className="sr-only">Location</dt>
                <dd className="flex items-center gap-2">
                  <MapPin aria-hidden />
                  <span className="min-w-0 break-words">
                    {code.businessLocation ?? 'Location'}
                    {code.googleMapsUrl && /^https?:\/\//i.test(code.googleMapsUrl) ? (
                      <>
                        {' · '}
                        <a
                          href={code.googleMapsUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-primary underline-offset-4 hover:underline"
                        >
                          Google Maps<span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      </>
                    ) : null}
                  </span>
                </dd>
              </div>
            ) : null}
            {code.brandProfile ? (
              <div>
                <dt className="sr-only">Brand</dt>
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
            <Label htmlFor={logoSwitchId}>Logo in the centre of the QR code</Label>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={downloading !== null} onClick={() => save('png')}>
            {downloading === 'png' ? <Spinner className="text-current" /> : <Download aria-hidden />}
            Download PNG
          </Button>
          <Button variant="outline" size="sm" disabled={downloading !== null} onClick={() => save('svg')}>
            {downloading === 'svg' ? <Spinner className="text-current" /> : <Download aria-hidden />}
            Download SVG
          </Button>
          <Button variant="outline" size="sm" onClick={() => void copyLink()}>
            <Copy aria-hidden /> Copy Link
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={redemptionPath(code.code)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden /> Open Page<span className="sr-only"> (opens in a new tab)</span>
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
              {code.status === 'active' ? 'Deactivate' : 'Activate'}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive dark:text-red-400"
              onClick={onDelete}
            >
              <Trash2 aria-hidden /> Delete
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
