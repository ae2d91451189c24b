import { House, LifeBuoy, RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';
import { ErrorScreen } from './error-screen';
import { supportMailto } from './support-mail';

const SUPPORT_PROBLEM = 'Something Went Wrong';

/** The error boundary screen: Try Again, Contact Support, Go to Home (spec 01 section 2). */
export function SomethingWentWrong({ error }: { error: unknown }) {
  const t = useT();
  return (
    <ErrorScreen
      icon={TriangleAlert}
      title={t('errors.somethingWentWrongTitle')}
      message={t('errors.somethingWentWrongMessage')}
      actions={
        <>
          {/* A reload is the reliable retry: a route module that failed once is not fetched again in-app. */}
          <Button onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden /> {t('errors.tryAgain')}
          </Button>
          <Button variant="outline" asChild>
            {/* The e-mail goes to the support team: it stays in English. */}
            <a href={supportMailto({ problem: SUPPORT_PROBLEM, error })}>
              <LifeBuoy aria-hidden /> {t('errors.contactSupport')}
            </a>
          </Button>
          <Button variant="ghost" asChild>
            <a href="/">
              <House aria-hidden /> {t('errors.goHome')}
            </a>
          </Button>
        </>
      }
    />
  );
}
