import {
  DEFAULT_VERIFICATION_REJECTION_REASON,
  VERIFICATION_REJECTION_REASON_MAX,
} from '@partnerly/contracts';
import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '@/lib/i18n/i18n-provider';

interface RejectDialogProps {
  requesterName: string | null;
  isSending: boolean;
  onOpenChange(open: boolean): void;
  onReject(reason: string): void;
}

/**
 * Reject with a reason the requester reads: the spec's fixed text is chosen first ('Follower
 * count could not be verified'); another reason may be written instead.
 */
export function RejectDialog({ requesterName, isSending, onOpenChange, onReject }: RejectDialogProps) {
  const t = useT();
  return (
    <Dialog open={requesterName !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('adminVerifications.rejectTitle')}</DialogTitle>
          <DialogDescription>
            {t('adminVerifications.rejectDescription', { name: requesterName ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted while open: each opening starts from the default reason. */}
        {requesterName !== null ? (
          <ReasonForm isSending={isSending} onCancel={() => onOpenChange(false)} onReject={onReject} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  isSending,
  onCancel,
  onReject,
}: {
  isSending: boolean;
  onCancel(): void;
  onReject(reason: string): void;
}) {
  const t = useT();
  const [choice, setChoice] = useState<'default' | 'custom'>('default');
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string>();
  const name = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'default') return onReject(DEFAULT_VERIFICATION_REJECTION_REASON);
    const reason = custom.trim();
    if (!reason) return setError(t('adminVerifications.reasonRequired'));
    onReject(reason);
  };

  const option = (value: 'default' | 'custom', label: string) => (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
      <input
        type="radio"
        name={name}
        value={value}
        checked={choice === value}
        onChange={() => {
          setChoice(value);
          setError(undefined);
        }}
        className="size-4 accent-primary"
      />
      <span className="min-w-0 flex-1 break-words">{label}</span>
    </label>
  );

  return (
    <form
      noValidate
      aria-label={t('adminVerifications.rejectionReason')}
      className="grid gap-4"
      onSubmit={submit}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('adminVerifications.reason')}</legend>
        {option('default', t('adminVerifications.defaultReason'))}
        {option('custom', t('adminVerifications.anotherReason'))}
      </fieldset>
      {choice === 'custom' ? (
        <TextareaField
          label={t('adminVerifications.yourReason')}
          rows={3}
          maxLength={VERIFICATION_REJECTION_REASON_MAX}
          value={custom}
          onChange={(event) => {
            setCustom(event.target.value);
            setError(undefined);
          }}
          error={error}
          autoFocus
        />
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={isSending}>
          {isSending ? <Spinner /> : <X aria-hidden />} {t('adminVerifications.rejectRequest')}
        </Button>
      </DialogFooter>
    </form>
  );
}
