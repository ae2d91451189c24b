import { Inbox, RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useOutbox } from '../api/get-outbox';
import { EmailItem } from '../components/email-item';

/** /dev/mailbox: the e-mails the app would have sent, when no SMTP server is configured. */
export function MailboxRoute() {
  const outbox = useOutbox();
  const isOff = isApiError(outbox.error) && outbox.error.status === 404;
  // The outbox answers only a browser on the computer running Partnerly (sign-in codes).
  const isElsewhere = isApiError(outbox.error) && outbox.error.status === 403;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <title>Mailbox · Partnerly</title>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Mailbox</h1>
          <p className="text-sm text-muted-foreground">E-mails kept by the local outbox, newest first.</p>
        </div>
        <Button variant="outline" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCw
            aria-hidden
            className={outbox.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}
          />
          Refresh
        </Button>
      </div>

      {outbox.isPending ? (
        <div role="status" aria-label="Loading e-mails" className="grid gap-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-16 w-full" />
          ))}
        </div>
      ) : isOff || isElsewhere ? (
        <Alert>
          <AlertTitle>{isOff ? 'No local outbox' : 'Not available from this computer'}</AlertTitle>
          <AlertDescription>{outbox.error?.message}</AlertDescription>
        </Alert>
      ) : outbox.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the mailbox</AlertTitle>
          <AlertDescription>{outbox.error?.message}</AlertDescription>
        </Alert>
      ) : outbox.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
          <Inbox className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">No e-mails yet</p>
          <p className="text-sm text-muted-foreground">E-mails the app sends will appear here.</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="E-mails">
          {outbox.data.map((email) => (
            <EmailItem key={email.id} email={email} />
          ))}
        </ul>
      )}
    </div>
  );
}
