import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { HeroArt } from './hero-art';
import { scrollToSection } from './landing-section';

export const HOW_IT_WORKS_ID = 'how-it-works';
export const TOOLS_ID = 'our-tools';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklch,var(--primary)_18%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div className="flex flex-col items-center gap-6 text-center lg:items-start lg:text-left">
          <p className="rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground">
            Brands, creators and agents, one marketplace
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Where brands and creators build campaigns together
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground sm:text-xl">
            Connect. Collaborate. Create amazing campaigns. Partnerly brings brands and the right creators
            together and keeps every agreement clear, from the first application to the approved deal.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button size="lg" asChild>
              <Link to="/auth">
                Join Partnerly <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button size="lg" variant="outline" onClick={() => scrollToSection(HOW_IT_WORKS_ID)}>
              How It Works <ChevronDown aria-hidden />
            </Button>
            <Button size="lg" variant="ghost" onClick={() => scrollToSection(TOOLS_ID)}>
              Our Tools <ChevronDown aria-hidden />
            </Button>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
