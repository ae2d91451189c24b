import { useT } from '@/lib/i18n/i18n-provider';
import { CalendarTab } from '../components/calendar-tab';

/**
 * /calendar (issue 21): the calendar of a creator (their campaign dates and own events) or of an
 * agent (their creators' dates and their own events), with sync to calendar apps.
 */
export function CalendarRoute() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <title>{t('calendar.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('calendar.heading')}</h1>
      <p className="mt-1 mb-6 text-muted-foreground">{t('calendar.intro')}</p>
      <CalendarTab />
    </div>
  );
}
