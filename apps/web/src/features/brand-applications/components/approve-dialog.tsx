import { formatDeadline, submissionDeadlineProblem, utcDate } from '@partnerly/contracts';
import { Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/i18n-provider';

interface ApproveDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  applicantName: string;
  /** The campaign's content deadline: the date offered (unless it is over), and the server's default. */
  contentDeadline: string | null;
  isPending: boolean;
  /** The server's refusal of the date, shown under the field. */
  serverError?: string;
  /** Null: no date picked, the campaign's content deadline applies. */
  onConfirm(submissionDeadline: string | null): void;
}

/**
 * Approve with a submission deadline (ADR 0043): the date field starts at the campaign's
 * content deadline and may be changed or emptied; content is due by the end of that day (UTC).
 */
export function ApproveDialog({ open, onOpenChange, ...props }: ApproveDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !props.isPending && onOpenChange(next)}>
      <AlertDialogContent>{open ? <ApproveForm {...props} /> : null}</AlertDialogContent>
    </AlertDialog>
  );
}

function ApproveForm({
  applicantName,
  contentDeadline,
  isPending,
  serverError,
  onConfirm,
}: Omit<ApproveDialogProps, 'open' | 'onOpenChange'>) {
  const t = useT();
  const today = utcDate(new Date());
  // A campaign deadline already over is no date to offer (the server would refuse it).
  const [deadline, setDeadline] = useState(
    contentDeadline && contentDeadline >= today ? contentDeadline : '',
  );
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = deadline ? submissionDeadlineProblem(deadline, new Date()) : null;
    setProblem(found);
    if (!found) onConfirm(deadline || null);
  };

  const fallback = contentDeadline
    ? t('brandApplications.deadlineFallback', { date: formatDeadline(contentDeadline) })
    : t('brandApplications.deadlineNone');
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <AlertDialogHeader>
        <AlertDialogTitle>{t('brandApplications.approveTitle', { name: applicantName })}</AlertDialogTitle>
        <AlertDialogDescription>{t('brandApplications.approveDescription')}</AlertDialogDescription>
      </AlertDialogHeader>
      <TextField
        label={t('brandApplications.submissionDeadline')}
        type="date"
        min={today}
        value={deadline}
        onChange={(event) => {
          setDeadline(event.target.value);
          setProblem(null);
        }}
        error={problem ?? serverError}
        hint={t('brandApplications.deadlineHint', { fallback })}
        disabled={isPending}
      />
      <AlertDialogFooter>
        <AlertDialogCancel disabled={isPending}>{t('common.cancel')}</AlertDialogCancel>
        <Button type="submit" disabled={isPending}>
          {isPending ? <Spinner className="text-current" /> : <Check aria-hidden />}
          {t('brandApplications.approve')}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
