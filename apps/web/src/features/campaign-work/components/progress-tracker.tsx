import type { ContentStatus } from '@partnerly/contracts';
import { Check } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { contentStatusMessage, trackerSteps } from './campaign-work-format';

/** The content status as steps (spec 03 section 4 order), with the state's line under it. */
export function ProgressTracker({ status }: { status: ContentStatus }) {
  const t = useT();
  const steps = trackerSteps(t, status);
  return (
    <section
      aria-labelledby="content-progress-title"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h2 id="content-progress-title" className="text-sm font-medium">
        {t('campaignWork.progress')}
      </h2>
      {/* A column on phones (five labels do not fit side by side), a row from sm up. */}
      <ol className="grid gap-2 sm:grid-cols-5 sm:gap-1">
        {steps.map((step, index) => (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="flex items-center gap-2 sm:grid sm:justify-items-center sm:gap-1.5 sm:text-center"
          >
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
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
                'text-sm leading-tight sm:text-xs',
                step.state === 'upcoming' ? 'text-muted-foreground' : 'font-medium',
              )}
            >
              {step.label}
              <span className="sr-only">
                {step.state === 'done'
                  ? t('campaignWork.stepDone')
                  : step.state === 'current'
                    ? t('campaignWork.stepCurrent')
                    : null}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <p role="status" className="text-sm font-medium">
        {contentStatusMessage(t, status)}
      </p>
    </section>
  );
}
