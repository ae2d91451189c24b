import { useEffect, useRef, type ReactNode } from 'react';

// A modal built on the native <dialog> (no Radix on this page): showModal() makes the rest of
// the page inert and moves focus in, Escape closes it, and focus goes back where it was.

interface ModalDialogProps {
  isOpen: boolean;
  /** The dialog closed itself (Escape, a click on the backdrop, a close button). */
  onClose(): void;
  /** The id of the dialog's heading. */
  labelledBy: string;
  /** A click outside the dialog's box closes it. */
  isDismissedByBackdrop?: boolean;
  className?: string;
  children: ReactNode;
}

export function ModalDialog({
  isOpen,
  onClose,
  labelledBy,
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
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
        // The element that opened it may be gone (the page changed meanwhile): then the body.
        if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
        returnFocusTo.current = null;
        onClose();
      }}
      onClick={(event) => {
        if (isDismissedByBackdrop && event.target === event.currentTarget) ref.current?.close();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-xl border bg-background p-0 text-foreground shadow-xl backdrop:bg-black/60 ${className}`}
    >
      {children}
    </dialog>
  );
}
