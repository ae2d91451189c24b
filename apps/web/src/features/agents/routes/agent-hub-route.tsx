import { ArrowRight, Compass, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { AgentRepresentations } from '../components/agent-representations';
import { RequestRepresentationForm } from '../components/request-representation-form';

const LINKS = [
  {
    to: '/campaigns',
    title: 'Campaign Discovery',
    description: 'Find campaigns and apply for the creators you represent',
    icon: Compass,
  },
  {
    to: '/my-applications',
    title: 'My Applications',
    description: 'Your creators’ applications and the brands’ offers to answer',
    icon: FileText,
  },
] as const;

/**
 * /agent-dashboard, the Agent Hub (spec 03 'Routes'; its content is not specified): ask
 * creators to be represented, follow the answers, end a representation, and go apply.
 */
export function AgentHubRoute() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <title>Agent Hub · Partnerly</title>
      <h1 className="text-3xl font-bold tracking-tight">Agent Hub</h1>
      <p className="mt-1 text-muted-foreground">
        The creators you represent, your requests to new ones, and where to apply for them.
      </p>

      <nav aria-label="Agent links" className="mt-6">
        <ul className="grid gap-4 sm:grid-cols-2">
          {LINKS.map(({ to, title, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-center gap-4 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Icon className="size-6 shrink-0 text-primary" aria-hidden />
                <span className="grid flex-1 gap-0.5">
                  <span className="font-semibold">{title}</span>
                  <span className="text-sm text-muted-foreground">{description}</span>
                </span>
                <ArrowRight
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_1.4fr]">
        <RequestRepresentationForm />
        <AgentRepresentations />
      </div>
    </div>
  );
}
