import type { InvitationPreview } from '@partnerly/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PageLoader, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { FormattedMessage } from 'react-intl';
import { clearSignOutKeys, meQueryKey, useMe } from '@/lib/session';
import { splitTitledMessage } from '@/lib/titled-message';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitation';
import { invitationAuthPath, invitationHeadline, isOtherAddress } from '../components/invitation-links';

/** /invitations/:token: the e-mailed invitation's page (public; joining needs a sign-in). */
export function InvitationRoute() {
  const t = useT();
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const me = useMe();

  if (preview.isPending || me.isPending) return <PageLoader text={t('workspace.invitation.loading')} />;
  if (preview.isError) {
    if (isApiError(preview.error) && preview.error.status === 404) {
      return (
        <Frame title={t('workspace.invitation.notFound')}>
          <Outcome title={preview.error.message} text={t('workspace.invitation.notFoundText')} />
        </Frame>
      );
    }
    return (
      <Frame title={t('workspace.invitation.title')}>
        <RetryAlert message={t('workspace.invitation.loadFailed')} onRetry={() => void preview.refetch()} />
      </Frame>
    );
  }
  return (
    <InvitationCard token={token} invitation={preview.data} signedInEmail={me.data?.user.email ?? null} />
  );
}

interface InvitationCardProps {
  token: string;
  invitation: InvitationPreview;
  signedInEmail: string | null;
}

function InvitationCard({ token, invitation, signedInEmail }: InvitationCardProps) {
  const t = useT();
  const inviter = invitation.invitedByName ?? t('workspace.invitation.someone');
  const workspace = invitation.workspaceName;
  if (invitation.status === 'expired') {
    return (
      <Frame title={t('workspace.invitation.expired')}>
        <Outcome
          title={t('workspace.invitation.expiredHeading')}
          text={t('workspace.invitation.expiredText', { inviter, workspace })}
        />
      </Frame>
    );
  }
  if (invitation.status === 'revoked') {
    return (
      <Frame title={t('workspace.invitation.withdrawn')}>
        <Outcome
          title={t('workspace.invitation.withdrawnHeading')}
          text={t('workspace.invitation.withdrawnText', { workspace })}
        />
      </Frame>
    );
  }
  if (invitation.status === 'accepted') {
    return (
      <Frame title={t('workspace.invitation.used')}>
        <Outcome
          title={t('workspace.invitation.usedHeading')}
          text={t('workspace.invitation.usedText', { email: invitation.email, workspace })}
          action={
            signedInEmail ? (
              <Button asChild>
                <Link to="/dashboard">{t('workspace.invitation.goToDashboard')}</Link>
              </Button>
            ) : (
              <Button asChild>
                <Link to={invitationAuthPath('signin', token, invitation.email)}>
                  {t('workspace.invitation.signIn')}
                </Link>
              </Button>
            )
          }
        />
      </Frame>
    );
  }
  return (
    <Frame title={t('workspace.invitation.join', { workspace })}>
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">
            {invitationHeadline(t, workspace, invitation.role)}
          </h1>
          <CardDescription>
            <FormattedMessage
              id="workspace.invitation.invited"
              values={{
                inviter,
                email: invitation.email,
                strong: (chunks) => (
                  <span className="font-medium break-words text-foreground" dir="ltr">
                    {chunks}
                  </span>
                ),
              }}
            />
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {signedInEmail ? (
            <JoinPanel token={token} invitation={invitation} signedInEmail={signedInEmail} />
          ) : (
            <>
              <p className="text-center text-sm text-muted-foreground">
                {t('workspace.invitation.createAccountHint')}
              </p>
              <Button asChild>
                <Link to={invitationAuthPath('signup', token, invitation.email, invitation.workspaceName)}>
                  {t('workspace.invitation.createAccount')}
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to={invitationAuthPath('signin', token, invitation.email)}>
                  {t('workspace.invitation.signIn')}
                </Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Frame>
  );
}

function JoinPanel({ token, invitation, signedInEmail }: InvitationCardProps & { signedInEmail: string }) {
  const t = useT();
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const signOutAndUse = useSignOutTo(invitationAuthPath('signin', token, invitation.email));
  const [refusal, setRefusal] = useState<{ title: string; description: string } | null>(null);
  const isOther = isOtherAddress(signedInEmail, invitation.email);

  // Awaited rather than mutate's per-call callbacks: those are dropped when this panel unmounts,
  // and joining refreshes the account, which can re-render the route before the refreshes of the
  // workspace, plan and campaigns have all finished (the welcome then never showed).
  const join = async () => {
    setRefusal(null);
    try {
      await accept.mutateAsync();
    } catch (error) {
      setRefusal(
        splitTitledMessage(
          isApiError(error) ? error.message : t('workspace.invitation.joinFailed'),
          t('workspace.invitation.joinFailedTitle'),
        ),
      );
      return;
    }
    toast({
      variant: 'success',
      title: t('workspace.invitation.welcome', { workspace: invitation.workspaceName }),
    });
    void navigate('/dashboard', { replace: true });
  };

  return (
    <>
      <p className="text-center text-sm text-muted-foreground">
        <FormattedMessage
          id="workspace.invitation.signedInAs"
          values={{
            email: signedInEmail,
            strong: (chunks) => (
              <span className="font-medium text-foreground" dir="ltr">
                {chunks}
              </span>
            ),
          }}
        />
      </p>
      {refusal ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{refusal.title}</AlertTitle>
          <AlertDescription>{refusal.description}</AlertDescription>
        </Alert>
      ) : null}
      <Button onClick={() => void join()} disabled={accept.isPending || signOutAndUse.isPending}>
        {accept.isPending ? <Spinner className="text-current" /> : null}
        {t('workspace.invitation.join', { workspace: invitation.workspaceName })}
      </Button>
      {isOther ? (
        <Button
          variant="outline"
          className="h-auto min-h-10 py-2 break-words whitespace-normal"
          onClick={signOutAndUse.run}
          disabled={signOutAndUse.isPending}
        >
          {signOutAndUse.isPending ? <Spinner className="text-current" /> : null}
          {t('workspace.invitation.signOutAndUse', { email: invitation.email })}
        </Button>
      ) : null}
    </>
  );
}

/** Signs out here (no trip home) and opens `path`, e.g. the sign-in for the invited address. */
function useSignOutTo(path: string) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);
  const run = async () => {
    setIsPending(true);
    try {
      const { authClient } = await import('@/lib/auth-client');
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message);
      clearSignOutKeys();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
      void navigate(path);
    } catch {
      toast({
        variant: 'destructive',
        title: t('workspace.invitation.signOutError'),
        description: t('workspace.invitation.signOutErrorDescription'),
      });
    } finally {
      setIsPending(false);
    }
  };
  return { run: () => void run(), isPending };
}

/** The document title: '<page> · Partnerly' (the product's name is the same in every language). */
const pageTitle = (title: string) => `${title} · Partnerly`;

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center px-4 py-10 sm:py-16">
      <title>{pageTitle(title)}</title>
      {children}
    </div>
  );
}

/** An invitation that cannot be used: what happened and what to do. */
function Outcome({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  const t = useT();
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <MailX className="size-8 text-muted-foreground" aria-hidden />
        <h1 className="text-xl leading-tight font-semibold tracking-tight">{title}</h1>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {action}
        <Button variant="ghost" asChild>
          <Link to="/">{t('workspace.invitation.backHome')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
