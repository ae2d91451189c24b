import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

// Forms do not lose work (issue 13): closing a long form that holds unsaved changes (its ×,
// Escape, its own Back button or the browser's Back) first asks 'Discard changes?', and
// Keep editing leaves everything as typed. In a dialog, the browser's Back closes only the
// dialog: the page stays where it is (no other dialog in the URL history comes back). On a
// page form (isPageForm), the browser's Back leaves the page after Discard.

export const UNSAVED_CHANGES_TEXTS = {
  title: 'Discard changes?',
  description: 'You have unsaved changes. If you leave now, they will be lost.',
  keepEditing: 'Keep editing',
  discard: 'Discard',
} as const;

export interface UnsavedChangesGuardOptions {
  /** The guarded dialog is open (the browser's Back is caught only then). */
  isOpen: boolean;
  /**
   * The form holds changes that were not saved. A function is asked at the moment of closing
   * (a form that reports each change to a ref: no render between a keystroke and Escape).
   */
  isDirty: boolean | (() => boolean);
  /** Closes the form for good (after Discard, or at once when nothing would be lost). */
  onClose(): void;
  /** A form on a page, not in a dialog: Back goes back after Discard (and at once when clean). */
  isPageForm?: boolean;
}

export interface UnsavedChangesGuard {
  /** What ×, Escape and Back call: asks first when there are unsaved changes. */
  requestClose(): void;
  /** For a Radix Dialog's onOpenChange: a close request goes through requestClose. */
  onOpenChange(open: boolean): void;
  /** Render it inside the guarded dialog: the confirm dialog and the Back catcher. */
  element: ReactNode;
}

export function useUnsavedChangesGuard({
  isOpen,
  isDirty,
  onClose,
  isPageForm = false,
}: UnsavedChangesGuardOptions): UnsavedChangesGuard {
  const [isAsking, setIsAsking] = useState(false);
  const latest = useRef({ isDirty, onClose });
  useEffect(() => {
    latest.current = { isDirty, onClose };
  });
  // The browser's Back waiting for the answer (page forms): go on after Discard, or stay.
  const pendingBack = useRef<BlockedBack | null>(null);

  const isDirtyNow = useCallback(() => {
    const { isDirty: dirty } = latest.current;
    return typeof dirty === 'function' ? dirty() : dirty;
  }, []);
  const requestClose = useCallback(() => {
    if (isDirtyNow()) setIsAsking(true);
    else latest.current.onClose();
  }, [isDirtyNow]);
  const onOpenChange = useCallback((open: boolean) => (open ? undefined : requestClose()), [requestClose]);
  const askBeforeLeaving = useCallback((blocked: BlockedBack) => {
    pendingBack.current = blocked;
    setIsAsking(true);
  }, []);

  const keepEditing = () => {
    setIsAsking(false);
    pendingBack.current?.reset();
    pendingBack.current = null;
  };
  const discard = () => {
    setIsAsking(false);
    const back = pendingBack.current;
    pendingBack.current = null;
    latest.current.onClose();
    back?.proceed();
  };

  const element = (
    <>
      {isOpen && !isPageForm ? <BackClosesDialog onBack={requestClose} /> : null}
      {isOpen && isPageForm ? <BackAsksFirst isDirty={isDirtyNow} onBlocked={askBeforeLeaving} /> : null}
      <ConfirmDialog
        open={isOpen && isAsking}
        onOpenChange={(open) => (open ? setIsAsking(true) : keepEditing())}
        title={UNSAVED_CHANGES_TEXTS.title}
        description={UNSAVED_CHANGES_TEXTS.description}
        cancelLabel={UNSAVED_CHANGES_TEXTS.keepEditing}
        confirmLabel={UNSAVED_CHANGES_TEXTS.discard}
        onConfirm={discard}
      />
    </>
  );
  return { requestClose, onOpenChange, element };
}

interface BlockedBack {
  proceed(): void;
  reset(): void;
}

// Both catchers are mounted only while their form is open: a router takes one blocker at a time.

/** While mounted, the browser's Back (and Forward) stays on the page and calls onBack instead. */
function BackClosesDialog({ onBack }: { onBack(): void }) {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    onBack();
  }, [blocker, onBack]);
  return null;
}

/** While mounted, the browser's Back on a form with unsaved changes waits for an answer. */
function BackAsksFirst({
  isDirty,
  onBlocked,
}: {
  isDirty(): boolean;
  onBlocked(blocked: BlockedBack): void;
}) {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP' && isDirty());
  useEffect(() => {
    if (blocker.state === 'blocked') onBlocked({ proceed: blocker.proceed, reset: blocker.reset });
  }, [blocker, onBlocked]);
  return null;
}
