import { LayoutDashboard, LogOut, RefreshCw, Settings } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { displayNameOf, initialsOf } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import type { Me } from '@/lib/session';
import { UserAvatar } from './user-avatar';

interface UserMenuProps {
  me: Me;
  onSignOut: () => void;
  onFixProfile: () => void;
}

/** The avatar button and its menu (desktop top bar). */
export function UserMenu({ me, onSignOut, onFixProfile }: UserMenuProps) {
  const t = useT();
  const name = displayNameOf(me.profile, me.user.email);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex size-10 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={t('shell.accountMenu', { initials: initialsOf(me.profile), name })}
      >
        <UserAvatar profile={me.profile} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{name}</span>
          <span className="block truncate text-xs text-muted-foreground">{me.user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden /> {t('nav.dashboard')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/profile?tab=settings">
            <Settings aria-hidden /> {t('shell.profileSettings')}
          </Link>
        </DropdownMenuItem>
        {me.profile ? null : (
          <DropdownMenuItem onSelect={onFixProfile}>
            <RefreshCw aria-hidden /> {t('shell.fixProfile')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onSignOut}>
          <LogOut aria-hidden className="rtl:-scale-x-100" /> {t('shell.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
