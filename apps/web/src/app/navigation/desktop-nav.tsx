import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { NavLinks } from './nav-links';
import { navEntries, type NavBadgeCounts, type NavGroup, type NavItem } from './navigation';

// A group's menu (Radix Popover + floating-ui) loads only for a role whose bar has one.
const NavGroupMenu = lazy(async () => ({ default: (await import('./nav-group-menu')).NavGroupMenu }));

const LINK_CLASS =
  '-mb-px flex h-11 items-center gap-2 border-b-2 border-transparent px-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&_svg]:size-4';
const CURRENT_CLASS = 'border-primary text-foreground';

/** The signed-in desktop bar under the top bar's first row (768 px and wider); as wide as that row (7xl), so every role's links fit 1280 px. */
export function DesktopNav({ items, badges }: { items: NavItem[]; badges?: NavBadgeCounts }) {
  const t = useT();
  return (
    <nav aria-label={t('shell.mainNavigation')} className="hidden border-t md:block">
      <ul className="mx-auto flex max-w-7xl gap-0.5 overflow-x-auto px-2 sm:px-4">
        {navEntries(items).map((entry) =>
          'item' in entry ? (
            <NavLinks
              key={entry.item.to}
              items={[entry.item]}
              badges={badges}
              className={LINK_CLASS}
              currentClassName={CURRENT_CLASS}
            />
          ) : (
            <li key={entry.group.label}>
              <Suspense fallback={<GroupPlaceholder group={entry.group} />}>
                <NavGroupMenu
                  group={entry.group}
                  items={entry.items}
                  badges={badges}
                  className={LINK_CLASS}
                  currentClassName={CURRENT_CLASS}
                />
              </Suspense>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** The group's button as it will look, while its menu loads. */
function GroupPlaceholder({ group: { label, icon: Icon } }: { group: NavGroup }) {
  const t = useT();
  return (
    <span className={LINK_CLASS}>
      <Icon aria-hidden /> {t(label)} <ChevronDown aria-hidden />
    </span>
  );
}
