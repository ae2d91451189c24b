import { campaignTypeLabel, formatRate, type CreatorWorkDetail } from '@partnerly/contracts';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';

/** Overview: what the brand asked for, the deadlines and the agreed rate. */
export function OverviewTab({ detail }: { detail: CreatorWorkDetail }) {
  const { item, overview } = detail;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label="Campaign type">{campaignTypeLabel(overview.campaignType)}</Fact>
        <Fact label="Content due">
          {item.submissionDeadline ? formatDate(item.submissionDeadline) : 'No content deadline set'}
        </Fact>
        {overview.agreedRate !== null ? (
          <Fact label="Agreed rate">{formatRate(overview.agreedRate)}</Fact>
        ) : null}
        {overview.deliverables ? <Fact label="Deliverables">{overview.deliverables}</Fact> : null}
      </dl>
      <Section title="Description">{overview.description}</Section>
      {overview.brief ? <Section title="Brief">{overview.brief}</Section> : null}
      {overview.requirements ? <Section title="Requirements">{overview.requirements}</Section> : null}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1">
      <h3 className="text-sm font-medium">{title}</h3>
      <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{children}</p>
    </section>
  );
}
