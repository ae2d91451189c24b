import {
  DELIVERABLES_MAX_LENGTH,
  DIRECT_APPLICATION_PITCH,
  DIRECT_MESSAGE_MAX_LENGTH,
  PITCH_MAX_LENGTH,
  RATE_MAX,
  rateBudgetWarning,
  type ApplyValues,
  type FeedCampaign,
} from '@partnerly/contracts';
import { Handshake, Send } from 'lucide-react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { RateWarning } from '@/components/negotiation/rate-warning';
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
  applyResolver,
  emptyApplyDraft,
  failureOutcome,
  invalidToast,
  successToast,
  type ApplyDraft,
  type ApplyField,
  type ApplyKind,
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
 * application with an optional message (the fixed pitch otherwise), or a negotiation with a pitch, a rate and optional
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
  const form = useForm<ApplyDraft, unknown, ApplyValues>({
    resolver: applyResolver,
    defaultValues: emptyApplyDraft(campaign.id, isAgent),
    // Checked on submit only; editing a field clears its message until the next submit.
    reValidateMode: 'onSubmit',
  });
  const field = (name: ApplyField) => form.register(name, { onChange: () => form.clearErrors(name) });
  const { errors } = form.formState;
  const [kind, creatorId = '', proposedRate] = useWatch({
    control: form.control,
    name: ['type', 'creatorId', 'proposedRate'],
  });
  const rateWarning = rateBudgetWarning(Number(proposedRate), campaign);
  const apply = useApplyToCampaign();
  const existing = useExistingApplications();
  const creators = useRepresentedCreators(isAgent);
  // An agent's applications span its creators: only the chosen creator's one counts.
  const applied =
    isAgent && !creatorId ? undefined : findExisting(existing.data, campaign.id, creatorId || undefined);
  // An agent with no creator to apply for gets the picker's explanation instead of the form.
  const hasForm = !isAgent || (creators.data?.length ?? 0) > 0;
  const isSending = apply.isPending;

  const send = (values: ApplyValues) => {
    if (isSending) return;
    apply.mutate(values, {
      onSuccess: () => {
        toast({ variant: 'success', ...successToast(values.type) });
        onClose();
      },
      onError: (error) => {
        const outcome = failureOutcome(values.type, {
          status: isApiError(error) ? error.status : 0,
          message: error.message,
          fields: isApiError(error) ? error.fields : undefined,
        });
        toast({ variant: 'destructive', ...outcome.toast });
        if (outcome.shouldClose) {
          onClose();
          return;
        }
        for (const [name, message] of Object.entries(outcome.errors)) {
          form.setError(name as ApplyField, { message });
        }
      },
    });
  };
  const refuse = (invalid: FieldErrors<ApplyDraft>) => {
    // The agent's missing creator shows beside the picker; the spec's toasts are the form's.
    const others = Object.keys(invalid).filter((name) => name !== 'creatorId');
    if (others.length > 0) toast({ variant: 'destructive', ...invalidToast(invalid) });
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(send, refuse)}
      aria-label={`Apply to ${campaign.title}`}
      className="grid gap-4"
    >
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
          error={errors.creatorId?.message}
          disabled={isSending}
          onChange={(id) => {
            form.setValue('creatorId', id);
            form.clearErrors('creatorId');
          }}
        />
      ) : null}

      {!hasForm ? null : applied ? (
        <AlreadyApplied application={applied} isAgent={isAgent} />
      ) : (
        <Tabs value={kind} onValueChange={(value) => form.setValue('type', value as ApplyKind)}>
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
              The brand receives your profile with your message and decides on the campaign&apos;s terms.
              Without a message of your own, it reads:
            </p>
            <blockquote className="rounded-md border-l-4 border-primary bg-muted/50 px-3 py-2 text-sm">
              {DIRECT_APPLICATION_PITCH}
            </blockquote>
            <TextareaField
              label="Message (optional)"
              rows={3}
              maxLength={DIRECT_MESSAGE_MAX_LENGTH}
              error={errors.message?.message}
              disabled={isSending}
              placeholder="Why this campaign fits you"
              {...field('message')}
            />
          </TabsContent>
          <TabsContent value="negotiation" className="grid gap-4">
            <TextareaField
              label="Pitch message"
              rows={4}
              maxLength={PITCH_MAX_LENGTH}
              error={errors.pitch?.message}
              disabled={isSending}
              placeholder="Why you are a good fit and what you would create"
              {...field('pitch')}
            />
            <TextField
              label="Proposed rate (AED)"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              max={RATE_MAX}
              error={errors.proposedRate?.message}
              disabled={isSending}
              {...field('proposedRate')}
            />
            {rateWarning ? <RateWarning>{rateWarning}</RateWarning> : null}
            <TextareaField
              label="Deliverables (optional)"
              rows={3}
              maxLength={DELIVERABLES_MAX_LENGTH}
              error={errors.deliverables?.message}
              disabled={isSending}
              placeholder="For example: 2 reels and 3 stories"
              {...field('deliverables')}
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
