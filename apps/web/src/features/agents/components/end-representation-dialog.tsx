import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';

interface EndRepresentationDialogProps {
  /** Who the representation is with; null keeps the dialog closed. */
  target: { name: string; isRequest: boolean } | null;
  /** 'agent': the agent ends it; 'creator': the creator ends it. */
  side: 'agent' | 'creator';
  onConfirm(): void;
  onCancel(): void;
}

/** Confirms ending a representation (or withdrawing a request): the other side is told. */
export function EndRepresentationDialog({ target, side, onConfirm, onCancel }: EndRepresentationDialogProps) {
  const isRequest = target?.isRequest ?? false;
  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {isRequest ? 'Withdraw this request?' : `Stop working with ${target?.name ?? ''}?`}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {isRequest
              ? `${target?.name ?? 'The creator'} will no longer see your request.`
              : side === 'agent'
                ? 'You will no longer apply to campaigns or answer offers for this creator. Applications already sent stay with the brands.'
                : 'This agent will no longer apply to campaigns or answer offers for you. Applications already sent stay with the brands.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
            {isRequest ? 'Withdraw Request' : 'End Representation'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
