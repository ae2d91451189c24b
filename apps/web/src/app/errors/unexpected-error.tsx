import { House, RotateCcw, Bug } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';
import { ErrorScreen } from './error-screen';

interface UnexpectedErrorProps {
  /** HTTP-like status of a routing error, when there is one. */
  status?: number;
  detail?: string;
  className?: string;
}

/** The generic routing error page (spec 01 section 2). */
export function UnexpectedError({ status, detail, className }: UnexpectedErrorProps) {
  const t = useT();
  return (
    <ErrorScreen
      icon={Bug}
      className={className}
      title={t('errors.unexpectedTitle')}
      message={
        <>
          {status ? <span className="block font-mono text-lg text-foreground">{status}</span> : null}
          {detail || t('errors.unexpectedMessage')}
        </>
      }
      actions={
        <>
          <Button onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden /> {t('errors.reloadPage')}
          </Button>
          <Button variant="outline" asChild>
            <a href="/">
              <House aria-hidden /> {t('errors.goHome')}
            </a>
          </Button>
        </>
      }
    />
  );
}
