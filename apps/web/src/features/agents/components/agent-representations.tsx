import type { Representation } from '@partnerly/contracts';
import { RotateCcw, Send, UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MessageCreatorButton } from '@/components/messaging/message-creator-button';
import { Button } from '@/components/ui/button';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { useEndRepresentation, useRepresentations, useRequestRepresentation } from '../api/representations';
import { EndRepresentationDialog } from './end-representation-dialog';
import { groupRepresentations } from './representation-format';
import { RepresentationList, RepresentationsFallback } from './representation-list';

/** The agent's creators: who it represents, the requests awaiting an answer and the declined ones. */
export function AgentRepresentations() {
  const query = useRepresentations();
  const end = useEndRepresentation();
  const askAgain = useRequestRepresentation();
  const [ending, setEnding] = useState<Representation | null>(null);
  const t = useT();
  const nameText = useNameText();

  if (!query.data) return <RepresentationsFallback query={query} />;
  const groups = groupRepresentations(query.data);
  const isEnding = (id: string) => end.isPending && end.variables === id;

  return (
    <div className="grid gap-8">
      <RepresentationList
        title={t('agents.yourCreators')}
        empty={t('agents.yourCreatorsEmpty')}
        representations={groups.accepted}
        side="agent"
        actions={(representation) => (
          <>
            <Button size="sm" asChild>
              <Link to="/campaigns">
                <Send className="rtl:-scale-x-100" aria-hidden />
                {t('agents.findCampaignsFor', { name: nameText(representation.creator.name) })}
              </Link>
            </Button>
            <MessageCreatorButton
              creatorId={representation.creator.id}
              creatorName={nameText(representation.creator.name)}
            />
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEnding(representation)}
              disabled={isEnding(representation.id)}
              aria-label={t('agents.endOfNamed', { name: nameText(representation.creator.name) })}
            >
              <UserMinus aria-hidden /> {t('agents.end')}
            </Button>
          </>
        )}
      />
      <RepresentationList
        title={t('agents.pendingRequests')}
        empty={t('agents.pendingRequestsEmpty')}
        representations={groups.pending}
        side="agent"
        actions={(representation) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEnding(representation)}
            disabled={isEnding(representation.id)}
            aria-label={t('agents.withdrawNamed', { name: nameText(representation.creator.name) })}
          >
            <X aria-hidden /> {t('agents.withdraw')}
          </Button>
        )}
      />
      {groups.declined.length > 0 ? (
        <RepresentationList
          title={t('agents.declinedRequests')}
          empty=""
          representations={groups.declined}
          side="agent"
          actions={(representation) => (
            <Button
              size="sm"
              variant="outline"
              disabled={askAgain.isPending}
              onClick={() =>
                askAgain.mutate({
                  creatorEmail: representation.creator.email,
                  message: representation.message,
                })
              }
              aria-label={t('agents.askAgainNamed', { name: nameText(representation.creator.name) })}
            >
              <RotateCcw aria-hidden /> {t('agents.askAgain')}
            </Button>
          )}
        />
      ) : null}
      <EndRepresentationDialog
        side="agent"
        target={
          ending ? { name: nameText(ending.creator.name), isRequest: ending.status === 'pending' } : null
        }
        onCancel={() => setEnding(null)}
        onConfirm={() => {
          if (ending) end.mutate(ending.id);
          setEnding(null);
        }}
      />
    </div>
  );
}
