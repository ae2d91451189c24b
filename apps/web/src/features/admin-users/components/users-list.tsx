import type { AdminUser } from '@partnerly/contracts';
import { Ban, History, Pencil, RotateCcw } from 'lucide-react';
import { ScrollTable, headCell } from '@/components/scroll-table';
import { Button } from '@/components/ui/button';
import { ToneBadge } from '@/components/ui/tone-badge';
import { displayNameOf, formatDate, userTypeLabel } from '@/lib/format';
import { VERIFICATION_LABELS } from './user-labels';

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
  return user.suspendedAt ? (
    <ToneBadge tone="danger">Suspended</ToneBadge>
  ) : (
    <ToneBadge tone="success">Active</ToneBadge>
  );
}

function VerificationBadge({ user }: { user: AdminUser }) {
  const tone = { verified: 'success', pending: 'warning', unverified: 'neutral' } as const;
  return (
    <ToneBadge tone={tone[user.verificationStatus]}>{VERIFICATION_LABELS[user.verificationStatus]}</ToneBadge>
  );
}

function RowActions({ user, actions }: { user: AdminUser; actions: UserActions }) {
  const name = displayNameOf(user, user.email);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => actions.onHistory(user)}
        aria-label={`History of ${name}`}
      >
        <History aria-hidden /> History
      </Button>
      {actions.canChange ? (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => actions.onEdit(user)}
            aria-label={`Edit ${name}`}
          >
            <Pencil aria-hidden /> Edit
          </Button>
          {user.suspendedAt ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => actions.onReinstate(user)}
              aria-label={`Reinstate ${name}`}
            >
              <RotateCcw aria-hidden /> Reinstate
            </Button>
          ) : user.id === actions.selfId ? null : (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              onClick={() => actions.onSuspend(user)}
              aria-label={`Suspend ${name}`}
            >
              <Ban aria-hidden /> Suspend
            </Button>
          )}
        </>
      ) : null}
    </div>
  );
}

function UserCard({ user, actions }: { user: AdminUser; actions: UserActions }) {
  return (
    <li className="grid gap-2 rounded-xl border p-4">
      <div className="min-w-0">
        <p className="font-medium break-words">{displayNameOf(user, '(no name)')}</p>
        <p className="text-sm break-all text-muted-foreground">{user.email}</p>
        {user.companyName ? <p className="text-sm text-muted-foreground">{user.companyName}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>{userTypeLabel(user.userType)}</span>
        <VerificationBadge user={user} />
        <StatusBadge user={user} />
        <span className="text-muted-foreground">Joined {formatDate(user.createdAt)}</span>
      </div>
      <RowActions user={user} actions={actions} />
    </li>
  );
}

/** The page of accounts: a table on wide screens, cards on a phone. */
export function UsersList({ users, actions }: { users: AdminUser[]; actions: UserActions }) {
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label="Users">
        {users.map((user) => (
          <UserCard key={user.id} user={user} actions={actions} />
        ))}
      </ul>
      <div className="hidden md:block">
        <ScrollTable label="Users">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className={headCell}>
                Name
              </th>
              <th scope="col" className={headCell}>
                E-mail
              </th>
              <th scope="col" className={headCell}>
                User type
              </th>
              <th scope="col" className={headCell}>
                Verification
              </th>
              <th scope="col" className={headCell}>
                Status
              </th>
              <th scope="col" className={headCell}>
                Joined
              </th>
              <th scope="col" className={headCell}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-t align-top">
                <td className="px-3 py-2">
                  <p className="font-medium">{displayNameOf(user, '(no name)')}</p>
                  {user.companyName ? <p className="text-muted-foreground">{user.companyName}</p> : null}
                </td>
                <td className="px-3 py-2 break-all">{user.email}</td>
                <td className="px-3 py-2 whitespace-nowrap">{userTypeLabel(user.userType)}</td>
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
