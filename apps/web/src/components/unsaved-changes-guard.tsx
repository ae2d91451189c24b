import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

// Forms do not lose work (issue 13): closing a long form that holds unsaved changes (its ×,
// Escape, its own Back button or the browser's Back) first asks 'Discard changes?'. The
// browser's Back closes only the form: the page stays where it is (no other dialog in the
// URL history comes back), and Keep editing leaves everything as typed.

const UNSAVED_CHANGES_TEXTS = {
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
}: UnsavedChangesGuardOptions): UnsavedChangesGuard {
  const [isAsking, setIsAsking] = useState(false);
  const latest = useRef({ isDirty, onClose });
  useEffect(() => {
    latest.current = { isDirty, onClose };
  });

  const requestClose = useCallback(() => {
    const { isDirty: dirty } = latest.current;
    if (typeof dirty === 'function' ? dirty() : dirty) setIsAsking(true);
    else latest.current.onClose();
  }, []);
  const onOpenChange = useCallback((open: boolean) => (open ? undefined : requestClose()), [requestClose]);

  const element = (
    <>
      {isOpen ? <BackClosesDialog onBack={requestClose} /> : null}
      <ConfirmDialog
        open={isOpen && isAsking}
        onOpenChange={(open) => setIsAsking(open)}
        title={UNSAVED_CHANGES_TEXTS.title}
        description={UNSAVED_CHANGES_TEXTS.description}
        cancelLabel={UNSAVED_CHANGES_TEXTS.keepEditing}
        confirmLabel={UNSAVED_CHANGES_TEXTS.discard}
        onConfirm={() => {
          setIsAsking(false);
          latest.current.onClose();
        }}
      />
    </>
  );
  return { requestClose, onOpenChange, element };
}

/**
 * While mounted, the browser's Back (and Forward) stays on the page and calls onBack
 * instead. Mounted only while a guarded dialog is open: a router takes one blocker at a time.
 */
function BackClosesDialog({ onBack }: { onBack(): void }) {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    onBack();
  }, [blocker, onBack]);
  return null;
}
