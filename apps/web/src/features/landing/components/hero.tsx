import { useT } from '@/lib/i18n/i18n-provider';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { HeroArt } from './hero-art';
import { scrollToSection } from './landing-section';

export const HOW_IT_WORKS_ID = 'how-it-works';
export const TOOLS_ID = 'our-tools';

export function Hero() {
  const t = useT();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklch,var(--primary)_18%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div className="flex flex-col items-center gap-6 text-center lg:items-start lg:text-start">
          <p className="rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground">
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground sm:text-xl">{t('landing.hero.intro')}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button size="lg" asChild>
              <Link to="/auth">
                {t('landing.joinPartnerly')} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
              </Link>
            </Button>
            <Button size="lg" variant="outline" onClick={() => scrollToSection(HOW_IT_WORKS_ID)}>
              {t('landing.hero.howItWorks')} <ChevronDown aria-hidden />
            </Button>
            <Button size="lg" variant="ghost" onClick={() => scrollToSection(TOOLS_ID)}>
              {t('landing.hero.ourTools')} <ChevronDown aria-hidden />
            </Button>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
