import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

// A modal built on the native <dialog> (no Radix on this page): showModal() makes the rest of
// the page inert and moves focus in, Escape closes it, and focus goes back where it was.

interface ModalDialogProps {
  isOpen: boolean;
  /** The dialog closed itself (Escape, a click on the backdrop, a close button). */
  onClose(): void;
  /** The id of the dialog's heading. */
  labelledBy: string;
  /** Where focus goes on closing when the element that had it is gone or disabled now. */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
  /** A click outside the dialog's box closes it. */
  isDismissedByBackdrop?: boolean;
  className?: string;
  children: ReactNode;
}

export function ModalDialog({
  isOpen,
  onClose,
  labelledBy,
  fallbackFocusRef,
  isDismissedByBackdrop = false,
  className = '',
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      const focused = document.activeElement;
      // The body: the element pressed lost focus on the way (a button disabled meanwhile).
      returnFocusTo.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      dialog.showModal();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={() => {
        onClose();
        // The element that opened it may be gone or disabled (the page changed meanwhile).
        const target = returnFocusTo.current;
        returnFocusTo.current = null;
        const canTakeFocus = target?.isConnected && !target.matches(':disabled');
        if (canTakeFocus) target.focus();
        // After React has drawn the page the closing leads to (idle or exhausted).
        else requestAnimationFrame(() => fallbackFocusRef?.current?.focus());
      }}
      onClick={(event) => {
        if (isDismissedByBackdrop && event.target === event.currentTarget) ref.current?.close();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-xl border bg-background p-0 text-foreground shadow-xl backdrop:bg-black/60 ${className}`}
    >
      {/* Nothing inside while closed: one copy of each text on the page for search and tests. */}
      {isOpen ? children : null}
    </dialog>
  );
}
