import { useT } from '@/lib/i18n/i18n-provider';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function FinalCta() {
  const t = useT();
  return (
    <section aria-labelledby="final-cta-title" className="px-4 py-16 sm:px-6 md:py-24">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12 sm:py-16">
        <h2 id="final-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('landing.finalCta.title')}
        </h2>
        <p className="max-w-2xl text-lg opacity-90">{t('landing.finalCta.text')}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button size="lg" variant="secondary" asChild>
            <Link to="/auth">
              {t('landing.joinPartnerly')} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
            asChild
          >
            <Link to="/auth?tab=signin">{t('landing.finalCta.signIn')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
