import { Inbox, RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useOutbox } from '../api/get-outbox';
import { EmailItem } from '../components/email-item';

/** /dev/mailbox: the e-mails the app would have sent, when no SMTP server is configured. */
export function MailboxRoute() {
  const t = useT();
  const outbox = useOutbox();
  const isOff = isApiError(outbox.error) && outbox.error.status === 404;
  // The outbox answers only a browser on the computer running Partnerly (sign-in codes).
  const isElsewhere = isApiError(outbox.error) && outbox.error.status === 403;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <title>{t('devMailbox.documentTitle')}</title>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('devMailbox.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('devMailbox.intro')}</p>
        </div>
        <Button variant="outline" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCw
            aria-hidden
            className={outbox.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}
          />
          {t('devMailbox.refresh')}
        </Button>
      </div>

      {outbox.isPending ? (
        <div role="status" aria-label={t('devMailbox.loading')} className="grid gap-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-16 w-full" />
          ))}
        </div>
      ) : isOff || isElsewhere ? (
        <Alert>
          <AlertTitle>{isOff ? t('devMailbox.noOutbox') : t('devMailbox.notFromHere')}</AlertTitle>
          <AlertDescription>{outbox.error?.message}</AlertDescription>
        </Alert>
      ) : outbox.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('devMailbox.loadFailed')}</AlertTitle>
          <AlertDescription>{outbox.error?.message}</AlertDescription>
        </Alert>
      ) : outbox.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
          <Inbox className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t('devMailbox.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('devMailbox.emptyHint')}</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label={t('devMailbox.emails')}>
          {outbox.data.map((email) => (
            <EmailItem key={email.id} email={email} />
          ))}
        </ul>
      )}
    </div>
  );
}
