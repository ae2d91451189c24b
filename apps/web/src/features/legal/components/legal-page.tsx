import { LEGAL_DOCUMENT_VERSIONS, type LegalDocument } from '@partnerly/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SupportEmailLink } from '@/components/support-email-link';
import { Button } from '@/components/ui/button';
import { formatLegalVersion } from '@/lib/format';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalPageProps {
  /** Which document: its version (the day it last changed) is its 'Last updated' date. */
  document: LegalDocument;
  title: string;
  summary: string;
  sections: readonly LegalSection[];
  /** The other document, linked at the end. */
  related: { to: string; label: string };
}

/** A readable legal document: title, summary, contents and numbered sections. */
export function LegalPage({ document, title, summary, sections, related }: LegalPageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 md:py-16">
      <title>{`${title} · Partnerly`}</title>
      <Button variant="ghost" size="sm" className="mb-6" asChild>
        <Link to="/">
          <ArrowLeft aria-hidden /> Back to Home
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Last updated {formatLegalVersion(LEGAL_DOCUMENT_VERSIONS[document])}
      </p>
      <p className="mt-6 text-lg text-muted-foreground">{summary}</p>
      <nav aria-label="Contents" className="mt-8 rounded-xl border bg-card p-5">
        <h2 className="text-sm font-semibold">Contents</h2>
        <ol className="mt-3 grid list-decimal gap-1 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a className="text-primary underline-offset-4 hover:underline" href={`#${section.id}`}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 scroll-mt-20"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-3 grid gap-3 leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline-offset-4 [&_a:hover]:underline [&_li]:ml-5 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1">
            {section.body}
          </div>
        </section>
      ))}
      <p className="mt-12 border-t pt-6 text-sm text-muted-foreground">
        Questions? Write to{' '}
        <SupportEmailLink className="font-medium text-primary underline-offset-4 hover:underline" />. See also
        the{' '}
        <Link className="font-medium text-primary underline-offset-4 hover:underline" to={related.to}>
          {related.label}
        </Link>
        .
      </p>
    </article>
  );
}
