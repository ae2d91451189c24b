import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';

interface WizardProgressProps {
  /** 1-based position among the steps this visitor goes through. */
  position: number;
  total: number;
  onBack?: () => void;
}

/** 'Step x of n' with a bar, and the back control of the steps above the first. */
export function WizardProgress({ position, total, onBack }: WizardProgressProps) {
  const t = useT();
  const percent = Math.round((position / total) * 100);
  return (
    <div className="grid gap-3">
      <div className="flex min-h-9 items-center justify-between gap-2">
        {onBack ? (
          <Button variant="ghost" size="sm" className="-ms-3" onClick={onBack}>
            <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('onboarding.back')}
          </Button>
        ) : (
          <span />
        )}
        <span className="text-sm text-muted-foreground">{t('onboarding.stepOf', { position, total })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('onboarding.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
