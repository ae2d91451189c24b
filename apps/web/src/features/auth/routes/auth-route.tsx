import { SIGN_UP_USER_TYPES, SUPPORT_EMAIL, type SignUpUserType } from '@partnerly/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageLoader } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { oauthErrorMessage } from '../api/auth-messages';
import { destinationFor, presetCompany, presetEmail, safeRedirect } from '../api/auth-redirect';
import { NewPasswordForm } from '../components/new-password-form';
import { SIGN_IN_VIEW_TITLES, SignInPanel, type SignInView } from '../components/sign-in-panel';
import { SignUpForm } from '../components/sign-up-form';

type AuthTab = 'signin' | 'signup';

const parseUserType = (value: string | null): SignUpUserType | null =>
  SIGN_UP_USER_TYPES.find((type) => type === value) ?? null;

/** The sign-in / sign-up card (spec 01 section 2), also the OAuth and password-recovery return. */
export function AuthRoute() {
  const t = useT();
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const userType = parseUserType(searchParams.get('userType'));
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));
  const email = presetEmail(searchParams.get('email'));
  const company = presetCompany(searchParams.get('company'));
  const requestedTab = searchParams.get('tab');
  const oauthError = searchParams.get('error');
  const isRecovery = searchParams.get('type') === 'recovery';
  const tab: AuthTab =
    requestedTab === 'signin' || requestedTab === 'signup'
      ? requestedTab
      : userType && !oauthError
        ? 'signup'
        : 'signin';
  const [view, setView] = useState<SignInView>('main');
  const [audience, setAudience] = useState<SignUpUserType>(userType ?? 'creator');

  const showSignIn = () =>
    setSearchParams(
      (params) => {
        params.delete('type');
        params.delete('token');
        params.set('tab', 'signin');
        return params;
      },
      { replace: true },
    );

  if (isRecovery) return <RecoveryCard token={searchParams.get('token')} onDone={showSignIn} />;
  if (me.isPending) return <PageLoader />;
  if (me.data) {
    return (
      <>
        <PageLoader text={t('auth.redirecting')} />
        <Navigate to={destinationFor(me.data, redirectTo)} replace />
      </>
    );
  }
  // A visitor who has not chosen an account type starts at the chooser.
  if (!userType && !requestedTab && !redirectTo && !oauthError) return <Navigate to="/get-started" replace />;

  const selectTab = (next: string) => {
    setView('main');
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };
  const isMainView = tab === 'signup' || view === 'main';

  return (
    <AuthPage title={tab === 'signin' ? t('auth.signInPageTitle') : t('auth.signUpPageTitle')}>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <CardTitle>{isMainView ? t('auth.welcome') : t(SIGN_IN_VIEW_TITLES[view])}</CardTitle>
          <CardDescription>{t('auth.tagline')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {oauthError ? (
            <Alert variant="destructive">
              <AlertTitle>{t('auth.googleFailedTitle')}</AlertTitle>
              <AlertDescription>{oauthErrorMessage(t, oauthError, SUPPORT_EMAIL)}</AlertDescription>
            </Alert>
          ) : null}
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList>
              <TabsTrigger value="signin">{t('auth.signInTab')}</TabsTrigger>
              <TabsTrigger value="signup">{t('auth.signUpTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInPanel
                surface="card"
                view={view}
                onViewChange={setView}
                audience={userType ?? audience}
                onAudienceChange={userType ? undefined : setAudience}
                defaultEmail={email}
              />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm
                key={userType ?? 'any'}
                presetType={userType}
                presetEmail={email}
                presetCompany={company}
              />
              <p className="mt-4 text-center text-sm text-muted-foreground">
                <FormattedMessage
                  id="auth.guidedSetup"
                  values={{
                    link: (chunks) => (
                      <Link
                        to={userType ? `/onboarding?userType=${userType}` : '/onboarding'}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {chunks}
                      </Link>
                    ),
                  }}
                />
              </p>
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </AuthPage>
  );
}

function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex flex-1 flex-col items-center px-4 py-10 sm:py-16">
      <title>{title}</title>
      {children}
      <Button variant="ghost" className="mt-6" asChild>
        <Link to="/">
          <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('auth.backHome')}
        </Link>
      </Button>
    </div>
  );
}

/** The e-mailed reset link's landing: a new password, then the sign-in tab. */
function RecoveryCard({ token, onDone }: { token: string | null; onDone: () => void }) {
  const t = useT();
  return (
    <AuthPage title={t('auth.recoveryPageTitle')}>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <CardTitle>{t('auth.recoveryTitle')}</CardTitle>
          <CardDescription>{t('auth.recoveryDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {token ? (
            <NewPasswordForm token={token} onDone={onDone} />
          ) : (
            <>
              <Alert variant="destructive">
                <AlertTitle>{t('auth.recoveryInvalidTitle')}</AlertTitle>
                <AlertDescription>{t('auth.recoveryInvalidBody')}</AlertDescription>
              </Alert>
              <Button onClick={onDone}>{t('auth.backToSignIn')}</Button>
            </>
          )}
        </CardContent>
      </Card>
    </AuthPage>
  );
}
