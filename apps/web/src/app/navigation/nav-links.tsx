import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/utils';
import type { NavItem } from './navigation';

interface NavLinksProps {
  items: NavItem[];
  /** Each link's classes; the current page's link also gets `currentClassName`. */
  className: string;
  currentClassName: string;
  onNavigate?: () => void;
}

/** The navigation's links as list items, the current page's marked aria-current="page". */
export function NavLinks({ items, className, currentClassName, onNavigate }: NavLinksProps) {
  const location = useLocation();
  return items.map(({ label, to, icon: Icon, match }) => {
    const isCurrent = match(location);
    return (
      <li key={to}>
        <Link
          to={to}
          aria-current={isCurrent ? 'page' : undefined}
          className={cn(className, isCurrent && currentClassName)}
          onClick={onNavigate}
        >
          <Icon aria-hidden /> {label}
        </Link>
      </li>
    );
  });
}

/** The signed-in desktop bar under the top bar's first row (768 px and wider). */
export function DesktopNav({ items }: { items: NavItem[] }) {
  return (
    <nav aria-label="Main" className="hidden border-t md:block">
      <ul className="mx-auto flex max-w-6xl gap-0.5 overflow-x-auto px-2 sm:px-4">
        <NavLinks
          items={items}
          className="-mb-px flex h-11 items-center gap-2 border-b-2 border-transparent px-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&_svg]:size-4"
          currentClassName="border-primary text-foreground"
        />
      </ul>
    </nav>
  );
}
