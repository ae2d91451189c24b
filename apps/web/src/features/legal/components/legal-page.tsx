import { LEGAL_DOCUMENT_VERSIONS, type LegalDocument } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { ArrowLeft } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SupportEmailLink } from '@/components/support-email-link';
import { Button } from '@/components/ui/button';
import { formatLegalVersion } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/**
 * A legal document in one language. Documents are translated whole, section for section, by
 * people who read them as documents; they are not split into catalog messages (issue 25,
 * decision 0082). Both languages have the same sections in the same order (legal-texts.test.ts).
 */
export interface LegalText {
  title: string;
  summary: string;
  sections: readonly LegalSection[];
}

interface LegalPageProps {
  /** Which document: its version (the day it last changed) is its 'Last updated' date. */
  document: LegalDocument;
  text: LegalText;
  /** The other document, linked at the end. */
  related: { to: string; label: MessageKey };
}

/** A readable legal document: title, summary, contents and numbered sections. */
export function LegalPage({ document, text: { title, summary, sections }, related }: LegalPageProps) {
  const t = useT();
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 md:py-16">
      <title>{t('legal.pageTitle', { title })}</title>
      <Button variant="ghost" size="sm" className="mb-6" asChild>
        <Link to="/">
          <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('legal.backHome')}
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {t('legal.lastUpdated', { date: formatLegalVersion(LEGAL_DOCUMENT_VERSIONS[document]) })}
      </p>
      <p className="mt-6 text-lg text-muted-foreground">{summary}</p>
      <nav aria-label={t('legal.contents')} className="mt-8 rounded-xl border bg-card p-5">
        <h2 className="text-sm font-semibold">{t('legal.contents')}</h2>
        <ol className="mt-3 grid list-decimal gap-1 ps-5 text-sm">
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
            {t('legal.sectionHeading', { number: index + 1, heading: section.heading })}
          </h2>
          <div className="mt-3 grid gap-3 leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline-offset-4 [&_a:hover]:underline [&_li]:ms-5 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1">
            {section.body}
          </div>
        </section>
      ))}
      <p className="mt-12 border-t pt-6 text-sm text-muted-foreground">
        <FormattedMessage
          id="legal.questions"
          values={{
            email: (
              <SupportEmailLink className="font-medium text-primary underline-offset-4 hover:underline" />
            ),
            document: (
              <Link className="font-medium text-primary underline-offset-4 hover:underline" to={related.to}>
                {t(related.label)}
              </Link>
            ),
          }}
        />
      </p>
    </article>
  );
}
