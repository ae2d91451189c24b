import { Lightbulb, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ROADMAP } from './landing-content';
import { LandingSection } from './landing-section';

const STAGE_DOT = ['bg-success', 'bg-primary', 'bg-muted-foreground'] as const;

export function Roadmap() {
  return (
    <LandingSection
      id="roadmap"
      eyebrow="Roadmap"
      title="Where Partnerly is going"
      intro="We build in the open. Here is what is live, what we are working on and what comes next."
    >
      <ol className="grid gap-4 md:grid-cols-3">
        {ROADMAP.map((column, index) => (
          <li key={column.stage} className="rounded-xl border bg-card p-6 shadow-sm">
            <h3 className="mb-4 flex items-center gap-2 font-semibold">
              <span aria-hidden className={cn('size-2.5 rounded-full', STAGE_DOT[index])} />
              {column.stage}
            </h3>
            <ul className="grid gap-2 text-sm text-muted-foreground">
              {column.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl border border-dashed p-6 text-center sm:p-8">
        <p className="text-lg font-semibold">Help shape what comes next</p>
        <p className="max-w-xl text-muted-foreground">
          Missing something? Tell us what to build. Interested in backing Partnerly? We would like to hear
          from you.
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button variant="outline" asChild>
            <Link to="/contact?type=feature">
              <Lightbulb aria-hidden /> Suggest a Feature
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/contact?type=investment">
              <TrendingUp aria-hidden /> Investment Inquiry
            </Link>
          </Button>
        </div>
      </div>
    </LandingSection>
  );
}
