import { useT } from '@/lib/i18n/i18n-provider';
import { memo } from 'react';
import { Navigate } from 'react-router';
import { homePathFor, useMe } from '@/lib/session';
import { FinalCta } from '../components/final-cta';
import { Hero, TOOLS_ID } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { IconGrid } from '../components/icon-grid';
import { LandingFooter } from '../components/landing-footer';
import { AUDIENCES, CORE_FEATURES, VALUES } from '../components/landing-content';
import { LandingSection } from '../components/landing-section';
import { Roadmap } from '../components/roadmap';
import { RoleTabs } from '../components/role-tabs';

/** The landing page / (spec 01 section 2). */
export function LandingRoute() {
  const me = useMe();
  // Signed-in visitors go to onboarding until it is complete, else to the dashboard (spec 01
  // section 4). Visitors see the page at once: it does not wait for the session check.
  if (me.data) return <Navigate to={homePathFor(me.data)} replace />;
  return <LandingPage />;
}

/** The page itself; memo keeps the session check's answer from re-rendering all of it. */
const LandingPage = memo(function LandingPage() {
  const t = useT();
  return (
    <>
      <title>{t('landing.pageTitle')}</title>
      <Hero />
      <LandingSection
        id="who-its-for"
        eyebrow={t('landing.audiences.eyebrow')}
        title={t('landing.audiences.title')}
        intro={t('landing.audiences.intro')}
      >
        <IconGrid items={AUDIENCES} className="md:grid-cols-3" />
      </LandingSection>
      <HowItWorks />
      <LandingSection
        id={TOOLS_ID}
        eyebrow={t('landing.tools.eyebrow')}
        title={t('landing.tools.title')}
        intro={t('landing.tools.intro')}
      >
        <IconGrid items={CORE_FEATURES} className="lg:grid-cols-3" />
      </LandingSection>
      <RoleTabs />
      <LandingSection
        id="values"
        eyebrow={t('landing.values.eyebrow')}
        title={t('landing.values.title')}
        intro={t('landing.values.intro')}
      >
        <IconGrid items={VALUES} className="lg:grid-cols-4" />
      </LandingSection>
      <FinalCta />
      <Roadmap />
      <LandingFooter />
    </>
  );
});
