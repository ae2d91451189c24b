import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { directionOf } from '@partnerly/contracts/i18n';
import { useKnownText, useLanguage, useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { dismissToast, useToasts } from './use-toast';

const DEFAULT_DURATION_MS = 5000;

/** Renders the toast queue; F8 moves focus to the region (Radix Toast). */
export function Toaster() {
  const toasts = useToasts();
  const t = useT();
  // A toast's text may be a message of the API or the contracts, sent in English.
  const known = useKnownText();
  // Toasts sit on the reading end side (bottom right in English, bottom left in Arabic) and
  // are swiped away towards that edge.
  const isRtl = directionOf(useLanguage().language) === 'rtl';
  return (
    <ToastPrimitive.Provider
      duration={DEFAULT_DURATION_MS}
      swipeDirection={isRtl ? 'left' : 'right'}
      swipeThreshold={50}
      label={t('common.toastLabel')}
    >
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
            'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pe-10 shadow-lg',
            // A fixed dark red in both themes: white text on it stays above 4.5:1 (WCAG AA),
            // which the dark theme's lighter --destructive does not.
            item.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'bg-background text-foreground',
            item.variant === 'success' && 'border-success/60',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{known(item.title)}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description
                className={cn('text-sm', item.variant !== 'destructive' && 'opacity-90')}
              >
                {known(item.description)}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t('common.close')}
            className="absolute end-3 top-3 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Bottom right (bottom left in Arabic); at the top centre while a dialog is open, so a
          toast never covers the dialog's footer and its submit button (index.css, .toast-viewport). */}
      <ToastPrimitive.Viewport
        dir={isRtl ? 'rtl' : 'ltr'}
        // Radix puts the shortcut (F8) in place of {hotkey}.
        label={t('common.toastRegion', { hotkey: '{hotkey}' })}
        className="toast-viewport fixed end-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
