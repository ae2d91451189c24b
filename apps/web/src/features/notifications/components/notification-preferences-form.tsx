import { type NotificationPreference, type NotificationPreferenceChange } from '@partnerly/contracts';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { NOTIFICATION_TYPE_LABELS } from './notification-type-labels';
import { useNotificationPreferences, useUpdateNotificationPreference } from '../api/notification-preferences';

type Flag = 'enabled' | 'emailEnabled' | 'pushEnabled';

const FLAGS: { flag: Flag; label: MessageKey; hint: MessageKey }[] = [
  { flag: 'enabled', label: 'notifications.flagOn', hint: 'notifications.flagOnHint' },
  { flag: 'emailEnabled', label: 'notifications.flagEmail', hint: 'notifications.flagEmailHint' },
  { flag: 'pushEnabled', label: 'notifications.flagPush', hint: 'notifications.flagPushHint' },
];

/** Per type: notify at all, by e-mail, pushed live to the app (spec 01 section 3); each change saves. */
export function NotificationPreferencesForm() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreference();
  const t = useT();

  if (preferences.isPending) {
    return (
      <div className="grid gap-3">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <div role="alert" className="rounded-xl border p-6 text-center">
        <p className="font-medium">{t('notifications.preferencesLoadFailed')}</p>
        <Button className="mt-3" variant="outline" onClick={() => void preferences.refetch()}>
          {t('notifications.tryAgain')}
        </Button>
      </div>
    );
  }

  const save = (change: NotificationPreferenceChange) => update.mutate(change);
  return (
    <section aria-labelledby="preferences-title" className="grid gap-4">
      <div>
        <h2 id="preferences-title" className="text-lg font-semibold">
          {t('notifications.preferencesHeading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('notifications.preferencesIntro')}</p>
      </div>
      <ul className="divide-y rounded-xl border bg-card">
        {preferences.data.preferences.map((preference) => (
          <PreferenceRow key={preference.type} preference={preference} onChange={save} />
        ))}
      </ul>
    </section>
  );
}

function PreferenceRow({
  preference,
  onChange,
}: {
  preference: NotificationPreference;
  onChange: (change: NotificationPreferenceChange) => void;
}) {
  const t = useT();
  const label = t(NOTIFICATION_TYPE_LABELS[preference.type]);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium">{label}</p>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {FLAGS.map(({ flag, label: flagKey, hint }) => {
          const flagLabel = t(flagKey);
          const switchName = `${label}: ${flagLabel}`;
          const id = `preference-${preference.type}-${flag}`;
          // E-mail and live delivery only matter while the type is on.
          const isDisabled = flag !== 'enabled' && !preference.enabled;
          return (
            <div key={flag} className="flex items-center gap-2" title={t(hint)}>
              <Switch
                id={id}
                checked={preference[flag]}
                disabled={isDisabled}
                aria-label={switchName}
                onCheckedChange={(checked) => onChange({ type: preference.type, [flag]: checked })}
              />
              <Label htmlFor={id} className="text-sm font-normal text-muted-foreground">
                {flagLabel}
              </Label>
            </div>
          );
        })}
      </div>
    </li>
  );
}
