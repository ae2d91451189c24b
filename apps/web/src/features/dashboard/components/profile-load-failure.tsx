import { RefreshCw, UserRoundX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import type { Me } from '@/lib/session';

/** After the retries: the profile loading failure screen (spec 01 section 2). */
export function ProfileLoadFailure({ me, onRetry }: { me: Me; onRetry: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 items-center px-4 py-12">
      <Card className="w-full">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-muted">
            <UserRoundX className="size-6 text-muted-foreground" aria-hidden />
          </span>
          <h1 className="text-xl font-semibold">We couldn&apos;t load your profile</h1>
          <CardDescription>
            You are signed in, but your profile could not be found. Finish setting up your account to
            continue.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-muted p-4 text-sm">
            <dt className="text-muted-foreground">Account</dt>
            <dd className="truncate font-medium">{me.user.email}</dd>
            <dt className="text-muted-foreground">User ID</dt>
            <dd className="font-mono" title={me.user.id}>
              {me.user.id.slice(0, 8)}…
            </dd>
          </dl>
        </CardContent>
        <CardFooter className="flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to="/onboarding">Go to Onboarding</Link>
          </Button>
          <Button variant="outline" onClick={onRetry}>
            <RefreshCw aria-hidden /> Try Again
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
