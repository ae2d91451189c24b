import type { ContentStatus } from '@partnerly/contracts';
import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';
import { contentStatusMessage, trackerSteps } from './campaign-work-format';

/** The content status as steps (spec 03 section 4 order), with the state's line under it. */
export function ProgressTracker({ status }: { status: ContentStatus }) {
  const steps = trackerSteps(status);
  return (
    <section
      aria-labelledby="content-progress-title"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h2 id="content-progress-title" className="text-sm font-medium">
        Progress
      </h2>
      <ol className="grid grid-cols-5 gap-1">
        {steps.map((step, index) => (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="grid justify-items-center gap-1.5 text-center"
          >
            <span
              className={cn(
                'flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold',
                step.state === 'done' && 'border-primary bg-primary text-primary-foreground',
                step.state === 'current' && 'border-primary text-primary',
                step.state === 'upcoming' && 'border-muted-foreground/40 text-muted-foreground',
              )}
              aria-hidden
            >
              {step.state === 'done' ? <Check className="size-4" /> : index + 1}
            </span>
            <span
              className={cn(
                'text-xs leading-tight',
                step.state === 'upcoming' ? 'text-muted-foreground' : 'font-medium',
              )}
            >
              {step.label}
              <span className="sr-only">
                {step.state === 'done' ? ' (done)' : step.state === 'current' ? ' (current step)' : ''}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <p role="status" className="text-sm font-medium">
        {contentStatusMessage(status)}
      </p>
    </section>
  );
}
