import { MARKETING_MESSAGES } from '@partnerly/contracts';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isRetryable, unsubscribeFailureMessage, useUnsubscribe } from '../api/unsubscribe';

const PRIVACY_SETTINGS = '/profile?tab=privacy';

function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-4 text-center">
      {icon}
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}

/**
 * /unsubscribe?token=…: the visible link of every marketing e-mail. One click: it posts the
 * token on load (no sign-in; the token is the credential) and says what happened.
 */
export function UnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const unsubscribe = useUnsubscribe();
  const { mutate } = unsubscribe;
  // Once per token, also when React runs effects twice in development.
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    mutate(token);
  }, [token, mutate]);

  let content: ReactNode;
  if (!token) {
    content = (
      <Outcome
        icon={<CircleAlert className="size-10 text-destructive" aria-hidden />}
        title="Link incomplete"
      >
        <p className="text-muted-foreground">{MARKETING_MESSAGES.missingToken}</p>
      </Outcome>
    );
  } else if (unsubscribe.isSuccess) {
    content = (
      <Outcome icon={<CircleCheck className="size-10 text-success" aria-hidden />} title="Unsubscribed">
        <p role="status">{MARKETING_MESSAGES.unsubscribed}</p>
        <p className="text-sm text-muted-foreground">{MARKETING_MESSAGES.resubscribeHint}</p>
        <Button variant="outline" asChild>
          <Link to={PRIVACY_SETTINGS}>Open Profile Settings</Link>
        </Button>
      </Outcome>
    );
  } else if (unsubscribe.isError) {
    content = (
      <Outcome
        icon={<CircleAlert className="size-10 text-destructive" aria-hidden />}
        title="Not unsubscribed"
      >
        <p role="alert">{unsubscribeFailureMessage(unsubscribe.error)}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {isRetryable(unsubscribe.error) ? <Button onClick={() => mutate(token)}>Try Again</Button> : null}
          <Button variant="outline" asChild>
            <Link to={PRIVACY_SETTINGS}>Open Profile Settings</Link>
          </Button>
        </div>
      </Outcome>
    );
  } else {
    content = (
      <p className="flex items-center justify-center gap-2 text-muted-foreground" role="status">
        <Spinner /> Unsubscribing you from Partnerly news...
      </p>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-lg flex-1 content-start px-4 py-12 sm:py-20">
      <title>Unsubscribe · Partnerly</title>
      <Card>
        <CardContent className="pt-6">{content}</CardContent>
      </Card>
    </div>
  );
}
