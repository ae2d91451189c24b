import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** '(3)' beside the title: figures only, the same in both languages. */
const countText = (count: number) => `(${count})`;

interface CollapsibleSectionProps {
  title: string;
  /** Shown beside the title, e.g. how many items the section holds. */
  count: number;
  children: ReactNode;
}

/** A section whose heading is a button that shows or hides its content (open at first). */
export function CollapsibleSection({ title, count, children }: CollapsibleSectionProps) {
  const [isOpen, setIsOpen] = useState(true);
  const contentId = useId();
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="text-xl font-semibold">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center justify-between gap-2 rounded-md py-1 text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span>
            {title} <span className="text-base font-normal text-muted-foreground">{countText(count)}</span>
          </span>
          <ChevronDown
            className={cn(
              'size-5 shrink-0 text-muted-foreground transition-transform',
              isOpen && 'rotate-180',
            )}
            aria-hidden
          />
        </button>
      </h2>
      <div id={contentId} hidden={!isOpen}>
        {children}
      </div>
    </section>
  );
}
