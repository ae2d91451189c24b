import { LayoutDashboard, LogOut, Menu, RefreshCw, Settings, X } from 'lucide-react';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { displayNameOf } from '@/lib/format';
import { useMe, type Me } from '@/lib/session';
import { ThemeToggle } from './theme-toggle';
import { useFixProfile } from './use-fix-profile';
import { UserAvatar } from './user-avatar';
import { useSignOut } from './use-sign-out';

// The menu (Radix + floating-ui) loads only for signed-in visitors.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));
const NotificationBell = lazy(async () => ({
  default: (await import('@/features/notifications/components/notification-bell')).NotificationBell,
}));

// The sign-in dialog loads when a visitor opens it.
const SignInDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/sign-in-dialog')).SignInDialog,
}));

const MOBILE_MENU_ID = 'mobile-menu';

/** The top bar of every page (spec 01 section 2); /r/... pages get the logo only. */
export function TopBar() {
  const location = useLocation();
  const me = useMe();
  const signOut = useSignOut();
  const fixProfile = useFixProfile();
  // The mobile menu belongs to the page it was opened on: navigating closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const isMenuOpen = menuPath === location.pathname;
  const closeMenu = () => setMenuPath(null);
  const [isSignInOpen, setIsSignInOpen] = useState(false);
  const isReduced = location.pathname.startsWith('/r/');

  return (
    <header
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape' && isMenuOpen) closeMenu();
      }}
      className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        {isReduced ? null : (
          <div className="flex items-center gap-1 sm:gap-2">
            {me.data ? (
              <Suspense fallback={<span className="block size-10" aria-hidden />}>
                <NotificationBell />
              </Suspense>
            ) : null}
            <ThemeToggle />
            <div className="hidden items-center gap-2 md:flex">
              {me.isPending ? (
                <Skeleton className="size-10 rounded-full" />
              ) : me.data ? (
                <Suspense fallback={<UserAvatar profile={me.data.profile} />}>
                  <UserMenu
                    me={me.data}
                    onSignOut={() => void signOut()}
                    onFixProfile={() => void fixProfile()}
                  />
                </Suspense>
              ) : (
                <>
                  <Button variant="ghost" onClick={() => setIsSignInOpen(true)}>
                    Sign In
                  </Button>
                  <Button asChild>
                    <Link to="/get-started">Get Started</Link>
                  </Button>
                </>
              )}
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-expanded={isMenuOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuPath(isMenuOpen ? null : location.pathname)}
            >
              {isMenuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            </Button>
          </div>
        )}
      </div>
      {isMenuOpen && !isReduced ? (
        <MobileMenu
          me={me.data}
          isPending={me.isPending}
          onClose={closeMenu}
          onSignIn={() => {
            closeMenu();
            setIsSignInOpen(true);
          }}
          onSignOut={() => {
            closeMenu();
            void signOut();
          }}
          onFixProfile={() => {
            closeMenu();
            void fixProfile();
          }}
        />
      ) : null}
      {isSignInOpen ? (
        <Suspense fallback={null}>
          <SignInDialog open onOpenChange={setIsSignInOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}

interface MobileMenuProps {
  me: Me | null | undefined;
  isPending: boolean;
  onClose: () => void;
  onSignIn: () => void;
  onSignOut: () => void;
  onFixProfile: () => void;
}

const mobileItem =
  'flex w-full items-center gap-3 rounded-md px-3 py-3 text-left text-base font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-5 [&_svg]:text-muted-foreground';

function MobileMenu({ me, isPending, onClose, onSignIn, onSignOut, onFixProfile }: MobileMenuProps) {
  return (
    <nav id={MOBILE_MENU_ID} aria-label="Main" className="border-t px-4 pt-2 pb-4 md:hidden">
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
          <li>
            <Link className={mobileItem} to="/dashboard" onClick={onClose}>
              <LayoutDashboard aria-hidden /> Dashboard
            </Link>
          </li>
          <li>
            <Link className={mobileItem} to="/profile?tab=settings" onClick={onClose}>
              <Settings aria-hidden /> Profile Settings
            </Link>
          </li>
          {me.profile ? null : (
            <li>
              <button type="button" className={mobileItem} onClick={onFixProfile}>
                <RefreshCw aria-hidden /> Fix Profile Issue
              </button>
            </li>
          )}
          <li>
            <button type="button" className={`${mobileItem} text-destructive`} onClick={onSignOut}>
              <LogOut aria-hidden /> Sign out
            </button>
          </li>
        </ul>
      ) : (
        <ul className="grid gap-2">
          <li>
            <Button variant="outline" className="w-full" onClick={onSignIn}>
              Sign In
            </Button>
          </li>
          <li>
            <Button className="w-full" asChild>
              <Link to="/get-started" onClick={onClose}>
                Get Started
              </Link>
            </Button>
          </li>
        </ul>
      )}
    </nav>
  );
}
