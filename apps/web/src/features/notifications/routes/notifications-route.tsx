import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n/i18n-provider';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { NotificationList } from '../components/notification-list';
import { NotificationPreferencesForm } from '../components/notification-preferences-form';

const TABS = ['all', 'preferences'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /notifications: the full list and the per-type preferences (?tab=preferences). */
export function NotificationsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'all';
  const t = useT();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <title>{t('notifications.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('notifications.heading')}</h1>
      <p className="mt-1 text-muted-foreground">{t('notifications.intro')}</p>
      <Tabs
        className="mt-6"
        value={tab}
        onValueChange={(value) => setSearchParams(value === 'all' ? {} : { tab: value }, { replace: true })}
      >
        <TabsList className="max-w-sm">
          <TabsTrigger value="all">{t('common.all')}</TabsTrigger>
          <TabsTrigger value="preferences">{t('notifications.preferencesTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="all" className="mt-6">
          <NotificationList />
        </TabsContent>
        <TabsContent value="preferences" className="mt-6">
          <NotificationPreferencesForm />
        </TabsContent>
      </Tabs>
    </div>
  );
}
