import { AFFILIATE_HUB_MESSAGES, CHECK_IN_MESSAGES, type EventPass } from '@partnerly/contracts';
import { Building2, CircleCheck, Copy, Gift, MapPin, QrCode } from 'lucide-react';
import { useCallback, useState } from 'react';
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
  const query = useEventPass(campaignId);
  const pass = query.data;
  return (
    <Dialog open={campaignId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Event pass</DialogTitle>
          <DialogDescription className="break-words">
            {pass?.checkIn
              ? `Your pass to ${pass.campaignTitle} was used at the door.`
              : `Your personal pass to ${pass?.campaignTitle ?? campaignTitle}: show it at the door, where the brand scans the QR code or types the code under it.`}
          </DialogDescription>
        </DialogHeader>
        {pass ? (
          <PassDetails pass={pass} />
        ) : query.isError ? (
          isApiError(query.error) && query.error.status === 404 ? (
            <Alert>
              <QrCode aria-hidden />
              <AlertDescription>{query.error.message || CHECK_IN_MESSAGES.passNotFound}</AlertDescription>
            </Alert>
          ) : (
            <RetryAlert message={query.error.message} onRetry={() => void query.refetch()} />
          )
        ) : (
          <div className="grid justify-items-center gap-3">
            <p role="status" className="sr-only">
              Loading your event pass...
            </p>
            <Skeleton className="size-56 rounded-lg" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PassDetails({ pass }: { pass: EventPass }) {
  return (
    <div className="grid gap-4">
      {pass.checkIn ? <CheckedIn checkIn={pass.checkIn} /> : <PassImage svg={pass.qrSvg} />}
      <PassCode code={pass.code} />
      <dl className="grid gap-1.5 text-sm">
        <div className="flex items-center gap-2">
          <dt className="sr-only">Event</dt>
          <QrCode className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <dd className="font-medium break-words">{pass.campaignTitle}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Brand</dt>
          <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <dd className="break-words">{pass.brandName}</dd>
        </div>
        {pass.location ? (
          <div className="flex items-center gap-2">
            <dt className="sr-only">Location</dt>
            <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <dd className="break-words">{pass.location}</dd>
          </div>
        ) : null}
      </dl>
      {pass.pointsOnCheckIn > 0 && !pass.checkIn ? (
        <Alert>
          <Gift aria-hidden />
          <AlertDescription>Checking in at the event earns {pass.pointsOnCheckIn} points.</AlertDescription>
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
      alt="QR code of your event pass"
      className="mx-auto size-56 rounded-lg border bg-white p-2"
    />
  );
}

function PassCode({ code }: { code: string }) {
  const [isCopying, setIsCopying] = useState(false);
  const copy = async () => {
    setIsCopying(true);
    const isCopied = await writeClipboard(code);
    setIsCopying(false);
    if (isCopied) toast({ variant: 'success', title: AFFILIATE_HUB_MESSAGES.copied, description: code });
    else toast({ variant: 'destructive', title: AFFILIATE_HUB_MESSAGES.copyFailed });
  };
  return (
    <dl className="grid gap-1.5">
      <dt className="text-center text-xs text-muted-foreground">Pass code</dt>
      <dd className="flex items-center gap-2 rounded-md border bg-muted/40 p-2">
        <code className="min-w-0 flex-1 font-mono text-sm break-all select-all">{code}</code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void copy()}
          disabled={isCopying}
          aria-label="Copy pass code"
        >
          <Copy aria-hidden /> Copy
        </Button>
      </dd>
    </dl>
  );
}

function CheckedIn({ checkIn }: { checkIn: NonNullable<EventPass['checkIn']> }) {
  const { date, time } = formatUaeDateAndTime(checkIn.scannedAt);
  return (
    <div
      role="status"
      className="grid justify-items-center gap-1 rounded-lg border border-success/40 bg-success/10 p-5 text-center"
    >
      <CircleCheck className="size-10 text-success" aria-hidden />
      <p className="text-lg font-semibold">{CHECK_IN_MESSAGES.checkedIn}</p>
      <p className="text-sm">
        <time dateTime={checkIn.scannedAt}>
          {date} at {time}
        </time>{' '}
        (UAE time)
      </p>
      <p className="text-sm font-medium">
        {checkIn.pointsAwarded > 0
          ? `+${checkIn.pointsAwarded} points earned`
          : 'This event awards no points.'}
      </p>
    </div>
  );
}
