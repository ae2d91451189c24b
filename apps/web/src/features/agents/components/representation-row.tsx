import type { Representation } from '@partnerly/contracts';
import { BadgeCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatRelativeTime } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { RepresentationStatusBadge } from './representation-status-badge';

interface RepresentationRowProps {
  representation: Representation;
  /** Whose page it is: the row shows the other party. */
  side: 'agent' | 'creator';
  actions?: ReactNode;
}

/** One representation: the other party, its status, the request's message and the actions. */
export function RepresentationRow({ representation, side, actions }: RepresentationRowProps) {
  const nameId = useId();
  const party = side === 'agent' ? representation.creator : representation.agent;
  const isVerifiedAgent = side === 'creator' && representation.agent.isVerified;
  const when = representation.respondedAt ?? representation.createdAt;
  const t = useT();
  const nameText = useNameText();
  return (
    <article aria-labelledby={nameId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={nameId} className="flex flex-wrap items-center gap-2 font-semibold break-words">
            <bdi>{nameText(party.name)}</bdi>
            {isVerifiedAgent ? (
              <span className="inline-flex items-center gap-1 text-xs font-medium text-primary">
                <BadgeCheck className="size-4" aria-hidden /> {t('agents.verifiedAgent')}
              </span>
            ) : null}
          </h3>
          <p className="text-sm break-all text-muted-foreground" dir="ltr">
            {party.email}
          </p>
          <p className="text-xs text-muted-foreground">
            <FormattedMessage
              id={representation.respondedAt ? 'agents.answeredWhen' : 'agents.requestedWhen'}
              values={{ when: <time dateTime={when}>{formatRelativeTime(when)}</time> }}
            />
          </p>
        </div>
        <RepresentationStatusBadge status={representation.status} />
      </header>
      {representation.message ? (
        <blockquote
          dir="auto"
          className="rounded-md border-s-4 border-primary/60 bg-muted/50 px-3 py-2 text-sm break-words whitespace-pre-line"
        >
          {representation.message}
        </blockquote>
      ) : null}
      {actions ? <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{actions}</div> : null}
    </article>
  );
}
