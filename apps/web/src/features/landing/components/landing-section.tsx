import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface LandingSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}

/** A landing page section: a labelled region with a centred heading; a scroll target by id. */
export function LandingSection({ id, eyebrow, title, intro, children, className }: LandingSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      // Focusable by script only, so the in-page buttons can move keyboard focus here.
      tabIndex={-1}
      className={cn('scroll-mt-16 px-4 py-16 outline-none sm:px-6 md:py-24', className)}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-2xl text-center md:mb-14">
          {eyebrow ? (
            <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          ) : null}
          <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-muted-foreground">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** Scrolls to a section and moves keyboard focus there (instant when reduced motion is asked for). */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const isReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: isReducedMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
