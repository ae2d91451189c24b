import { formatRate, type CreatorWorkDetail } from '@partnerly/contracts';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { campaignTypeText } from '@/lib/i18n/campaign-keys';
import { useT } from '@/lib/i18n/i18n-provider';

/** Overview: what the brand asked for, the deadlines and the agreed rate. */
export function OverviewTab({ detail }: { detail: CreatorWorkDetail }) {
  const t = useT();
  const { item, overview } = detail;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={t('campaignWork.campaignType')}>{campaignTypeText(t, overview.campaignType)}</Fact>
        <Fact label={t('campaignWork.contentDue')}>
          {item.submissionDeadline
            ? formatDate(item.submissionDeadline)
            : t('campaignWork.noContentDeadline')}
        </Fact>
        {overview.agreedRate !== null ? (
          <Fact label={t('campaignWork.agreedRate')}>{formatRate(overview.agreedRate)}</Fact>
        ) : null}
        {overview.deliverables ? (
          <Fact label={t('campaignWork.deliverables')}>{overview.deliverables}</Fact>
        ) : null}
      </dl>
      <Section title={t('campaignWork.description')}>{overview.description}</Section>
      {overview.brief ? <Section title={t('campaignWork.brief')}>{overview.brief}</Section> : null}
      {overview.requirements ? (
        <Section title={t('campaignWork.requirements')}>{overview.requirements}</Section>
      ) : null}
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
