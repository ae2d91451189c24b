import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { HOW_IT_WORKS_ID } from './hero';
import { HOW_IT_WORKS } from './landing-content';
import { LandingSection } from './landing-section';

export function HowItWorks() {
  const t = useT();
  return (
    <LandingSection
      id={HOW_IT_WORKS_ID}
      eyebrow={t('landing.steps.eyebrow')}
      title={t('landing.steps.title')}
      intro={t('landing.steps.intro')}
      className="bg-muted/40"
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {HOW_IT_WORKS.map((step, index) => (
          <Step key={step.title} number={index + 1} {...step} />
        ))}
      </ol>
    </LandingSection>
  );
}

interface StepProps {
  number: number;
  title: MessageKey;
  summary: MessageKey;
  details: readonly MessageKey[];
}

/** One step with a disclosure button for its details (WAI-ARIA disclosure pattern). */
function Step({ number, title, summary, details }: StepProps) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  return (
    <li className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
      <span
        aria-hidden
        className="mb-4 flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
      >
        {number}
      </span>
      <h3 className="mb-2 text-lg font-semibold">
        <span className="sr-only">{t('landing.steps.stepNumber', { number })}</span>
        {t(title)}
      </h3>
      <p className="text-muted-foreground">{t(summary)}</p>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onClick={() => setIsOpen((open) => !open)}
        className="mt-4 inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-primary hover:underline"
      >
        {t(isOpen ? 'landing.steps.hideDetails' : 'landing.steps.showDetails')}
        <span className="sr-only">{t('landing.steps.detailsFor', { title: t(title) })}</span>
        <ChevronDown
          aria-hidden
          className={cn('size-4 transition-transform motion-reduce:transition-none', isOpen && 'rotate-180')}
        />
      </button>
      <ul id={detailsId} hidden={!isOpen} className="mt-3 grid gap-2 border-t pt-3 text-sm">
        {details.map((detail) => (
          <li key={detail} className="flex gap-2">
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
            {t(detail)}
          </li>
        ))}
      </ul>
    </li>
  );
}
