import type { AdminUser } from '@partnerly/contracts';
import { Ban, History, Pencil, RotateCcw } from 'lucide-react';
import { ScrollTable, headCell } from '@/components/scroll-table';
import { Button } from '@/components/ui/button';
import { ToneBadge } from '@/components/ui/tone-badge';
import { displayNameOf, formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { VERIFICATION_LABELS, roleLabel } from './user-labels';

/** What a row offers: history to everyone; edit, suspend and reinstate to super admins. */
export interface UserActions {
  canChange: boolean;
  /** The signed-in super admin: not suspended from their own row. */
  selfId: string;
  onHistory: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onSuspend: (user: AdminUser) => void;
  onReinstate: (user: AdminUser) => void;
}

function StatusBadge({ user }: { user: AdminUser }) {
  const t = useT();
  return user.suspendedAt ? (
    <ToneBadge tone="danger">{t('adminUsers.status.suspended')}</ToneBadge>
  ) : (
    <ToneBadge tone="success">{t('adminUsers.status.active')}</ToneBadge>
  );
}

function VerificationBadge({ user }: { user: AdminUser }) {
  const t = useT();
  const tone = { verified: 'success', pending: 'warning', unverified: 'neutral' } as const;
  return (
    <ToneBadge tone={tone[user.verificationStatus]}>
      {t(VERIFICATION_LABELS[user.verificationStatus])}
    </ToneBadge>
  );
}

/** The member's name as they wrote it (isolated, in its own direction), or 'No name'. */
function UserName({ user, className }: { user: AdminUser; className: string }) {
  const t = useT();
  const name = displayNameOf(user, '');
  return name ? (
    <p className={className} dir="auto">
      {name}
    </p>
  ) : (
    <p className={className}>{t('adminUsers.noName')}</p>
  );
}

function RowActions({ user, actions }: { user: AdminUser; actions: UserActions }) {
  const t = useT();
  const name = displayNameOf(user, user.email);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => actions.onHistory(user)}
        aria-label={t('adminUsers.historyOf', { name })}
      >
        <History aria-hidden /> {t('adminUsers.history')}
      </Button>
      {actions.canChange ? (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => actions.onEdit(user)}
            aria-label={t('adminUsers.editUser', { name })}
          >
            <Pencil aria-hidden /> {t('common.edit')}
          </Button>
          {user.suspendedAt ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => actions.onReinstate(user)}
              aria-label={t('adminUsers.reinstateUser', { name })}
            >
              <RotateCcw aria-hidden /> {t('adminUsers.reinstate')}
            </Button>
          ) : user.id === actions.selfId ? null : (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              onClick={() => actions.onSuspend(user)}
              aria-label={t('adminUsers.suspendUser', { name })}
            >
              <Ban aria-hidden /> {t('adminUsers.suspend')}
            </Button>
          )}
        </>
      ) : null}
    </div>
  );
}

function UserCard({ user, actions }: { user: AdminUser; actions: UserActions }) {
  const t = useT();
  return (
    <li className="grid gap-2 rounded-xl border p-4">
      <div className="min-w-0">
        <UserName user={user} className="font-medium break-words" />
        <p className="text-sm break-all text-muted-foreground" dir="ltr">
          {user.email}
        </p>
        {user.companyName ? (
          <p className="text-sm text-muted-foreground" dir="auto">
            {user.companyName}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>{roleLabel(t, user.userType)}</span>
        <VerificationBadge user={user} />
        <StatusBadge user={user} />
        <span className="text-muted-foreground">
          {t('adminUsers.joinedOn', { date: formatDate(user.createdAt) })}
        </span>
      </div>
      <RowActions user={user} actions={actions} />
    </li>
  );
}

/** The page of accounts: a table on wide screens, cards on a phone. */
export function UsersList({ users, actions }: { users: AdminUser[]; actions: UserActions }) {
  const t = useT();
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label={t('adminUsers.users')}>
        {users.map((user) => (
          <UserCard key={user.id} user={user} actions={actions} />
        ))}
      </ul>
      <div className="hidden md:block">
        <ScrollTable label={t('adminUsers.users')}>
          <thead className="bg-muted/50 text-start">
            <tr>
              <th scope="col" className={headCell}>
                {t('adminUsers.name')}
              </th>
              <th scope="col" className={headCell}>
                {t('adminUsers.field.email')}
              </th>
              <th scope="col" className={headCell}>
                {t('adminUsers.field.userType')}
              </th>
              <th scope="col" className={headCell}>
                {t('adminUsers.verification')}
              </th>
              <th scope="col" className={headCell}>
                {t('common.status')}
              </th>
              <th scope="col" className={headCell}>
                {t('adminUsers.joined')}
              </th>
              <th scope="col" className={headCell}>
                <span className="sr-only">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-t align-top">
                <td className="px-3 py-2">
                  <UserName user={user} className="font-medium" />
                  {user.companyName ? (
                    <p className="text-muted-foreground" dir="auto">
                      {user.companyName}
                    </p>
                  ) : null}
                </td>
                <td className="px-3 py-2 break-all">
                  <span dir="ltr">{user.email}</span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{roleLabel(t, user.userType)}</td>
                <td className="px-3 py-2">
                  <VerificationBadge user={user} />
                </td>
                <td className="px-3 py-2">
                  <StatusBadge user={user} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(user.createdAt)}</td>
                <td className="px-3 py-2">
                  <RowActions user={user} actions={actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </div>
    </>
  );
}
