import {
  DELIVERABLES_MAX_LENGTH,
  DIRECT_APPLICATION_PITCH,
  DIRECT_MESSAGE_MAX_LENGTH,
  PITCH_MAX_LENGTH,
  RATE_MAX,
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
import { useT } from '@/lib/i18n/i18n-provider';
import { useApplyToCampaign } from '../api/apply-to-campaign';
import { findExisting, useExistingApplications } from '../api/existing-applications';
import { useRepresentedCreators } from '../api/represented-creators';
import {
  applyMessage,
  applyResolver,
  emptyApplyDraft,
  failureOutcome,
  invalidToast,
  rateWarning as rateWarningOf,
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
  const t = useT();
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
  const rateWarning = rateWarningOf(t, Number(proposedRate), campaign);
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
        toast({ variant: 'success', ...successToast(t, values.type) });
        onClose();
      },
      onError: (error) => {
        const outcome = failureOutcome(t, values.type, {
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
    if (others.length > 0) toast({ variant: 'destructive', ...invalidToast(t, invalid) });
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(send, refuse)}
      aria-label={t('apply.title', { title: campaign.title })}
      className="grid gap-4"
    >
      <DialogHeader className="gap-2 pe-8 text-start">
        <DialogTitle className="break-words">{t('apply.title', { title: campaign.title })}</DialogTitle>
        <DialogDescription>
          {isAgent ? t('apply.agentDescription', { brand: campaign.brand.name }) : campaign.brand.name}
        </DialogDescription>
      </DialogHeader>

      {isAgent ? (
        <CreatorPicker
          creators={creators}
          value={creatorId}
          error={applyMessage(t, errors.creatorId?.message)}
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
          <TabsList aria-label={t('apply.howToApply')}>
            <TabsTrigger value="direct">
              <Send aria-hidden className="me-1.5 size-4" /> {t('apply.applyDirectly')}
            </TabsTrigger>
            <TabsTrigger value="negotiation">
              <Handshake aria-hidden className="me-1.5 size-4" /> {t('apply.negotiateRate')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="direct" className="grid gap-2">
            <p className="text-sm text-muted-foreground">{t('apply.directHint')}</p>
            <blockquote className="rounded-md border-s-4 border-primary bg-muted/50 px-3 py-2 text-sm">
              {DIRECT_APPLICATION_PITCH}
            </blockquote>
            <TextareaField
              label={t('apply.message')}
              rows={3}
              maxLength={DIRECT_MESSAGE_MAX_LENGTH}
              error={applyMessage(t, errors.message?.message)}
              disabled={isSending}
              placeholder={t('apply.messagePlaceholder')}
              {...field('message')}
            />
          </TabsContent>
          <TabsContent value="negotiation" className="grid gap-4">
            <TextareaField
              label={t('apply.pitch')}
              rows={4}
              maxLength={PITCH_MAX_LENGTH}
              error={applyMessage(t, errors.pitch?.message)}
              disabled={isSending}
              placeholder={t('apply.pitchPlaceholder')}
              {...field('pitch')}
            />
            <TextField
              label={t('apply.proposedRate')}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              max={RATE_MAX}
              error={applyMessage(t, errors.proposedRate?.message)}
              disabled={isSending}
              {...field('proposedRate')}
            />
            {rateWarning ? <RateWarning>{rateWarning}</RateWarning> : null}
            <TextareaField
              label={t('apply.deliverables')}
              rows={3}
              maxLength={DELIVERABLES_MAX_LENGTH}
              error={applyMessage(t, errors.deliverables?.message)}
              disabled={isSending}
              placeholder={t('apply.deliverablesPlaceholder')}
              {...field('deliverables')}
            />
          </TabsContent>
        </Tabs>
      )}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSending}>
            {applied || !hasForm ? t('common.close') : t('common.cancel')}
          </Button>
        </DialogClose>
        {applied || !hasForm ? null : (
          <Button type="submit" disabled={isSending}>
            {isSending ? <Spinner className="text-current" /> : <Send aria-hidden />}
            {kind === 'direct' ? t('apply.submit') : t('apply.sendNegotiation')}
          </Button>
        )}
      </DialogFooter>
      {existing.isPending ? (
        <p role="status" className="sr-only">
          {t('apply.checking')}
        </p>
      ) : null}
    </form>
  );
}
