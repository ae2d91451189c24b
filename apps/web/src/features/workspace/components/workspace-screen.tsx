import type { Workspace } from '@partnerly/contracts';
import { UserPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useBrandProfileList } from '@/api/brand-profiles/brand-profile-list';
import { useWorkspace } from '@/api/workspace/use-workspace';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { FormattedMessage } from 'react-intl';
import { useLeaveWorkspace } from '../api/workspace-mutations';
import { ActivityList } from './activity-list';
import { toastError } from './error-toast';
import { InvitationsList } from './invitations-list';
import { InviteDialog } from './invite-dialog';
import { PeopleList } from './people-list';
import { ROLE_KEYS, isFull, seatText, tabsFor, type TeamTab as Tab } from './workspace-format';

const TAB_LABELS: Record<Tab, MessageKey> = {
  people: 'workspace.tab.people',
  invitations: 'workspace.tab.invitations',
  activity: 'workspace.tab.activity',
};

/** A tab's label with its count: 'Invitations (2)'. */
const withCount = (label: string, count: number) => `${label} (${count})`;

interface WorkspaceScreenProps {
  /** Shown when every seat is taken ('Team Member Limit Reached' with the upgrade prompt). */
  limitNotice(limit: number): ReactNode;
}

/** /team: the brand workspace's people, invitations and activity (issue 14). */
export function WorkspaceScreen({ limitNotice }: WorkspaceScreenProps) {
  const t = useT();
  const workspace = useWorkspace();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <title>{t('workspace.pageTitle')}</title>
      {workspace.data ? (
        <TeamContent workspace={workspace.data} limitNotice={limitNotice} />
      ) : workspace.isError ? (
        <>
          <h1 className="mb-6 text-3xl font-bold tracking-tight">{t('workspace.title')}</h1>
          <RetryAlert
            message={
              // A refusal (no workspace, not a brand account) says why; anything else is a failure.
              isApiError(workspace.error) && workspace.error.status < 500 && workspace.error.status !== 0
                ? workspace.error.message
                : t('workspace.loadFailed')
            }
            onRetry={() => void workspace.refetch()}
          />
        </>
      ) : (
        <div role="status" aria-label={t('workspace.loading')} className="grid gap-4">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      )}
    </div>
  );
}

function TeamContent({ workspace, limitNotice }: { workspace: Workspace } & WorkspaceScreenProps) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const profiles = useBrandProfileList().data?.profiles ?? [];
  const leave = useLeaveWorkspace();
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const [isLeaveOpen, setIsLeaveOpen] = useState(false);

  const tabs = tabsFor(workspace.role);
  const requested = searchParams.get('tab') as Tab | null;
  const tab: Tab = requested && tabs.includes(requested) ? requested : 'people';
  const mayInvite = workspace.role !== 'member';
  const isTeamFull = isFull(workspace.seats);

  const confirmLeave = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        setIsLeaveOpen(false);
        toast({
          title: t('workspace.leftTitle'),
          description: t('workspace.leftDescription', { name: workspace.name }),
        });
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        setIsLeaveOpen(false);
        toastError(error, t('workspace.stillIn'), t('workspace.pleaseTryAgain'));
      },
    });

  return (
    <>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words">{workspace.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-muted-foreground">
            <FormattedMessage
              id="workspace.yourRole"
              values={{
                role: t(ROLE_KEYS[workspace.role]),
                badge: (chunks) => <Badge variant="outline">{chunks}</Badge>,
              }}
            />
          </p>
          <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
            {seatText(t, workspace.seats)}
          </p>
        </div>
        {mayInvite ? (
          <Button onClick={() => setIsInviteOpen(true)} disabled={isTeamFull} className="w-full sm:w-auto">
            <UserPlus aria-hidden /> {t('workspace.inviteColleague')}
          </Button>
        ) : null}
      </header>

      {mayInvite && isTeamFull ? <div className="mt-4">{limitNotice(workspace.seats.limit)}</div> : null}

      <Tabs
        className="mt-6"
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === 'people' ? {} : { tab: value }, { replace: true })
        }
      >
        {tabs.length > 1 ? (
          <TabsList className="max-w-md">
            {tabs.map((value) => (
              <TabsTrigger key={value} value={value} className="px-2">
                {value === 'invitations' && workspace.invitations.length > 0
                  ? withCount(t(TAB_LABELS[value]), workspace.invitations.length)
                  : t(TAB_LABELS[value])}
              </TabsTrigger>
            ))}
          </TabsList>
        ) : null}
        <TabsContent value="people" className="mt-6">
          <PeopleList workspace={workspace} profiles={profiles} onLeave={() => setIsLeaveOpen(true)} />
        </TabsContent>
        {tabs.includes('invitations') ? (
          <TabsContent value="invitations" className="mt-6">
            <InvitationsList invitations={workspace.invitations} />
          </TabsContent>
        ) : null}
        {tabs.includes('activity') ? (
          <TabsContent value="activity" className="mt-6">
            <ActivityList />
          </TabsContent>
        ) : null}
      </Tabs>

      {mayInvite ? (
        <InviteDialog
          open={isInviteOpen}
          onOpenChange={setIsInviteOpen}
          role={workspace.role}
          profiles={profiles}
        />
      ) : null}
      <ConfirmDialog
        open={isLeaveOpen}
        onOpenChange={setIsLeaveOpen}
        title={t('workspace.leaveTitle', { name: workspace.name })}
        description={t('workspace.leaveDescription')}
        confirmLabel={t('workspace.leaveWorkspace')}
        onConfirm={confirmLeave}
        isPending={leave.isPending}
      />
    </>
  );
}
