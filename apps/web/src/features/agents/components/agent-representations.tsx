import type { Representation } from '@partnerly/contracts';
import { RotateCcw, Send, UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MessageCreatorButton } from '@/components/messaging/message-creator-button';
import { Button } from '@/components/ui/button';
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

  if (!query.data) return <RepresentationsFallback query={query} />;
  const groups = groupRepresentations(query.data);
  const isEnding = (id: string) => end.isPending && end.variables === id;

  return (
    <div className="grid gap-8">
      <RepresentationList
        title="Your creators"
        empty="You do not represent a creator yet. Send a request: once they accept, they show up here."
        representations={groups.accepted}
        side="agent"
        actions={(representation) => (
          <>
            <Button size="sm" asChild>
              <Link to="/campaigns">
                <Send aria-hidden /> Find campaigns for {representation.creator.name}
              </Link>
            </Button>
            <MessageCreatorButton
              creatorId={representation.creator.id}
              creatorName={representation.creator.name}
            />
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEnding(representation)}
              disabled={isEnding(representation.id)}
              aria-label={`End representation of ${representation.creator.name}`}
            >
              <UserMinus aria-hidden /> End
            </Button>
          </>
        )}
      />
      <RepresentationList
        title="Pending requests"
        empty="No request is waiting for an answer."
        representations={groups.pending}
        side="agent"
        actions={(representation) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEnding(representation)}
            disabled={isEnding(representation.id)}
            aria-label={`Withdraw the request to ${representation.creator.name}`}
          >
            <X aria-hidden /> Withdraw
          </Button>
        )}
      />
      {groups.declined.length > 0 ? (
        <RepresentationList
          title="Declined requests"
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
              aria-label={`Ask ${representation.creator.name} again`}
            >
              <RotateCcw aria-hidden /> Ask Again
            </Button>
          )}
        />
      ) : null}
      <EndRepresentationDialog
        side="agent"
        target={ending ? { name: ending.creator.name, isRequest: ending.status === 'pending' } : null}
        onCancel={() => setEnding(null)}
        onConfirm={() => {
          if (ending) end.mutate(ending.id);
          setEnding(null);
        }}
      />
    </div>
  );
}
