import { planChangeScheduledMessage } from '@partnerly/contracts';
import { CalendarClock } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
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
  const cancel = useCancelScheduledChange();
  return (
    <Alert>
      <CalendarClock aria-hidden />
      <AlertTitle>{planChangeScheduledMessage(targetName, changeAt)}</AlertTitle>
      <AlertDescription>
        <p>
          You keep all {currentName} features until then.{' '}
          {isPaid
            ? `The next period is paid on ${targetName}.`
            : `Pay the ${targetName} renewal before that date to continue on ${targetName}.`}
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
            Keep {currentName}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
