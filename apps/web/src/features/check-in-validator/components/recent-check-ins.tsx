import type { EventCheckInList } from '@partnerly/contracts';
import { formatDateTime } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { CreatorAvatar } from './creator-avatar';

/** The event's check-ins, newest first: who, when and the points each earned. */
export function RecentCheckIns({ checkIns }: { checkIns: EventCheckInList['checkIns'] }) {
  const t = useT();
  const nameText = useNameText();
  return (
    <section aria-labelledby="recent-check-ins" className="grid gap-3">
      <h2 id="recent-check-ins" className="text-lg font-semibold">
        {t('checkIn.recent')}
      </h2>
      {checkIns.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('checkIn.noneYet')}
        </p>
      ) : (
        <ul aria-label={t('checkIn.recent')} className="grid divide-y rounded-xl border bg-card">
          {checkIns.map((checkIn) => (
            <li key={checkIn.id} className="flex items-center gap-3 px-4 py-3">
              <CreatorAvatar creator={checkIn.creator} />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="truncate font-medium">{nameText(checkIn.creator.name)}</p>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={checkIn.scannedAt}>{formatDateTime(checkIn.scannedAt)}</time>
                </p>
              </div>
              <p className="shrink-0 text-sm font-medium">
                {checkIn.pointsAwarded > 0
                  ? t('checkIn.plusPoints', { points: checkIn.pointsAwarded })
                  : t('checkIn.checkedIn')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
