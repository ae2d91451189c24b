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
