import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
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

interface ReasonDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  description: ReactNode;
  label: string;
  placeholder?: string;
  /** Blank text is refused with this message; without it the text is optional. */
  requiredMessage?: string;
  maxLength: number;
  confirmLabel: string;
  confirmVariant?: ButtonProps['variant'];
  isPending: boolean;
  /** The server's message about the text (its field error), shown under the field. */
  serverError?: string;
  onConfirm(text: string): void;
}

/**
 * An action that needs words from the admin (the reason a brand reads, a note on a decision):
 * a dialog with one text field, Cancel and the action. The field starts empty each time.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, onClose, title, description, isPending } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => (next || isPending ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? <ReasonForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  onClose,
  title,
  label,
  placeholder,
  requiredMessage,
  maxLength,
  confirmLabel,
  confirmVariant = 'default',
  isPending,
  serverError,
  onConfirm,
}: ReasonDialogProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (requiredMessage && !trimmed) {
      setError(requiredMessage);
      return;
    }
    setError(undefined);
    onConfirm(trimmed);
  };
  return (
    <form aria-label={title} noValidate className="grid gap-4" onSubmit={submit}>
      <TextareaField
        label={label}
        required={Boolean(requiredMessage)}
        rows={4}
        maxLength={maxLength}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error ?? serverError}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant={confirmVariant} disabled={isPending}>
          {isPending ? <Spinner className="text-current" /> : null}
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
