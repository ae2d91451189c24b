import { parseContactType, SUPPORT_EMAIL, type ContactType } from '@partnerly/contracts';
import { ArrowLeft, CircleCheck, Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n-provider';
import { FormattedMessage } from 'react-intl';
import { ContactForm } from '../components/contact-form';
import { CONTACT_TOPICS } from '../components/contact-topics';

/** /contact?type=feature|investment|general: the contact form (stored and e-mailed to the team). */
export function ContactRoute() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const type = parseContactType(searchParams.get('type'));
  const topic = CONTACT_TOPICS[type];
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const documentTitle = `${t(topic.title)} · Partnerly`;

  const selectType = (next: ContactType) =>
    setSearchParams(
      (params) => {
        params.set('type', next);
        return params;
      },
      // Synchronously: the radio's checked state comes from the address, and a deferred
      // (transition) update would show the old choice until it commits.
      { replace: true, flushSync: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-5xl flex-1 content-start items-start gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_1.6fr] md:py-16">
      <title>{documentTitle}</title>
      <div className="grid content-start gap-4">
        <Button variant="ghost" size="sm" className="justify-self-start" asChild>
          <Link to="/">
            <ArrowLeft className="rtl:-scale-x-100" aria-hidden /> {t('contact.backToHome')}
          </Link>
        </Button>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(topic.title)}</h1>
        <p className="text-muted-foreground">{t(topic.intro)}</p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Mail className="size-4 shrink-0" aria-hidden />
          <span>
            <FormattedMessage
              id="contact.accountHelp"
              values={{
                email: (
                  <a
                    className="font-medium text-primary underline-offset-4 hover:underline"
                    href={`mailto:${SUPPORT_EMAIL}`}
                    dir="ltr"
                  >
                    {SUPPORT_EMAIL}
                  </a>
                ),
              }}
            />
          </span>
        </p>
      </div>
      <Card>
        <CardContent className="pt-6">
          {sentMessage ? (
            <SentConfirmation
              message={sentMessage}
              onSendAnother={() => {
                setSentMessage(null);
                setFormKey((key) => key + 1);
              }}
            />
          ) : (
            <ContactForm key={formKey} type={type} onTypeChange={selectType} onSent={setSentMessage} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function SentConfirmation({ message, onSendAnother }: { message: string; onSendAnother: () => void }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-8 text-center">
      <CircleCheck className="size-12 text-success" aria-hidden />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {t('contact.sent')}
      </h2>
      <p className="max-w-sm text-muted-foreground">{message}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/">{t('contact.backToHome')}</Link>
        </Button>
        <Button variant="outline" onClick={onSendAnother}>
          {t('contact.sendAnother')}
        </Button>
      </div>
    </div>
  );
}
