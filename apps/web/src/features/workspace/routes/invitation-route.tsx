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
import { clearSignOutKeys, meQueryKey, useMe } from '@/lib/session';
import { splitTitledMessage } from '@/lib/titled-message';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitation';
import { invitationAuthPath, invitationHeadline, isOtherAddress } from '../components/invitation-links';

/** /invitations/:token: the e-mailed invitation's page (public; joining needs a sign-in). */
export function InvitationRoute() {
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const me = useMe();

  if (preview.isPending || me.isPending) return <PageLoader text="Loading your invitation..." />;
  if (preview.isError) {
    if (isApiError(preview.error) && preview.error.status === 404) {
      return (
        <Frame title="Invitation not found">
          <Outcome
            title={preview.error.message}
            text="Check that you opened the whole link from the e-mail, or ask the person who invited you to send a new invitation."
          />
        </Frame>
      );
    }
    return (
      <Frame title="Invitation">
        <RetryAlert message="Failed to load the invitation" onRetry={() => void preview.refetch()} />
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
  const inviter = invitation.invitedByName ?? 'Someone';
  const workspace = invitation.workspaceName;
  if (invitation.status === 'expired') {
    return (
      <Frame title="Invitation expired">
        <Outcome
          title="This invitation has expired"
          text={`Invitations work for 7 days. Ask ${inviter} or another owner or manager of ${workspace} to send you a new one.`}
        />
      </Frame>
    );
  }
  if (invitation.status === 'revoked') {
    return (
      <Frame title="Invitation withdrawn">
        <Outcome
          title="This invitation was withdrawn"
          text={`It no longer works. If you should be in ${workspace}, ask one of its owners or managers to invite you again.`}
        />
      </Frame>
    );
  }
  if (invitation.status === 'accepted') {
    return (
      <Frame title="Invitation used">
        <Outcome
          title="This invitation has already been used"
          text={`If you accepted it, sign in as ${invitation.email} to work in ${workspace}.`}
          action={
            signedInEmail ? (
              <Button asChild>
                <Link to="/dashboard">Go to Dashboard</Link>
              </Button>
            ) : (
              <Button asChild>
                <Link to={invitationAuthPath('signin', token, invitation.email)}>Sign in</Link>
              </Button>
            )
          }
        />
      </Frame>
    );
  }
  return (
    <Frame title={`Join ${workspace}`}>
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">
            {invitationHeadline(workspace, invitation.role)}
          </h1>
          <CardDescription>
            {inviter} invited{' '}
            <span className="font-medium break-words text-foreground">{invitation.email}</span>.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {signedInEmail ? (
            <JoinPanel token={token} invitation={invitation} signedInEmail={signedInEmail} />
          ) : (
            <>
              <p className="text-center text-sm text-muted-foreground">
                Create your Partnerly account with this address, or sign in if you already have one.
              </p>
              <Button asChild>
                <Link to={invitationAuthPath('signup', token, invitation.email, invitation.workspaceName)}>
                  Create account
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to={invitationAuthPath('signin', token, invitation.email)}>Sign in</Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Frame>
  );
}

function JoinPanel({ token, invitation, signedInEmail }: InvitationCardProps & { signedInEmail: string }) {
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
          isApiError(error) ? error.message : 'Could not join. Please try again.',
          'Could not join',
        ),
      );
      return;
    }
    toast({ variant: 'success', title: `Welcome to ${invitation.workspaceName}` });
    void navigate('/dashboard', { replace: true });
  };

  return (
    <>
      <p className="text-center text-sm text-muted-foreground">
        Signed in as <span className="font-medium text-foreground">{signedInEmail}</span>
      </p>
      {refusal ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{refusal.title}</AlertTitle>
          <AlertDescription>{refusal.description}</AlertDescription>
        </Alert>
      ) : null}
      <Button onClick={() => void join()} disabled={accept.isPending || signOutAndUse.isPending}>
        {accept.isPending ? <Spinner className="text-current" /> : null}
        Join {invitation.workspaceName}
      </Button>
      {isOther ? (
        <Button
          variant="outline"
          className="h-auto min-h-10 py-2 break-words whitespace-normal"
          onClick={signOutAndUse.run}
          disabled={signOutAndUse.isPending}
        >
          {signOutAndUse.isPending ? <Spinner className="text-current" /> : null}
          Sign out and use {invitation.email}
        </Button>
      ) : null}
    </>
  );
}

/** Signs out here (no trip home) and opens `path`, e.g. the sign-in for the invited address. */
function useSignOutTo(path: string) {
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
      toast({ variant: 'destructive', title: 'Sign Out Error', description: 'Error signing out' });
    } finally {
      setIsPending(false);
    }
  };
  return { run: () => void run(), isPending };
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center px-4 py-10 sm:py-16">
      <title>{`${title} · Partnerly`}</title>
      {children}
    </div>
  );
}

/** An invitation that cannot be used: what happened and what to do. */
function Outcome({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
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
          <Link to="/">Back to Home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
