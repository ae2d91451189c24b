import { House, RotateCcw, Bug } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ErrorScreen } from './error-screen';

interface UnexpectedErrorProps {
  /** HTTP-like status of a routing error, when there is one. */
  status?: number;
  detail?: string;
  className?: string;
}

/** The generic routing error page (spec 01 section 2). */
export function UnexpectedError({ status, detail, className }: UnexpectedErrorProps) {
  return (
    <ErrorScreen
      icon={Bug}
      className={className}
      title="Unexpected Application Error!"
      message={
        <>
          {status ? <span className="block font-mono text-lg text-foreground">{status}</span> : null}
          {detail || 'The application could not show this page.'}
        </>
      }
      actions={
        <>
          <Button onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden /> Reload Page
          </Button>
          <Button variant="outline" asChild>
            <a href="/">
              <House aria-hidden /> Go to Home
            </a>
          </Button>
        </>
      }
    />
  );
}
