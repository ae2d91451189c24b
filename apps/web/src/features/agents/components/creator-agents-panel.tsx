import type { Representation } from '@partnerly/contracts';
import { Check, UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
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

  if (!query.data) return <RepresentationsFallback query={query} />;
  const groups = groupRepresentations(query.data);
  const isBusy = (id: string) =>
    (answer.isPending && answer.variables?.id === id) || (end.isPending && end.variables === id);

  return (
    <div className="grid gap-8">
      <p className="text-sm text-muted-foreground">
        An agent you accept can apply to campaigns and answer brands&apos; offers for you. You can end it at
        any time.
      </p>
      <RepresentationList
        title="Agent requests"
        empty="No agent requests. When an agent asks to represent you, the request shows up here."
        representations={groups.pending}
        side="creator"
        actions={(representation) => (
          <>
            <Button
              size="sm"
              onClick={() => answer.mutate({ id: representation.id, answer: 'accept' })}
              disabled={isBusy(representation.id)}
              aria-label={`Accept ${representation.agent.name}`}
            >
              <Check aria-hidden /> Accept
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => answer.mutate({ id: representation.id, answer: 'decline' })}
              disabled={isBusy(representation.id)}
              aria-label={`Decline ${representation.agent.name}`}
            >
              <X aria-hidden /> Decline
            </Button>
          </>
        )}
      />
      <RepresentationList
        title="Your agents"
        empty="No agent represents you."
        representations={groups.accepted}
        side="creator"
        actions={(representation) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEnding(representation)}
            disabled={isBusy(representation.id)}
            aria-label={`End representation by ${representation.agent.name}`}
          >
            <UserMinus aria-hidden /> End
          </Button>
        )}
      />
      {groups.declined.length > 0 ? (
        <RepresentationList
          title="Declined requests"
          empty=""
          representations={groups.declined}
          side="creator"
        />
      ) : null}
      <EndRepresentationDialog
        side="creator"
        target={ending ? { name: ending.agent.name, isRequest: false } : null}
        onCancel={() => setEnding(null)}
        onConfirm={() => {
          if (ending) end.mutate(ending.id);
          setEnding(null);
        }}
      />
    </div>
  );
}
