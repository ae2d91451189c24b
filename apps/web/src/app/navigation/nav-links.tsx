import { Link, useLocation } from 'react-router';
import { useFormat, useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { navBadgeText, type NavBadgeCounts, type NavItem } from './navigation';

interface NavLinksProps {
  items: NavItem[];
  /** Each link's classes; the current page's link also gets `currentClassName`. */
  className: string;
  currentClassName: string;
  /** The counts the items' badges show (unread messages). */
  badges?: NavBadgeCounts;
  onNavigate?: () => void;
}

/** The navigation's links as list items, the current page's marked aria-current="page". */
export function NavLinks({ items, className, currentClassName, badges, onNavigate }: NavLinksProps) {
  const location = useLocation();
  const t = useT();
  const format = useFormat();
  return items.map(({ label, to, icon: Icon, match, badge }) => {
    const isCurrent = match(location);
    const count = navBadgeText(badge ? badges?.[badge] : undefined);
    const visibleCount = count && `${format.number(count.visible)}${count.isMore ? '+' : ''}`;
    return (
      <li key={to}>
        <Link
          to={to}
          aria-current={isCurrent ? 'page' : undefined}
          className={cn(className, isCurrent && currentClassName)}
          onClick={onNavigate}
        >
          <Icon aria-hidden /> {t(label)}
          {count ? (
            <span className="flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground">
              <span aria-hidden>{visibleCount}</span>
              <span className="sr-only">{t('shell.unread', { count: count.count })}</span>
            </span>
          ) : null}
        </Link>
      </li>
    );
  });
}
