import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
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
  const t = useT();
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
        title={t('unsubscribe.linkIncomplete')}
      >
        <p className="text-muted-foreground">{t('unsubscribe.missingToken')}</p>
      </Outcome>
    );
  } else if (unsubscribe.isSuccess) {
    content = (
      <Outcome
        icon={<CircleCheck className="size-10 text-success" aria-hidden />}
        title={t('unsubscribe.unsubscribed')}
      >
        <p role="status">{t('unsubscribe.done')}</p>
        <p className="text-sm text-muted-foreground">{t('unsubscribe.resubscribeHint')}</p>
        <Button variant="outline" asChild>
          <Link to={PRIVACY_SETTINGS}>{t('unsubscribe.openSettings')}</Link>
        </Button>
      </Outcome>
    );
  } else if (unsubscribe.isError) {
    content = (
      <Outcome
        icon={<CircleAlert className="size-10 text-destructive" aria-hidden />}
        title={t('unsubscribe.notUnsubscribed')}
      >
        <p role="alert">{unsubscribeFailureMessage(t, unsubscribe.error)}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {isRetryable(unsubscribe.error) ? (
            <Button onClick={() => mutate(token)}>{t('unsubscribe.tryAgain')}</Button>
          ) : null}
          <Button variant="outline" asChild>
            <Link to={PRIVACY_SETTINGS}>{t('unsubscribe.openSettings')}</Link>
          </Button>
        </div>
      </Outcome>
    );
  } else {
    content = (
      <p className="flex items-center justify-center gap-2 text-muted-foreground" role="status">
        <Spinner /> {t('unsubscribe.working')}
      </p>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-lg flex-1 content-start px-4 py-12 sm:py-20">
      <title>{t('unsubscribe.documentTitle')}</title>
      <Card>
        <CardContent className="pt-6">{content}</CardContent>
      </Card>
    </div>
  );
}
