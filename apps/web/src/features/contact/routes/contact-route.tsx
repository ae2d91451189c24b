import { parseContactType, SUPPORT_EMAIL, type ContactType } from '@partnerly/contracts';
import { ArrowLeft, CircleCheck, Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ContactForm } from '../components/contact-form';
import { CONTACT_TOPICS } from '../components/contact-topics';

/** /contact?type=feature|investment|general: the contact form (stored and e-mailed to the team). */
export function ContactRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = parseContactType(searchParams.get('type'));
  const topic = CONTACT_TOPICS[type];
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

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
      <title>{`${topic.title} · Partnerly`}</title>
      <div className="grid content-start gap-4">
        <Button variant="ghost" size="sm" className="justify-self-start" asChild>
          <Link to="/">
            <ArrowLeft aria-hidden /> Back to Home
          </Link>
        </Button>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{topic.title}</h1>
        <p className="text-muted-foreground">{topic.intro}</p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Mail className="size-4 shrink-0" aria-hidden />
          <span>
            Need help with your account? Write to{' '}
            <a
              className="font-medium text-primary underline-offset-4 hover:underline"
              href={`mailto:${SUPPORT_EMAIL}`}
            >
              {SUPPORT_EMAIL}
            </a>
            .
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-8 text-center">
      <CircleCheck className="size-12 text-success" aria-hidden />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        Message Sent
      </h2>
      <p className="max-w-sm text-muted-foreground">{message}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/">Back to Home</Link>
        </Button>
        <Button variant="outline" onClick={onSendAnother}>
          Send Another Message
        </Button>
      </div>
    </div>
  );
}
