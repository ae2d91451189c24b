import { planChangeScheduledMessage } from '@partnerly/contracts';
import { CalendarClock } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useCancelScheduledChange } from '../api/manage-subscription';

interface ScheduledChangeAlertProps {
  currentName: string;
  targetName: string;
  changeAt: string;
  /** The next period is already paid on the new plan: the change can no longer be undone. */
  isPaid: boolean;
  canManage: boolean;
}

/** A downgrade waiting for the end of the paid period, with a way to keep the current plan. */
export function ScheduledChangeAlert({
  currentName,
  targetName,
  changeAt,
  isPaid,
  canManage,
}: ScheduledChangeAlertProps) {
  const t = useT();
  const known = useKnownText();
  const cancel = useCancelScheduledChange();
  return (
    <Alert>
      <CalendarClock aria-hidden />
      <AlertTitle>{known(planChangeScheduledMessage(targetName, changeAt))}</AlertTitle>
      <AlertDescription>
        <p>
          {[
            t('scheduledChange.keepFeatures', { current: currentName }),
            isPaid
              ? t('scheduledChange.paid', { plan: targetName })
              : t('scheduledChange.payRenewal', { plan: targetName }),
          ].join(' ')}
        </p>
        {canManage && !isPaid ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {cancel.isPending ? <Spinner className="text-current" /> : null}
            {t('scheduledChange.keep', { plan: currentName })}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
