import {
  APPLICATION_MESSAGES,
  DELIVERABLES_MAX_LENGTH,
  DIRECT_APPLICATION_PITCH,
  PITCH_MAX_LENGTH,
  type FeedCampaign,
} from '@partnerly/contracts';
import { Handshake, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useApplyToCampaign } from '../api/apply-to-campaign';
import { findExisting, useExistingApplications } from '../api/existing-applications';
import { useRepresentedCreators } from '../api/represented-creators';
import {
  EMPTY_NEGOTIATION,
  applyBody,
  checkNegotiation,
  failureOutcome,
  successToast,
  type ApplyKind,
  type NegotiationDraft,
  type NegotiationErrors,
} from './apply-form-state';
import { AlreadyApplied, CreatorPicker } from './apply-parts';

export interface ApplyDialogProps {
  /** The campaign to apply to; null keeps the dialog closed. */
  campaign: FeedCampaign | null;
  /** Agents apply for a creator they represent, picked in the dialog. */
  isAgent: boolean;
  onClose(): void;
}

/**
 * The apply dialogs of the feed (spec 03 'Campaign feed', sections 5 and 8): a direct
 * application with the fixed pitch, or a negotiation with a pitch, a rate and optional
 * deliverables. One application per creator and campaign: the dialog says so up front when
 * it knows, and the server's answer ('Already Applied') closes it otherwise.
 */
export function ApplyDialog({ campaign, isAgent, onClose }: ApplyDialogProps) {
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        {campaign ? (
          <ApplyContent key={campaign.id} campaign={campaign} isAgent={isAgent} onClose={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ApplyContent({
  campaign,
  isAgent,
  onClose,
}: {
  campaign: FeedCampaign;
  isAgent: boolean;
  onClose(): void;
}) {
  const [kind, setKind] = useState<ApplyKind>('direct');
  const [draft, setDraft] = useState<NegotiationDraft>(EMPTY_NEGOTIATION);
  const [errors, setErrors] = useState<NegotiationErrors & { creatorId?: string }>({});
  const [creatorId, setCreatorId] = useState('');
  const apply = useApplyToCampaign();
  const existing = useExistingApplications();
  const creators = useRepresentedCreators(isAgent);
  // An agent's applications span its creators: only the chosen creator's one counts.
  const applied =
    isAgent && !creatorId ? undefined : findExisting(existing.data, campaign.id, creatorId || undefined);
  // An agent with no creator to apply for gets the picker's explanation instead of the form.
  const hasForm = !isAgent || (creators.data?.length ?? 0) > 0;
  const isSending = apply.isPending;

  const edit = (field: keyof NegotiationDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    if (isAgent && !creatorId) {
      setErrors((current) => ({ ...current, creatorId: APPLICATION_MESSAGES.creatorRequired }));
      return;
    }
    let negotiation = null;
    if (kind === 'negotiation') {
      const check = checkNegotiation(draft, campaign.id);
      if (!check.isValid) {
        setErrors(check.errors);
        toast({ variant: 'destructive', ...check.toast });
        return;
      }
      negotiation = check.values;
    }
    apply.mutate(applyBody(kind, campaign.id, negotiation, isAgent ? creatorId : undefined), {
      onSuccess: () => {
        toast({ variant: 'success', ...successToast(kind) });
        onClose();
      },
      onError: (error) => {
        const outcome = failureOutcome(kind, {
          status: isApiError(error) ? error.status : 0,
          message: error.message,
          fields: isApiError(error) ? error.fields : undefined,
        });
        toast({ variant: 'destructive', ...outcome.toast });
        if (outcome.shouldClose) onClose();
        else setErrors(outcome.errors);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Apply to ${campaign.title}`} className="grid gap-4">
      <DialogHeader className="gap-2 pr-8 text-left">
        <DialogTitle className="break-words">Apply to {campaign.title}</DialogTitle>
        <DialogDescription>
          {campaign.brand.name}
          {isAgent ? ' · Apply for a creator you represent.' : ''}
        </DialogDescription>
      </DialogHeader>

      {isAgent ? (
        <CreatorPicker
          creators={creators}
          value={creatorId}
          error={errors.creatorId}
          disabled={isSending}
          onChange={(id) => {
            setCreatorId(id);
            setErrors((current) => ({ ...current, creatorId: undefined }));
          }}
        />
      ) : null}

      {!hasForm ? null : applied ? (
        <AlreadyApplied application={applied} isAgent={isAgent} />
      ) : (
        <Tabs value={kind} onValueChange={(value) => setKind(value as ApplyKind)}>
          <TabsList aria-label="How to apply">
            <TabsTrigger value="direct">
              <Send aria-hidden className="mr-1.5 size-4" /> Apply Directly
            </TabsTrigger>
            <TabsTrigger value="negotiation">
              <Handshake aria-hidden className="mr-1.5 size-4" /> Negotiate Rate
            </TabsTrigger>
          </TabsList>
          <TabsContent value="direct" className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              The brand receives your profile with this message and decides on the campaign&apos;s terms.
            </p>
            <blockquote className="rounded-md border-l-4 border-primary bg-muted/50 px-3 py-2 text-sm">
              {DIRECT_APPLICATION_PITCH}
            </blockquote>
          </TabsContent>
          <TabsContent value="negotiation" className="grid gap-4">
            <TextareaField
              label="Pitch message"
              rows={4}
              maxLength={PITCH_MAX_LENGTH}
              value={draft.pitch}
              onChange={(event) => edit('pitch', event.target.value)}
              error={errors.pitch}
              disabled={isSending}
              placeholder="Why you are a good fit and what you would create"
            />
            <TextField
              label="Proposed rate (AED)"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={draft.proposedRate}
              onChange={(event) => edit('proposedRate', event.target.value)}
              error={errors.proposedRate}
              disabled={isSending}
            />
            <TextareaField
              label="Deliverables (optional)"
              rows={3}
              maxLength={DELIVERABLES_MAX_LENGTH}
              value={draft.deliverables}
              onChange={(event) => edit('deliverables', event.target.value)}
              error={errors.deliverables}
              disabled={isSending}
              placeholder="For example: 2 reels and 3 stories"
            />
          </TabsContent>
        </Tabs>
      )}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSending}>
            {applied || !hasForm ? 'Close' : 'Cancel'}
          </Button>
        </DialogClose>
        {applied || !hasForm ? null : (
          <Button type="submit" disabled={isSending}>
            {isSending ? <Spinner className="text-current" /> : <Send aria-hidden />}
            {kind === 'direct' ? 'Submit Application' : 'Send Negotiation Request'}
          </Button>
        )}
      </DialogFooter>
      {existing.isPending ? (
        <p role="status" className="sr-only">
          Checking your applications...
        </p>
      ) : null}
    </form>
  );
}
