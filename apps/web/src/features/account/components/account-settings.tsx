import { Bell, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageChoice } from '@/components/language-choice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { userTypeLabel } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import type { Me } from '@/lib/session';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountSection } from './delete-account-section';

/**
 * The account tab of /profile (spec 03 section 2): e-mail, password, sessions, notifications,
 * type, deletion. `deleteAccountReason` says why deletion is refused ('' when allowed).
 */
export function AccountSettings({ me, deleteAccountReason }: { me: Me; deleteAccountReason?: string }) {
  const t = useT();
  const signOutOthers = useSignOutOtherSessions();
  const userType = me.profile?.userType;

  return (
    <div className="grid gap-6">
      <SettingCard
        title={t('accountSettings.emailTitle')}
        description={t('accountSettings.emailDescription')}
      >
        <p dir="ltr" className="text-start font-medium break-all">
          {me.user.email}
        </p>
      </SettingCard>

      <SettingCard
        title={t('accountSettings.passwordTitle')}
        description={t('accountSettings.passwordDescription')}
      >
        <ChangePasswordDialog />
      </SettingCard>

      <SettingCard
        title={t('accountSettings.languageTitle')}
        description={t('accountSettings.languageDescription')}
      >
        {/* The top bar's choice, stored on the account (PUT /api/me/language). */}
        <LanguageChoice withHeading={false} className="max-w-xs p-0" />
      </SettingCard>

      <SettingCard
        title={t('accountSettings.sessionsTitle')}
        description={t('accountSettings.sessionsDescription')}
      >
        <Button variant="outline" disabled={signOutOthers.isPending} onClick={() => signOutOthers.mutate()}>
          {signOutOthers.isPending ? <Spinner className="text-current" /> : <LogOut aria-hidden />}
          {t('accountSettings.signOutOthers')}
        </Button>
      </SettingCard>

      <SettingCard
        title={t('accountSettings.notificationsTitle')}
        description={t('accountSettings.notificationsDescription')}
      >
        <Button variant="outline" asChild>
          <Link to="/notifications?tab=preferences">
            <Bell aria-hidden /> {t('accountSettings.notificationPreferences')}
          </Link>
        </Button>
      </SettingCard>

      <SettingCard title={t('accountSettings.typeTitle')} description={t('accountSettings.typeDescription')}>
        {userType ? (
          <Badge variant="secondary">{userTypeLabel(userType, t)}</Badge>
        ) : (
          <p>{t('accountSettings.typeNotSet')}</p>
        )}
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
