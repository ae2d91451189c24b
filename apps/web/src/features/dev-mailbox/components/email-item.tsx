import type { OutboxEmail } from '@partnerly/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { apiPath } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

/** Not a word: the same in every language. */
const COLON = ':';

/** One e-mail: header row, expanding to its HTML (sandboxed, no scripts) and plain text. */
export function EmailItem({ email }: { email: OutboxEmail }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="rounded-lg border bg-card">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(!isOpen)}
        className="flex w-full items-start gap-3 rounded-lg p-4 text-start hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{email.subject}</span>
          <span className="block truncate text-sm text-muted-foreground">
            {t('devMailbox.to')} <span dir="ltr">{email.to}</span>
          </span>
        </span>
        <time dateTime={email.createdAt} className="shrink-0 text-xs text-muted-foreground">
          {formatDateTime(email.createdAt)}
        </time>
        <ChevronDown
          aria-hidden
          className={cn('size-4 shrink-0 text-muted-foreground transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      {isOpen ? (
        <div id={panelId} className="border-t p-4">
          {Object.keys(email.headers).length > 0 ? (
            // Extra headers, e.g. a marketing e-mail's List-Unsubscribe (RFC 2369, RFC 8058).
            <dl
              aria-label={t('devMailbox.headers')}
              dir="ltr"
              className="mb-3 grid gap-1 font-mono text-xs break-all"
            >
              {Object.entries(email.headers).map(([name, value]) => (
                <div key={name}>
                  <dt className="inline font-semibold">{name + COLON}</dt> <dd className="inline">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <Tabs defaultValue="html">
            <TabsList className="w-auto">
              <TabsTrigger value="html">{t('devMailbox.html')}</TabsTrigger>
              <TabsTrigger value="text">{t('devMailbox.text')}</TabsTrigger>
            </TabsList>
            <TabsContent value="html">
              {/* A page of its own (not srcDoc, which would inherit the app's policy and lose
                  the e-mail's inline styles); sandboxed, so nothing in it runs. */}
              <iframe
                title={t('devMailbox.htmlOf', { subject: email.subject })}
                sandbox=""
                src={`/api${apiPath`/dev/outbox/${email.id}/html`}`}
                className="h-96 w-full rounded-md border bg-white"
              />
            </TabsContent>
            <TabsContent value="text">
              <pre className="max-h-96 overflow-auto rounded-md bg-muted p-4 text-sm whitespace-pre-wrap">
                {email.text}
              </pre>
            </TabsContent>
          </Tabs>
        </div>
      ) : null}
    </li>
  );
}
