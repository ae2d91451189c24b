import type { RecentActivityItem } from '@partnerly/contracts';
import { CheckCircle2, CircleDot, Clock, FileText, PauseCircle, Rocket, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatRelativeTime } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { FormattedMessage } from 'react-intl';
import { cn } from '@/lib/utils';
import { activityAppearance, activityTitle, type ActivityTone } from './activity-appearance';

const TONE_STYLES: Record<ActivityTone, { icon: LucideIcon; iconClass: string; badgeClass: string }> = {
  pending: {
    icon: Clock,
    iconClass: 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
    badgeClass:
      'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200',
  },
  positive: {
    icon: CheckCircle2,
    iconClass: 'bg-success/15 text-success',
    badgeClass: 'border-success/40 bg-success/10 text-success',
  },
  live: {
    icon: Rocket,
    iconClass: 'bg-primary/10 text-primary',
    badgeClass: 'border-transparent bg-primary text-primary-foreground',
  },
  draft: {
    icon: FileText,
    iconClass: 'bg-muted text-muted-foreground',
    badgeClass: 'border-transparent bg-secondary text-secondary-foreground',
  },
  stopped: {
    icon: PauseCircle,
    iconClass: 'bg-muted text-muted-foreground',
    badgeClass: 'text-muted-foreground',
  },
  neutral: {
    icon: CircleDot,
    iconClass: 'bg-muted text-muted-foreground',
    badgeClass: 'text-foreground',
  },
};

/** Recent Activity: up to 6 items (at most 5 applications and 3 campaigns), newest first. */
export function RecentActivityList({ items }: { items: RecentActivityItem[] }) {
  const t = useT();
  const nameText = useNameText();
  if (items.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">{t('brandDashboard.noRecentActivity')}</p>
    );
  }
  const now = new Date();
  return (
    <ul aria-label={t('brandDashboard.recentActivityList')} className="grid gap-3">
      {items.map((item) => {
        const look = activityAppearance(item);
        const style = TONE_STYLES[look.tone];
        const Icon = style.icon;
        return (
          <li key={`${item.kind}-${item.id}`} className="flex items-center gap-3">
            <span
              className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', style.iconClass)}
            >
              <Icon className="size-4" aria-hidden />
            </span>
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="truncate text-sm font-medium">{activityTitle(item, nameText)}</p>
              <p className="text-xs text-muted-foreground">
                <FormattedMessage
                  id="brandDashboard.activityLine"
                  values={{
                    detail: t(look.detail),
                    when: formatRelativeTime(item.at, now),
                    time: (chunks) => <time dateTime={item.at}>{chunks}</time>,
                  }}
                />
              </p>
            </div>
            <Badge variant="outline" className={style.badgeClass}>
              {'key' in look.badge ? t(look.badge.key) : look.badge.text}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
