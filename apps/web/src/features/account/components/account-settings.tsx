import { Bell, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { userTypeLabel } from '@/lib/format';
import type { Me } from '@/lib/session';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountSection } from './delete-account-section';

/**
 * The account tab of /profile (spec 03 section 2): e-mail, password, sessions, notifications,
 * type, deletion. `deleteAccountReason` says why deletion is refused ('' when allowed).
 */
export function AccountSettings({ me, deleteAccountReason }: { me: Me; deleteAccountReason?: string }) {
  const signOutOthers = useSignOutOtherSessions();
  const userType = me.profile?.userType;

  return (
    <div className="grid gap-6">
      <SettingCard
        title="Email address"
        description="The address you sign in with and where Partnerly writes to you."
      >
        <p className="font-medium break-all">{me.user.email}</p>
      </SettingCard>

      <SettingCard title="Password" description="Change the password you sign in with.">
        <ChangePasswordDialog />
      </SettingCard>

      <SettingCard
        title="Sessions"
        description="Signed in on a shared or lost device? Sign out everywhere else; this browser stays signed in."
      >
        <Button variant="outline" disabled={signOutOthers.isPending} onClick={() => signOutOthers.mutate()}>
          {signOutOthers.isPending ? <Spinner className="text-current" /> : <LogOut aria-hidden />}
          Sign out of other sessions
        </Button>
      </SettingCard>

      <SettingCard
        title="Email notifications"
        description="Choose, per kind of notification, whether you get it at all, by e-mail and live in the app."
      >
        <Button variant="outline" asChild>
          <Link to="/notifications?tab=preferences">
            <Bell aria-hidden /> Notification Preferences
          </Link>
        </Button>
      </SettingCard>

      <SettingCard
        title="Account type"
        description="Your account type is set when you join and cannot be changed."
      >
        {userType ? <Badge variant="secondary">{userTypeLabel(userType)}</Badge> : <p>Not set</p>}
      </SettingCard>

      <DeleteAccountSection blockedReason={deleteAccountReason} />
    </div>
  );
}

function SettingCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
