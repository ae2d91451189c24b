import { ArrowRight, Compass, FileText } from 'lucide-react';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/i18n-provider';
import { AgentRepresentations } from '../components/agent-representations';
import { RequestRepresentationForm } from '../components/request-representation-form';

const LINKS = [
  {
    to: '/campaigns',
    title: 'nav.campaignDiscovery',
    description: 'agents.discoveryDescription',
    icon: Compass,
  },
  {
    to: '/my-applications',
    title: 'nav.myApplications',
    description: 'agents.applicationsDescription',
    icon: FileText,
  },
] as const satisfies readonly { to: string; title: MessageKey; description: MessageKey; icon: unknown }[];

/**
 * /agent-dashboard, the Agent Hub (spec 03 'Routes'; its content is not specified): ask
 * creators to be represented, follow the answers, end a representation, and go apply.
 */
export function AgentHubRoute() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <title>{t('agents.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('nav.agentHub')}</h1>
      <p className="mt-1 text-muted-foreground">{t('agents.intro')}</p>

      <nav aria-label={t('agents.links')} className="mt-6">
        <ul className="grid gap-4 sm:grid-cols-2">
          {LINKS.map(({ to, title, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-center gap-4 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Icon className="size-6 shrink-0 text-primary" aria-hidden />
                <span className="grid flex-1 gap-0.5">
                  <span className="font-semibold">{t(title)}</span>
                  <span className="text-sm text-muted-foreground">{t(description)}</span>
                </span>
                <ArrowRight
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
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
