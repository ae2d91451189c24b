import { Inbox } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { usePublicConfig } from '@/lib/public-config';

/** Without SMTP (development, demos) e-mail stays in the local outbox: say where to read it. */
export function OutboxHint() {
  const config = usePublicConfig();
  if (!config.data?.isOutboxMail) return null;
  return (
    <p className="flex items-center justify-center gap-2 rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
      <Inbox className="size-4 shrink-0" aria-hidden />
      <span>
        <FormattedMessage
          id="common.outboxHint"
          values={{
            link: (chunks) => (
              <a
                href="/dev/mailbox"
                target="_blank"
                rel="noreferrer"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {chunks}
              </a>
            ),
          }}
        />
      </span>
    </p>
  );
}
