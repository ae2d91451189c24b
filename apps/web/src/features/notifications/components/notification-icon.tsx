import {
  notificationAppearance,
  type NotificationColor,
  type NotificationIconKind,
} from '@partnerly/contracts';
import {
  Award,
  Bell,
  CreditCard,
  Eye,
  FileText,
  Link2,
  MessageSquare,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';

const ICONS: Record<NotificationIconKind, LucideIcon> = {
  message: MessageSquare,
  document: FileText,
  view: Eye,
  payment: CreditCard,
  user: UserRound,
  link: Link2,
  points: Award,
  other: Bell,
};

const COLORS: Record<NotificationColor, string> = {
  green: 'bg-green-100 text-green-700 dark:bg-green-500/15 dark:text-green-300',
  red: 'bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300',
  blue: 'bg-blue-100 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300',
  purple: 'bg-purple-100 text-purple-700 dark:bg-purple-500/15 dark:text-purple-300',
  orange: 'bg-orange-100 text-orange-700 dark:bg-orange-500/15 dark:text-orange-300',
  grey: 'bg-muted text-muted-foreground',
};

/** The icon and colour of a notification type (spec 01 sections 2 and 9). */
export function NotificationIcon({ type, className }: { type: string; className?: string }) {
  const { icon, color } = notificationAppearance(type);
  const Icon = ICONS[icon];
  return (
    <span
      aria-hidden
      data-color={color}
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full',
        COLORS[color],
        className,
      )}
    >
      <Icon className="size-4" />
    </span>
  );
}
