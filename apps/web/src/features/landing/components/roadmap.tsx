import { useT } from '@/lib/i18n/i18n-provider';
import { Lightbulb, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ROADMAP } from './landing-content';
import { LandingSection } from './landing-section';

/** Green for what is live, muted for what is planned. */
const STAGE_DOT = ['bg-success', 'bg-muted-foreground'] as const;

export function Roadmap() {
  const t = useT();
  return (
    <LandingSection
      id="roadmap"
      eyebrow={t('landing.roadmap.eyebrow')}
      title={t('landing.roadmap.title')}
      intro={t('landing.roadmap.intro')}
    >
      <ol className="grid gap-4 md:grid-cols-2">
        {ROADMAP.map((column, index) => (
          <li key={column.stage} className="rounded-xl border bg-card p-6 shadow-sm">
            <h3 className="mb-4 flex items-center gap-2 font-semibold">
              <span aria-hidden className={cn('size-2.5 rounded-full', STAGE_DOT[index])} />
              {t(column.stage)}
            </h3>
            <ul className="grid gap-2 text-sm text-muted-foreground">
              {column.items.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl border border-dashed p-6 text-center sm:p-8">
        <p className="text-lg font-semibold">{t('landing.roadmap.shapeTitle')}</p>
        <p className="max-w-xl text-muted-foreground">{t('landing.roadmap.shapeText')}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button variant="outline" asChild>
            <Link to="/contact?type=feature">
              <Lightbulb aria-hidden /> {t('landing.roadmap.suggest')}
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/contact?type=investment">
              <TrendingUp aria-hidden /> {t('landing.roadmap.invest')}
            </Link>
          </Button>
        </div>
      </div>
    </LandingSection>
  );
}
