import { RefreshCw, UserRoundX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n-provider';
import type { Me } from '@/lib/session';

/** After the shortened user id: a sign, the same in every language. */
const ELLIPSIS = '…';

/** After the retries: the profile loading failure screen (spec 01 section 2). */
export function ProfileLoadFailure({ me, onRetry }: { me: Me; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 items-center px-4 py-12">
      <Card className="w-full">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-muted">
            <UserRoundX className="size-6 text-muted-foreground" aria-hidden />
          </span>
          <h1 className="text-xl font-semibold">{t('dashboard.loadFailed')}</h1>
          <CardDescription>{t('dashboard.loadFailedHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-muted p-4 text-sm">
            <dt className="text-muted-foreground">{t('dashboard.account')}</dt>
            <dd className="truncate font-medium" dir="ltr">
              {me.user.email}
            </dd>
            <dt className="text-muted-foreground">{t('dashboard.userId')}</dt>
            <dd className="font-mono" title={me.user.id} dir="ltr">
              {me.user.id.slice(0, 8)}
              {ELLIPSIS}
            </dd>
          </dl>
        </CardContent>
        <CardFooter className="flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to="/onboarding">{t('dashboard.goToOnboarding')}</Link>
          </Button>
          <Button variant="outline" onClick={onRetry}>
            <RefreshCw aria-hidden /> {t('campaigns.tryAgain')}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
