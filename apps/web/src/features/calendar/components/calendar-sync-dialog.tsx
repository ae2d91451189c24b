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
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import {
  useCalendarSubscription,
  useCreateCalendarSubscription,
  useRevokeCalendarSubscription,
} from '../api/calendar-subscription';
import { subscriptionLinks, type SubscriptionAddresses } from './calendar-links';

// Product names: the same in every language.
const GOOGLE_CALENDAR = 'Google Calendar';
const APPLE_CALENDAR = 'Apple Calendar';
const OUTLOOK = 'Outlook';

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
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('calendar.syncCalendar')}</DialogTitle>
          <DialogDescription>{t('calendar.syncDescription')}</DialogDescription>
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
  const t = useT();
  const known = useKnownText();

  const turnOn = () =>
    create.mutate(undefined, {
      onSuccess: (created: CalendarSubscription) => {
        setConfirming(null);
        if (created.feedUrl && created.webcalUrl) {
          onAddressesChange({ feedUrl: created.feedUrl, webcalUrl: created.webcalUrl });
        }
        toast({ variant: 'success', title: t('calendar.synced', { count: created.eventCount }) });
      },
      onError: () => {
        setConfirming(null);
        toast({ variant: 'destructive', title: known(CALENDAR_MESSAGES.syncFailed) });
      },
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        onAddressesChange(null);
        toast({
          variant: 'success',
          title: t('calendar.syncTurnedOff'),
          description: known(CALENDAR_MESSAGES.subscriptionRevoked),
        });
      },
      onError: () => {
        setConfirming(null);
        toast({
          variant: 'destructive',
          title: t('calendar.turnOffFailed'),
          description: t('calendar.pleaseTryAgain'),
        });
      },
    });

  if (subscription.isPending) {
    return (
      <div className="grid gap-3">
        <p role="status" className="sr-only">
          {t('calendar.loadingSync')}
        </p>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (subscription.isError) {
    return <RetryAlert message={t('calendar.syncLoadFailed')} onRetry={() => void subscription.refetch()} />;
  }

  const { active, createdAt, eventCount } = subscription.data;
  const shown = active ? addresses : null;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{t('calendar.statusLabel')}</span>
        {active ? (
          <ToneBadge tone="success">{t('calendar.syncOn')}</ToneBadge>
        ) : (
          <ToneBadge tone="neutral">{t('calendar.syncOff')}</ToneBadge>
        )}
        {active ? (
          <span className="text-muted-foreground">
            {createdAt
              ? t('calendar.eventCountMade', { count: eventCount, date: formatDate(createdAt) })
              : t('calendar.eventCount', { count: eventCount })}
          </span>
        ) : null}
      </div>

      {shown ? (
        <SubscriptionAddress addresses={shown} />
      ) : active ? (
        <p className="text-sm text-muted-foreground">{t('calendar.addressShownOnce')}</p>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">{t('calendar.turnOnExplained')}</p>
          <Button className="w-fit" onClick={turnOn} disabled={create.isPending}>
            {create.isPending ? <Spinner className="text-current" /> : <CalendarSync aria-hidden />}
            {t('calendar.turnOnSync')}
          </Button>
        </div>
      )}

      {active ? (
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <Button variant="outline" onClick={() => setConfirming('replace')}>
            <RefreshCw aria-hidden /> {t('calendar.replaceAddress')}
          </Button>
          <Button variant="outline" onClick={() => setConfirming('off')}>
            <Power aria-hidden /> {t('calendar.turnOffSync')}
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming === 'replace'}
        onOpenChange={(next) => setConfirming(next ? 'replace' : null)}
        title={t('calendar.replaceTitle')}
        description={t('calendar.replaceDescription')}
        confirmLabel={t('calendar.replaceAddress')}
        confirmVariant="default"
        onConfirm={turnOn}
        isPending={create.isPending}
      />
      <ConfirmDialog
        open={confirming === 'off'}
        onOpenChange={(next) => setConfirming(next ? 'off' : null)}
        title={t('calendar.turnOffTitle')}
        description={known(CALENDAR_MESSAGES.subscriptionRevoked)}
        confirmLabel={t('calendar.turnOffSync')}
        onConfirm={turnOff}
        isPending={revoke.isPending}
      />
    </div>
  );
}

function SubscriptionAddress({ addresses }: { addresses: SubscriptionAddresses }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const links = subscriptionLinks(addresses);
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(addresses.feedUrl);
      toast({ variant: 'success', title: t('calendar.addressCopied') });
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for a manual copy.
      inputRef.current?.select();
      toast({ title: t('calendar.copySelected'), description: t('calendar.copyHint') });
    }
  };
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="calendar-feed-url">{t('calendar.privateAddress')}</Label>
        <div className="flex gap-2">
          <Input
            id="calendar-feed-url"
            ref={inputRef}
            readOnly
            value={addresses.feedUrl}
            dir="ltr"
            className="min-w-0 flex-1 font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden /> {t('common.copy')}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t('calendar.shownOnlyNow')}</p>
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t('calendar.addToYourCalendar')}</p>
        <div className="grid gap-2 sm:grid-cols-3">
          <Button variant="outline" asChild>
            <a href={links.google} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden /> {GOOGLE_CALENDAR}
            </a>
          </Button>
          <Button variant="outline" asChild>
            <a href={links.apple}>
              <CalendarPlus aria-hidden /> {APPLE_CALENDAR}
            </a>
          </Button>
          <Button variant="outline" asChild>
            <a href={links.outlook} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden /> {OUTLOOK}
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}
