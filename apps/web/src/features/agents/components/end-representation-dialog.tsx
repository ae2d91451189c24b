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
import { useT } from '@/lib/i18n/i18n-provider';

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
  const t = useT();
  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {isRequest
              ? t('agents.withdrawTitle')
              : t('agents.stopWorkingWith', { name: target?.name ?? '' })}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {isRequest
              ? target?.name
                ? t('agents.withdrawDescription', { name: target.name })
                : t('agents.withdrawDescriptionCreator')
              : side === 'agent'
                ? t('agents.endDescriptionAgent')
                : t('agents.endDescriptionCreator')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
            {isRequest ? t('agents.withdrawRequest') : t('agents.endRepresentation')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
