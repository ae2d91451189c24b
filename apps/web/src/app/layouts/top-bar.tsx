import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import { takesPartInMessaging, useUnreadMessageCount } from '@/features/messages/api/unread-count';
import { useMe } from '@/lib/session';
import { DesktopNav } from '../navigation/desktop-nav';
import { NavLinks } from '../navigation/nav-links';
import { navigationFor, SIGNED_OUT_NAVIGATION } from '../navigation/navigation';
import { LanguageTriggerPlaceholder } from './language-trigger';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';
import { useFixProfile } from './use-fix-profile';
import { UserAvatar } from './user-avatar';
import { useSignOut } from './use-sign-out';

// The menu (Radix + floating-ui) loads only for signed-in visitors.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));
const NotificationBell = lazy(async () => ({
  default: (await import('@/features/notifications/components/notification-bell')).NotificationBell,
}));

// The language menu (Radix) loads after the first paint; its button looks the same meanwhile.
const LanguageMenu = lazy(async () => ({ default: (await import('./language-menu')).LanguageMenu }));

// The sign-in dialog loads when a visitor opens it.
const SignInDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/sign-in-dialog')).SignInDialog,
}));

/**
 * The top bar of every page (spec 01 section 2) with the role's navigation (a bar under it
 * on desktop, the collapsible menu below 768 px); /r/... pages get the logo only.
 */
export function TopBar() {
  const location = useLocation();
  const t = useT();
  const me = useMe();
  const signOut = useSignOut();
  const fixProfile = useFixProfile();
  // The mobile menu belongs to the page it was opened on: navigating closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const here = `${location.pathname}${location.search}`;
  const isMenuOpen = menuPath === here;
  const closeMenu = () => setMenuPath(null);
  const [isSignInOpen, setIsSignInOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const isReduced = location.pathname.startsWith('/r/');
  const userType = me.data?.profile?.userType;
  const badges = { unreadMessages: useUnreadMessageCount(takesPartInMessaging(userType)) };

  return (
    <header
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !isMenuOpen) return;
        // Escape closes the menu and gives the focus back to its button.
        closeMenu();
        menuToggle.current?.focus();
      }}
      className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
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
              <Suspense fallback={<LanguageTriggerPlaceholder />}>
                <LanguageMenu />
              </Suspense>
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
                  <nav aria-label={t('shell.mainNavigation')}>
                    <ul className="flex">
                      <NavLinks
                        items={SIGNED_OUT_NAVIGATION}
                        className="flex h-9 items-center gap-2 rounded-md px-4 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring [&_svg]:hidden"
                        currentClassName="bg-accent"
                      />
                    </ul>
                  </nav>
                  <Button variant="ghost" onClick={() => setIsSignInOpen(true)}>
                    {t('shell.signIn')}
                  </Button>
                  <Button asChild>
                    <Link to="/get-started">{t('shell.getStarted')}</Link>
                  </Button>
                </>
              )}
            </div>
            <Button
              ref={menuToggle}
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-expanded={isMenuOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={isMenuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
              onClick={() => setMenuPath(isMenuOpen ? null : here)}
            >
              {isMenuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            </Button>
          </div>
        )}
      </div>
      {userType && !isReduced ? <DesktopNav items={navigationFor(userType)} badges={badges} /> : null}
      {isMenuOpen && !isReduced ? (
        <MobileMenu
          me={me.data}
          isPending={me.isPending}
          badges={badges}
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
