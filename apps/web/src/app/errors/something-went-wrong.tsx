import { House, LifeBuoy, RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ErrorScreen } from './error-screen';
import { supportMailto } from './support-mail';

/** The error boundary screen: Try Again, Contact Support, Go to Home (spec 01 section 2). */
export function SomethingWentWrong({ error }: { error: unknown }) {
  return (
    <ErrorScreen
      icon={TriangleAlert}
      title="Something Went Wrong"
      message="We're sorry, an unexpected error stopped this page. Please try again; if it keeps happening, let us know."
      actions={
        <>
          {/* A reload is the reliable retry: a route module that failed once is not fetched again in-app. */}
          <Button onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden /> Try Again
          </Button>
          <Button variant="outline" asChild>
            <a href={supportMailto({ problem: 'Something Went Wrong', error })}>
              <LifeBuoy aria-hidden /> Contact Support
            </a>
          </Button>
          <Button variant="ghost" asChild>
            <a href="/">
              <House aria-hidden /> Go to Home
            </a>
          </Button>
        </>
      }
    />
  );
}
