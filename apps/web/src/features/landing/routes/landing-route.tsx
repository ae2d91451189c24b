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
  return (
    <>
      <title>Partnerly: brands and creators, one marketplace</title>
      <Hero />
      <LandingSection
        id="who-its-for"
        eyebrow="Who it is for"
        title="One marketplace, three ways to win"
        intro="Whether you create, sell or represent, Partnerly gives you the tools for partnerships that work."
      >
        <IconGrid items={AUDIENCES} className="md:grid-cols-3" />
      </LandingSection>
      <HowItWorks />
      <LandingSection
        id={TOOLS_ID}
        eyebrow="Our tools"
        title="Everything a partnership needs"
        intro="From the first application to the agreed deal, every tool works together."
      >
        <IconGrid items={CORE_FEATURES} className="lg:grid-cols-3" />
      </LandingSection>
      <RoleTabs />
      <LandingSection
        id="values"
        eyebrow="Our values"
        title="What we stand for"
        intro="Partnerships last when both sides can rely on each other. These values guide what we build."
      >
        <IconGrid items={VALUES} className="lg:grid-cols-4" />
      </LandingSection>
      <FinalCta />
      <Roadmap />
      <LandingFooter />
    </>
  );
});
