import type { EventPass } from '@partnerly/contracts';
import { Building2, CircleCheck, Copy, Gift, MapPin, QrCode } from 'lucide-react';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEventPass } from '@/api/check-ins/event-pass';
import { writeClipboard } from '@/components/public-page/clipboard';
import { Alert, AlertDescription } from '@/components/ui/alert';
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
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { formatUaeDateAndTime } from '@/lib/format';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';

interface EventPassDialogProps {
  /** The event's campaign; null keeps the dialog closed. */
  campaignId: string | null;
  /** The campaign's title, shown while the pass loads. */
  campaignTitle: string;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The event QR dialog (spec 03 'Campaign feed', issue 20): the creator's personal pass to an
 * onsite or event campaign, as a QR image with its code under it, what checking in earns, and
 * 'Checked in' once the brand scanned it (live over the event stream).
 */
export function EventPassDialog({ campaignId, campaignTitle, onOpenChange }: EventPassDialogProps) {
  const t = useT();
  const known = useKnownText();
  const query = useEventPass(campaignId);
  const pass = query.data;
  return (
    <Dialog open={campaignId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('eventPass.title')}</DialogTitle>
          <DialogDescription className="break-words">
            {pass?.checkIn
              ? t('eventPass.used', { campaign: pass.campaignTitle })
              : t('eventPass.description', { campaign: pass?.campaignTitle ?? campaignTitle })}
          </DialogDescription>
        </DialogHeader>
        {pass ? (
          <PassDetails pass={pass} />
        ) : query.isError ? (
          isApiError(query.error) && query.error.status === 404 ? (
            <Alert>
              <QrCode aria-hidden />
              <AlertDescription>
                {query.error.message ? known(query.error.message) : t('rules.checkIn.passNotFound')}
              </AlertDescription>
            </Alert>
          ) : (
            <RetryAlert message={query.error.message} onRetry={() => void query.refetch()} />
          )
        ) : (
          <div className="grid justify-items-center gap-3">
            <p role="status" className="sr-only">
              {t('eventPass.loading')}
            </p>
            <Skeleton className="size-56 rounded-lg" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('common.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PassDetails({ pass }: { pass: EventPass }) {
  const t = useT();
  return (
    <div className="grid gap-4">
      {pass.checkIn ? <CheckedIn checkIn={pass.checkIn} /> : <PassImage svg={pass.qrSvg} />}
      <PassCode code={pass.code} />
      <dl className="grid gap-1.5 text-sm">
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('eventPass.event')}</dt>
          <QrCode className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <dd className="font-medium break-words">{pass.campaignTitle}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('eventPass.brand')}</dt>
          <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <dd className="break-words">{pass.brandName}</dd>
        </div>
        {pass.location ? (
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('eventPass.location')}</dt>
            <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <dd className="break-words">{pass.location}</dd>
          </div>
        ) : null}
      </dl>
      {pass.pointsOnCheckIn > 0 && !pass.checkIn ? (
        <Alert>
          <Gift aria-hidden />
          <AlertDescription>
            {t('eventPass.pointsOnCheckIn', { points: pass.pointsOnCheckIn })}
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

/**
 * The QR image, an SVG document from the API shown as an image (a blob: address, which the
 * Content-Security-Policy allows): an image runs no script, so nothing in it reaches the page.
 */
function PassImage({ svg }: { svg: string }) {
  const t = useT();
  const showSvg = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [svg],
  );
  return (
    <img
      ref={showSvg}
      alt={t('eventPass.qrAlt')}
      className="mx-auto size-56 rounded-lg border bg-white p-2"
    />
  );
}

function PassCode({ code }: { code: string }) {
  const t = useT();
  const [isCopying, setIsCopying] = useState(false);
  const copy = async () => {
    setIsCopying(true);
    const isCopied = await writeClipboard(code);
    setIsCopying(false);
    if (isCopied) toast({ variant: 'success', title: t('rules.affiliateHub.copied'), description: code });
    else toast({ variant: 'destructive', title: t('rules.affiliateHub.copyFailed') });
  };
  return (
    <dl className="grid gap-1.5">
      <dt className="text-center text-xs text-muted-foreground">{t('eventPass.passCode')}</dt>
      <dd className="flex items-center gap-2 rounded-md border bg-muted/40 p-2">
        <code dir="ltr" className="min-w-0 flex-1 font-mono text-sm break-all select-all">
          {code}
        </code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void copy()}
          disabled={isCopying}
          aria-label={t('eventPass.copyPassCode')}
        >
          <Copy aria-hidden /> {t('common.copy')}
        </Button>
      </dd>
    </dl>
  );
}

function CheckedIn({ checkIn }: { checkIn: NonNullable<EventPass['checkIn']> }) {
  const t = useT();
  const { date, time } = formatUaeDateAndTime(checkIn.scannedAt);
  return (
    <div
      role="status"
      className="grid justify-items-center gap-1 rounded-lg border border-success/40 bg-success/10 p-5 text-center"
    >
      <CircleCheck className="size-10 text-success" aria-hidden />
      <p className="text-lg font-semibold">{t('rules.checkIn.checkedIn')}</p>
      <p className="text-sm">
        <FormattedMessage
          id="eventPass.checkedInAt"
          values={{
            date,
            time,
            moment: (chunks) => <time dateTime={checkIn.scannedAt}>{chunks}</time>,
          }}
        />
      </p>
      <p className="text-sm font-medium">
        {checkIn.pointsAwarded > 0
          ? t('eventPass.pointsEarned', { points: checkIn.pointsAwarded })
          : t('eventPass.noPoints')}
      </p>
    </div>
  );
}
