import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button, type ButtonProps } from './button';
import { useT } from '@/lib/i18n/i18n-provider';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens it, when the dialog has one. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  cancelLabel?: ReactNode;
  confirmLabel: ReactNode;
  confirmVariant?: ButtonProps['variant'];
  onConfirm(): void;
  /** While the confirmed action runs: a spinner, and the dialog cannot be closed. */
  isPending?: boolean;
  isConfirmDisabled?: boolean;
}

/** A yes-or-no question before an action: Cancel closes, the confirm button acts. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  confirmVariant = 'destructive',
  onConfirm,
  isPending = false,
  isConfirmDisabled = false,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{cancelLabel ?? t('common.cancel')}</AlertDialogCancel>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={isPending || isConfirmDisabled}>
            {isPending ? <Spinner className="text-current" /> : null}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
