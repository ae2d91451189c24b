import { useT } from '@/lib/i18n/i18n-provider';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ROLE_TABS } from './landing-content';
import { LandingSection } from './landing-section';

export function RoleTabs() {
  const t = useT();
  return (
    <LandingSection
      id="for-you"
      eyebrow={t('landing.roles.eyebrow')}
      title={t('landing.roles.title')}
      intro={t('landing.roles.intro')}
      className="bg-muted/40"
    >
      <Tabs defaultValue="creator" className="mx-auto max-w-3xl">
        <TabsList aria-label={t('landing.roles.tabs')} className="mx-auto max-w-sm">
          {ROLE_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {t(tab.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {ROLE_TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-6">
            <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
              <h3 className="text-2xl font-semibold tracking-tight">{t(tab.heading)}</h3>
              <p className="mt-2 text-muted-foreground">{t(tab.text)}</p>
              <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                {tab.points.map((point) => (
                  <li key={point} className="flex gap-3 text-sm">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                    {t(point)}
                  </li>
                ))}
              </ul>
              <Button className="mt-8 w-full sm:w-auto" asChild>
                <Link to={tab.cta.to}>
                  {t(tab.cta.label)} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
                </Link>
              </Button>
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </LandingSection>
  );
}
