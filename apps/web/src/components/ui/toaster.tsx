import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';
import { dismissToast, useToasts } from './use-toast';

const DEFAULT_DURATION_MS = 5000;

/** Renders the toast queue; F8 moves focus to the region (Radix Toast). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={DEFAULT_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.isOpen}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            // A fixed dark red in both themes: white text on it stays above 4.5:1 (WCAG AA),
            // which the dark theme's lighter --destructive does not.
            item.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'bg-background text-foreground',
            item.variant === 'success' && 'border-success/60',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description
                className={cn('text-sm', item.variant !== 'destructive' && 'opacity-90')}
              >
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Bottom right; at the top centre while a dialog is open, so a toast never covers the
          dialog's footer and its submit button (index.css, .toast-viewport). */}
      <ToastPrimitive.Viewport className="toast-viewport fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
