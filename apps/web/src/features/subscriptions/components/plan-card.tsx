import type { Plan } from '@partnerly/contracts';
import { Check, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { planHighlights } from '../plan-highlights';

interface PlanCardProps {
  plan: Plan;
  isSelected?: boolean;
  /** The card's call to action (a button), or a selection control. */
  children?: ReactNode;
  className?: string;
}

/** One plan: name, price in AED (no decimals, tax included), limits and features. */
export function PlanCard({ plan, isSelected = false, children, className }: PlanCardProps) {
  const t = useT();
  // The plans' words come from the API in English.
  const known = useKnownText();
  const isCustom = plan.priceAed === null;
  return (
    <div
      className={cn(
        'relative flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-colors',
        plan.isRecommended && 'border-primary/60',
        isSelected && 'border-primary ring-2 ring-primary',
        className,
      )}
    >
      {plan.isRecommended ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 gap-1">
          <Sparkles className="size-3" aria-hidden /> {t('plans.recommended')}
        </Badge>
      ) : null}
      <h2 className="text-lg font-semibold">{known(plan.name)}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{known(plan.description)}</p>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-3xl font-bold tracking-tight">{known(plan.priceLabel)}</span>
        {isCustom ? null : <span className="text-sm text-muted-foreground">{t('plans.perMonth')}</span>}
      </p>
      <p className="text-xs text-muted-foreground">
        {isCustom ? t('plans.customNote') : t('plans.pricedNote')}
      </p>
      <ul className="mt-5 grid gap-2 text-sm">
        {planHighlights(t, plan).map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>{known(line)}</span>
          </li>
        ))}
      </ul>
      {children ? <div className="mt-6 flex flex-1 flex-col justify-end">{children}</div> : null}
    </div>
  );
}
