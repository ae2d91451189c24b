import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import type { FieldValues, UseFormSubscribe } from 'react-hook-form';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/i18n-provider';

// Forms do not lose work (issue 13): closing a long form that holds unsaved changes (its ×,
// Escape, its own Back button or the browser's Back) first asks 'Discard changes?'. The
// browser's Back closes only the form: the page stays where it is (no other dialog in the
// URL history comes back), and Keep editing leaves everything as typed.

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
  const t = useT();
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
  useEffect(() => {
    if (!isOpen) return;
    changeOpenDialogGuards(1);
    return () => changeOpenDialogGuards(-1);
  }, [isOpen]);

  const element = (
    <>
      {isOpen ? <BackClosesDialog onBack={requestClose} /> : null}
      <ConfirmDialog
        open={isOpen && isAsking}
        onOpenChange={(open) => setIsAsking(open)}
        title={t('unsavedChanges.title')}
        description={t('unsavedChanges.description')}
        cancelLabel={t('unsavedChanges.keepEditing')}
        confirmLabel={t('unsavedChanges.discard')}
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
 * Tells onDirtyChange as soon as a react-hook-form form gains or loses unsaved changes (not
 * after a render: an Escape right after a keystroke must already ask). Pass `form.subscribe`.
 */
export function useReportDirty<TValues extends FieldValues>(
  subscribe: UseFormSubscribe<TValues>,
  onDirtyChange: ((isDirty: boolean) => void) | undefined,
): void {
  const listener = useRef(onDirtyChange);
  useEffect(() => {
    listener.current = onDirtyChange;
  });
  useEffect(
    () =>
      subscribe({
        formState: { isDirty: true },
        callback: ({ isDirty }) => listener.current?.(isDirty === true),
      }),
    [subscribe],
  );
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

// A guarded dialog's own Back catcher takes the router's one blocker while it is open: a
// page's guard gives way meanwhile (the dialog sits on top of the page form anyway).
let openDialogGuards = 0;
const dialogGuardListeners = new Set<() => void>();

function changeOpenDialogGuards(delta: number) {
  openDialogGuards += delta;
  for (const listener of dialogGuardListeners) listener();
}

function subscribeToDialogGuards(listener: () => void) {
  dialogGuardListeners.add(listener);
  return () => void dialogGuardListeners.delete(listener);
}

function useIsDialogGuardOpen(): boolean {
  return useSyncExternalStore(
    subscribeToDialogGuards,
    () => openDialogGuards > 0,
    () => false,
  );
}

/**
 * For a form on a page: while it holds unsaved changes, leaving the page (the browser's Back,
 * any link in the app) first asks 'Discard changes?' (Keep editing stays, Discard goes on),
 * and reloading or closing the tab gets the browser's own 'Leave site?' prompt.
 * Render the returned element anywhere in the page.
 */
export function usePageUnsavedChangesGuard(isDirty: boolean): ReactNode {
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  });
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  const isDialogOpen = useIsDialogGuardOpen();
  return isDialogOpen ? null : <LeavePageGuard isDirty={dirty} />;
}

/**
 * Holds navigation to another page while the form is dirty. The blocker stays mounted with the
 * same function (it reads a ref) until the navigation is done: Discard only calls proceed().
 */
function LeavePageGuard({ isDirty }: { isDirty: RefObject<boolean> }) {
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    isDirty.current && currentLocation.pathname !== nextLocation.pathname;
  const blocker = useBlocker(shouldBlock);
  const t = useT();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('unsavedChanges.title')}
      description={t('unsavedChanges.description')}
      cancelLabel={t('unsavedChanges.keepEditing')}
      confirmLabel={t('unsavedChanges.discard')}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
