import type { Representation } from '@partnerly/contracts';
import { Check, UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { useAnswerRepresentation, useEndRepresentation, useRepresentations } from '../api/representations';
import { EndRepresentationDialog } from './end-representation-dialog';
import { groupRepresentations } from './representation-format';
import { RepresentationList, RepresentationsFallback } from './representation-list';

/**
 * The creator's Agents tab (/my-applications?tab=agents): requests from agents to accept or
 * decline, and the agents who represent them now, each with End. Live over the event stream.
 */
export function CreatorAgentsPanel() {
  const query = useRepresentations();
  const answer = useAnswerRepresentation();
  const end = useEndRepresentation();
  const [ending, setEnding] = useState<Representation | null>(null);
  const t = useT();
  const nameText = useNameText();

  if (!query.data) return <RepresentationsFallback query={query} />;
  const groups = groupRepresentations(query.data);
  const isBusy = (id: string) =>
    (answer.isPending && answer.variables?.id === id) || (end.isPending && end.variables === id);

  return (
    <div className="grid gap-8">
      <p className="text-sm text-muted-foreground">{t('agents.creatorIntro')}</p>
      <RepresentationList
        title={t('agents.agentRequests')}
        empty={t('agents.agentRequestsEmpty')}
        representations={groups.pending}
        side="creator"
        actions={(representation) => (
          <>
            <Button
              size="sm"
              onClick={() => answer.mutate({ id: representation.id, answer: 'accept' })}
              disabled={isBusy(representation.id)}
              aria-label={t('agents.acceptNamed', { name: nameText(representation.agent.name) })}
            >
              <Check aria-hidden /> {t('agents.accept')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => answer.mutate({ id: representation.id, answer: 'decline' })}
              disabled={isBusy(representation.id)}
              aria-label={t('agents.declineNamed', { name: nameText(representation.agent.name) })}
            >
              <X aria-hidden /> {t('agents.decline')}
            </Button>
          </>
        )}
      />
      <RepresentationList
        title={t('agents.yourAgents')}
        empty={t('agents.yourAgentsEmpty')}
        representations={groups.accepted}
        side="creator"
        actions={(representation) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEnding(representation)}
            disabled={isBusy(representation.id)}
            aria-label={t('agents.endByNamed', { name: nameText(representation.agent.name) })}
          >
            <UserMinus aria-hidden /> {t('agents.end')}
          </Button>
        )}
      />
      {groups.declined.length > 0 ? (
        <RepresentationList
          title={t('agents.declinedRequests')}
          empty=""
          representations={groups.declined}
          side="creator"
        />
      ) : null}
      <EndRepresentationDialog
        side="creator"
        target={ending ? { name: nameText(ending.agent.name), isRequest: false } : null}
        onCancel={() => setEnding(null)}
        onConfirm={() => {
          if (ending) end.mutate(ending.id);
          setEnding(null);
        }}
      />
    </div>
  );
}
