import { LogOut, RefreshCw, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { LanguageChoice } from '@/components/language-choice';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { displayNameOf } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import type { Me } from '@/lib/session';
import { NavLinks } from '../navigation/nav-links';
import { navigationFor, SIGNED_OUT_NAVIGATION, type NavBadgeCounts } from '../navigation/navigation';
import { UserAvatar } from './user-avatar';

export const MOBILE_MENU_ID = 'mobile-menu';

interface MobileMenuProps {
  me: Me | null | undefined;
  isPending: boolean;
  /** The counts on the links (unread messages). */
  badges?: NavBadgeCounts;
  onClose: () => void;
  onSignIn: () => void;
  onSignOut: () => void;
  onFixProfile: () => void;
}

const mobileItem =
  'flex w-full items-center gap-3 rounded-md px-3 py-3 text-start text-base font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-5 [&_svg]:text-muted-foreground';
const currentItem = 'bg-accent text-accent-foreground [&_svg]:text-primary';

/** The collapsible menu of the top bar below 768 px: the role's navigation and the account. */
export function MobileMenu({
  me,
  isPending,
  badges,
  onClose,
  onSignIn,
  onSignOut,
  onFixProfile,
}: MobileMenuProps) {
  const t = useT();
  return (
    <nav
      id={MOBILE_MENU_ID}
      aria-label={t('shell.mainNavigation')}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t px-4 pt-2 pb-4 md:hidden"
    >
      {isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : me ? (
        <ul className="grid gap-1">
          <li className="flex items-center gap-3 px-3 py-2">
            <UserAvatar profile={me.profile} />
            <span className="min-w-0">
              <span className="block truncate font-medium">{displayNameOf(me.profile, me.user.email)}</span>
              <span className="block truncate text-sm text-muted-foreground">{me.user.email}</span>
            </span>
          </li>
          {me.profile ? (
            <NavLinks
              items={navigationFor(me.profile.userType)}
              badges={badges}
              className={mobileItem}
              currentClassName={currentItem}
              onNavigate={onClose}
            />
          ) : null}
          <li className="mt-1 border-t pt-1">
            <Link className={mobileItem} to="/profile?tab=settings" onClick={onClose}>
              <Settings aria-hidden /> {t('shell.profileSettings')}
            </Link>
          </li>
          {me.profile ? null : (
            <li>
              <button type="button" className={mobileItem} onClick={onFixProfile}>
                <RefreshCw aria-hidden /> {t('shell.fixProfile')}
              </button>
            </li>
          )}
          <li>
            <button type="button" className={`${mobileItem} text-destructive`} onClick={onSignOut}>
              <LogOut aria-hidden className="rtl:-scale-x-100" /> {t('shell.signOut')}
            </button>
          </li>
          <li className="mt-1 border-t pt-1">
            <LanguageChoice />
          </li>
        </ul>
      ) : (
        <ul className="grid gap-2">
          <NavLinks
            items={SIGNED_OUT_NAVIGATION}
            className={mobileItem}
            currentClassName={currentItem}
            onNavigate={onClose}
          />
          <li>
            <Button variant="outline" className="w-full" onClick={onSignIn}>
              {t('shell.signIn')}
            </Button>
          </li>
          <li>
            <Button className="w-full" asChild>
              <Link to="/get-started" onClick={onClose}>
                {t('shell.getStarted')}
              </Link>
            </Button>
          </li>
          <li className="border-t pt-1">
            <LanguageChoice />
          </li>
        </ul>
      )}
    </nav>
  );
}
