import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

interface TooltipProps {
  /** The text shown on hover and on keyboard focus (and announced as the trigger's description). */
  content: ReactNode;
  /** One focusable element: a disabled control should use aria-disabled so the keyboard reaches it. */
  children: ReactNode;
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
}

/** A short hint beside a control, opened by pointer hover and by keyboard focus; Escape closes it. */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-foreground" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
