import { CALENDAR_MESSAGES, type CalendarSubscription } from '@partnerly/contracts';
import { CalendarPlus, CalendarSync, Copy, ExternalLink, Power, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ToneBadge } from '@/components/ui/tone-badge';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/format';
import {
  useCalendarSubscription,
  useCreateCalendarSubscription,
  useRevokeCalendarSubscription,
} from '../api/calendar-subscription';
import { subscriptionLinks, type SubscriptionAddresses } from './calendar-links';

interface CalendarSyncDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The address made during this visit (the server shows it once); kept by the page. */
  addresses: SubscriptionAddresses | null;
  onAddressesChange(addresses: SubscriptionAddresses | null): void;
}

/**
 * 'Sync calendar' (issue 21 item 4): a private subscription address (.ics) that Google, Apple and
 * Outlook calendars follow, instead of the original's template tabs. Creating it shows the spec's
 * synced toast; replacing or turning it off makes the old address stop working.
 */
export function CalendarSyncDialog({
  open,
  onOpenChange,
  addresses,
  onAddressesChange,
}: CalendarSyncDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Sync calendar</DialogTitle>
          <DialogDescription>
            Subscribe to your Partnerly dates from Google Calendar, Apple Calendar or Outlook. Your calendar
            app checks the address regularly (Google Calendar every few hours), so new and changed dates
            follow on their own.
          </DialogDescription>
        </DialogHeader>
        {open ? <SyncBody addresses={addresses} onAddressesChange={onAddressesChange} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SyncBody({
  addresses,
  onAddressesChange,
}: Pick<CalendarSyncDialogProps, 'addresses' | 'onAddressesChange'>) {
  const subscription = useCalendarSubscription();
  const create = useCreateCalendarSubscription();
  const revoke = useRevokeCalendarSubscription();
  const [confirming, setConfirming] = useState<'replace' | 'off' | null>(null);

  const turnOn = () =>
    create.mutate(undefined, {
      onSuccess: (created: CalendarSubscription) => {
        setConfirming(null);
        if (created.feedUrl && created.webcalUrl) {
          onAddressesChange({ feedUrl: created.feedUrl, webcalUrl: created.webcalUrl });
        }
        toast({ variant: 'success', title: CALENDAR_MESSAGES.synced(created.eventCount) });
      },
      onError: () => {
        setConfirming(null);
        toast({ variant: 'destructive', title: CALENDAR_MESSAGES.syncFailed });
      },
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        onAddressesChange(null);
        toast({
          variant: 'success',
          title: 'Calendar sync turned off',
          description: CALENDAR_MESSAGES.subscriptionRevoked,
        });
      },
      onError: () => {
        setConfirming(null);
        toast({
          variant: 'destructive',
          title: 'Failed to turn off calendar sync',
          description: 'Please try again.',
        });
      },
    });

  if (subscription.isPending) {
    return (
      <div className="grid gap-3">
        <p role="status" className="sr-only">
          Loading calendar sync...
        </p>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (subscription.isError) {
    return (
      <RetryAlert message="Unable to load your calendar sync" onRetry={() => void subscription.refetch()} />
    );
  }

  const { active, createdAt, eventCount } = subscription.data;
  const shown = active ? addresses : null;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Status:</span>
        {active ? (
          <ToneBadge tone="success">Sync on</ToneBadge>
        ) : (
          <ToneBadge tone="neutral">Sync off</ToneBadge>
        )}
        {active ? (
          <span className="text-muted-foreground">
            {eventCount} {eventCount === 1 ? 'event' : 'events'}
            {createdAt ? ` · address made ${formatDate(createdAt)}` : null}
          </span>
        ) : null}
      </div>

      {shown ? (
        <SubscriptionAddress addresses={shown} />
      ) : active ? (
        <p className="text-sm text-muted-foreground">
          Calendars you subscribed keep updating. The private address is shown only once, when it is made: to
          add another calendar app, replace the address and subscribe again (calendars using the old address
          stop updating).
        </p>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Turning sync on makes a private address for your calendar. Anyone who has the address can see your
            dates, so keep it to yourself. It is shown once; you can replace it or turn sync off at any time,
            which makes the old address stop working.
          </p>
          <Button className="w-fit" onClick={turnOn} disabled={create.isPending}>
            {create.isPending ? <Spinner className="text-current" /> : <CalendarSync aria-hidden />} Turn on
            sync
          </Button>
        </div>
      )}

      {active ? (
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <Button variant="outline" onClick={() => setConfirming('replace')}>
            <RefreshCw aria-hidden /> Replace address
          </Button>
          <Button variant="outline" onClick={() => setConfirming('off')}>
            <Power aria-hidden /> Turn off sync
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming === 'replace'}
        onOpenChange={(next) => setConfirming(next ? 'replace' : null)}
        title="Replace the address?"
        description="You get a new private address. Calendars using the old one stop updating until you subscribe them to the new address."
        confirmLabel="Replace address"
        confirmVariant="default"
        onConfirm={turnOn}
        isPending={create.isPending}
      />
      <ConfirmDialog
        open={confirming === 'off'}
        onOpenChange={(next) => setConfirming(next ? 'off' : null)}
        title="Turn off calendar sync?"
        description={CALENDAR_MESSAGES.subscriptionRevoked}
        confirmLabel="Turn off sync"
        onConfirm={turnOff}
        isPending={revoke.isPending}
      />
    </div>
  );
}

function SubscriptionAddress({ addresses }: { addresses: SubscriptionAddresses }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const links = subscriptionLinks(addresses);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(addresses.feedUrl);
      toast({ variant: 'success', title: 'Address copied to clipboard' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for a manual copy.
      inputRef.current?.select();
      toast({ title: 'Copy the selected address', description: 'Press Ctrl+C (⌘C on a Mac) to copy it.' });
    }
  };
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="calendar-feed-url">Your private calendar address</Label>
        <div className="flex gap-2">
          <Input
            id="calendar-feed-url"
            ref={inputRef}
            readOnly
            value={addresses.feedUrl}
            className="min-w-0 flex-1 font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden /> Copy
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          Shown only now: copy it or add it to your calendar before closing. Anyone with the address can see
          your dates.
        </p>
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-medium">Add it to your calendar</p>
        <div className="grid gap-2 sm:grid-cols-3">
          <Button variant="outline" asChild>
            <a href={links.google} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden /> Google Calendar
            </a>
          </Button>
          <Button variant="outline" asChild>
            <a href={links.apple}>
              <CalendarPlus aria-hidden /> Apple Calendar
            </a>
          </Button>
          <Button variant="outline" asChild>
            <a href={links.outlook} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden /> Outlook
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}
