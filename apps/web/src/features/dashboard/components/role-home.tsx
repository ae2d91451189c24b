import { ArrowRight, CheckCircle2, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MeProfile } from '@partnerly/contracts';
import type { Me } from '@/lib/session';
import { profileSetupOf } from './profile-setup';
import { quickLinksFor } from './quick-links';
import { userTypeText } from './user-type-keys';

interface RoleHomeProps {
  me: Me;
  profile: MeProfile;
  /** The latest activity panel, composed by the app. */
  recentActivity?: ReactNode;
}

/** The role home (spec 01 section 6, spec 03 'Role home screen'). */
export function RoleHome({ me, profile, recentActivity }: RoleHomeProps) {
  const t = useT();
  const greetingName = profile.firstName?.trim() || profile.companyName?.trim();
  const links = quickLinksFor(profile.userType);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <title>{t('dashboard.pageTitle')}</title>
      <p className="text-sm font-medium text-primary">
        {t('dashboard.roleDashboard', { role: userTypeText(t, profile.userType) })}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">
        {greetingName ? t('dashboard.welcome', { name: greetingName }) : t('dashboard.welcomeAnonymous')}
      </h1>
      <p className="mt-2 text-muted-foreground">{t('dashboard.intro')}</p>

      <nav aria-label={t('dashboard.quickLinks')} className="mt-8">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {links.map(({ title, description, to, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Icon className="size-6 text-primary" aria-hidden />
                <span className="flex items-center justify-between gap-2 font-semibold">
                  {t(title)}
                  <ArrowRight
                    className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                    aria-hidden
                  />
                </span>
                <span className="text-sm text-muted-foreground">{t(description)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
        {recentActivity}
        <AccountCard me={me} profile={profile} />
      </div>
    </div>
  );
}

function AccountCard({ me, profile }: { me: Me; profile: MeProfile }) {
  const t = useT();
  const setup = profileSetupOf(me, profile);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('dashboard.yourAccount')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">{t('dashboard.email')}</dt>
            <dd className="font-medium break-all" dir="ltr">
              {me.user.email}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('dashboard.accountType')}</dt>
            <dd>
              <Badge variant="secondary">{userTypeText(t, profile.userType)}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('dashboard.profile')}</dt>
            <dd className="flex items-center gap-1.5 font-medium">
              {setup.isDone ? (
                <>
                  <CheckCircle2 className="size-4 text-success" aria-hidden /> {t('dashboard.setUp')}
                </>
              ) : (
                <>
                  <CircleAlert className="size-4 text-orange-500" aria-hidden />{' '}
                  {t('dashboard.setupNotFinished')}
                </>
              )}
            </dd>
          </div>
        </dl>
        {setup.isDone ? null : (
          <Button asChild>
            <Link to={setup.finishTo}>{t('dashboard.finishSetup')}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
