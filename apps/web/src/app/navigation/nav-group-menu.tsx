import { ChevronDown } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { NavLinks } from './nav-links';
import type { NavBadgeCounts, NavGroup, NavItem } from './navigation';

interface NavGroupMenuProps {
  group: NavGroup;
  items: NavItem[];
  badges?: NavBadgeCounts;
  /** The bar's link classes, for the group's button; `currentClassName` when one of its pages is open. */
  className: string;
  currentClassName: string;
}

const MENU_LINK =
  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:text-muted-foreground';
const MENU_CURRENT = 'bg-accent text-accent-foreground [&_svg]:text-primary';

/**
 * A group of the desktop bar: a button that opens its links (the disclosure pattern: the
 * first link takes the focus, Escape closes and returns to the button, so does a click
 * outside). Rendered in place, not in a portal, so the links stay inside the Main navigation;
 * floating-ui's fixed positioning keeps the panel out of the bar's sideways scroll.
 */
export function NavGroupMenu({ group, items, badges, className, currentClassName }: NavGroupMenuProps) {
  const location = useLocation();
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const isCurrent = items.some((item) => item.match(location));
  const Icon = group.icon;
  return (
    <PopoverPrimitive.Root open={isOpen} onOpenChange={setIsOpen}>
      <PopoverPrimitive.Trigger className={cn(className, isCurrent && currentClassName)}>
        <Icon aria-hidden /> {t(group.label)}
        <ChevronDown aria-hidden className={cn('transition-transform', isOpen && 'rotate-180')} />
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Content
        align="start"
        sideOffset={4}
        collisionPadding={8}
        aria-label={t(group.label)}
        className="z-50 min-w-44 rounded-lg border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <ul className="grid gap-0.5">
          <NavLinks
            items={items}
            badges={badges}
            className={MENU_LINK}
            currentClassName={MENU_CURRENT}
            onNavigate={() => setIsOpen(false)}
          />
        </ul>
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Root>
  );
}
