import { ArrowLeft } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useSelectedProfileId } from '@/api/brand-profiles/acting-profile';
import { useWorkspace, useWorkspaceAccess } from '@/api/workspace/use-workspace';
import { useCampaignLimits } from '../api/get-campaign-limits';
import { useEditableCampaign } from '../api/get-editable-campaign';
import { useLocationDefaults, useSaveLocationDefaults } from '../api/location-defaults';
import { CampaignForm } from './campaign-form';
import { campaignMessage } from './campaign-messages';
import { campaignToForm, emptyCampaignForm } from './campaign-form-state';
import { targetingFromDefaults } from './location-targeting';
import { campaignGateMessage } from './campaign-gate';
import { CampaignLimitWarning, SubscriptionGate } from './subscription-gate';

export interface CampaignFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** edit when set, create otherwise */
  campaignId?: string;
  onSaved?(campaign: { id: string; title: string }): void;
}

/**
 * The Create/Edit Campaign form in a modal with Back (spec 02 section 2). Saving
 * invalidates every ['campaigns', ...] query (see @/api/campaigns/campaign-keys.ts).
 */
export function CampaignFormDialog({ open, onOpenChange, campaignId, onSaved }: CampaignFormDialogProps) {
  const t = useT();
  const isEdit = Boolean(campaignId);
  // Kept in a ref, told by the form as each change happens: no render in between.
  const isDirty = useRef(false);
  const close = () => {
    isDirty.current = false;
    onOpenChange(false);
  };
  // Back, Escape, × and the browser's Back ask before throwing away unsaved changes.
  const unsaved = useUnsavedChangesGuard({ isOpen: open, isDirty: () => isDirty.current, onClose: close });
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : unsaved.requestClose())}>
      <DialogContent
        // The header stays put; the body scrolls (small screens included).
        className="flex max-w-3xl flex-col gap-0 overflow-hidden p-0 sm:w-[calc(100%-4rem)]"
        // A stray click beside a long form must not throw it away (Back, Escape and × still close).
        onInteractOutside={(event) => event.preventDefault()}
      >
        <div className="flex shrink-0 items-center gap-2 border-b px-4 py-3 pe-14 sm:gap-3 sm:px-6 sm:py-4">
          <Button variant="ghost" size="sm" className="px-2" onClick={unsaved.requestClose}>
            <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('common.back')}
          </Button>
          <div className="grid min-w-0 flex-1 gap-0.5">
            <DialogTitle className="text-base sm:text-lg">
              {isEdit ? t('campaignEditor.editCampaign') : t('campaignEditor.createCampaign')}
            </DialogTitle>
            <DialogDescription className="hidden sm:block">
              {isEdit ? t('campaignEditor.editDescription') : t('campaignEditor.createDescription')}
            </DialogDescription>
          </div>
        </div>
        {open ? (
          <EditorBody
            // A different campaign (or create after edit) starts from a fresh form.
            key={campaignId ?? 'new'}
            campaignId={campaignId}
            onClose={close}
            onDirtyChange={(value) => {
              isDirty.current = value;
            }}
            onSaved={(campaign) => {
              onSaved?.(campaign);
              close();
            }}
          />
        ) : null}
        {unsaved.element}
      </DialogContent>
    </Dialog>
  );
}

interface EditorBodyProps {
  campaignId?: string;
  onClose(): void;
  onDirtyChange(isDirty: boolean): void;
  onSaved(campaign: { id: string; title: string }): void;
}

function EditorBody({ campaignId, onClose, onDirtyChange, onSaved }: EditorBodyProps) {
  // Point rewards need a verified brand: the workspace's verification, as the server checks it.
  const isVerified = useWorkspace().data?.verificationStatus === 'verified';
  const defaults = useLocationDefaults({ isEnabled: true });
  const onPicked = useFirstPickSaver(defaults.data);
  const shared = { isVerified, onPicked, onSaved, onDirtyChange };
  return campaignId ? (
    <EditBody campaignId={campaignId} {...shared} />
  ) : (
    <CreateBody defaults={defaults} onClose={onClose} {...shared} />
  );
}

type Shared = {
  isVerified: boolean;
  onDirtyChange(isDirty: boolean): void;
  onPicked(pick: { country: string; city?: string }): void;
  onSaved(campaign: { id: string; title: string }): void;
};

function EditBody({ campaignId, ...shared }: Shared & { campaignId: string }) {
  const t = useT();
  const campaign = useEditableCampaign(campaignId);
  if (campaign.isPending) return <Loading text={t('campaigns.loadingCampaign')} />;
  // A failed background refetch keeps the form (and what was typed) on screen.
  if (!campaign.data) {
    const isMissing = isApiError(campaign.error) && campaign.error.status === 404;
    return (
      <LoadFailure
        title={t('campaignEditor.loadFailed')}
        message={isMissing ? t('campaigns.notFound') : campaignMessage(t, campaign.error.message)}
        onRetry={isMissing ? undefined : () => void campaign.refetch()}
      />
    );
  }
  return (
    <CampaignForm
      campaignId={campaignId}
      initial={campaignToForm(campaign.data)}
      savedDeadline={campaign.data.applicationDeadline}
      onPlanRefusal={() => undefined}
      {...shared}
    />
  );
}

function CreateBody({
  defaults,
  onClose,
  ...shared
}: Shared & { defaults: ReturnType<typeof useLocationDefaults>; onClose(): void }) {
  const t = useT();
  const limits = useCampaignLimits({ isEnabled: true });
  const [refusal, setRefusal] = useState<string | null>(null);
  const notAssigned = useCreateRefusal();
  // The defaults only prefill targeting: a failure to read them leaves it empty.
  if (limits.isPending || (defaults.isPending && defaults.fetchStatus !== 'idle'))
    return <Loading text={t('common.loading')} />;
  if (!limits.data) {
    return (
      <LoadFailure
        title={t('campaignEditor.planCheckFailed')}
        message={limits.error.message}
        onRetry={() => void limits.refetch()}
      />
    );
  }
  if (notAssigned) {
    return (
      <div className="p-6">
        <Alert>
          <AlertTitle>{t('campaignEditor.notYourProfile')}</AlertTitle>
          <AlertDescription>
            {t('campaignEditor.notYourProfileHint', { reason: notAssigned })}
          </AlertDescription>
        </Alert>
      </div>
    );
  }
  const gate = campaignGateMessage(t, limits.data, refusal);
  if (gate) {
    return (
      <SubscriptionGate
        message={gate}
        hasActiveSubscription={limits.data.hasActiveSubscription}
        onLeave={onClose}
      />
    );
  }
  const start = defaults.data;
  return (
    <CampaignForm
      initial={emptyCampaignForm(targetingFromDefaults(start?.country ?? null, start?.city ?? null))}
      notice={<CampaignLimitWarning limits={limits.data} onLeave={onClose} />}
      onPlanRefusal={setRefusal}
      {...shared}
    />
  );
}

/** Saves the first country (and city) a brand picks as its default, once (spec 02 section 5). */
function useFirstPickSaver(defaults: ReturnType<typeof useLocationDefaults>['data']) {
  const save = useSaveLocationDefaults();
  const saved = useRef<{ country: string | null; hasCity: boolean } | null>(null);
  return (pick: { country: string; city?: string }) => {
    if (!defaults) return;
    const current = saved.current ?? {
      country: defaults.hasSavedCountry ? defaults.country : null,
      hasCity: defaults.hasSavedCity,
    };
    if (!current.country) {
      saved.current = { country: pick.country, hasCity: Boolean(pick.city) };
      save.mutate({ country: pick.country, ...(pick.city ? { city: pick.city } : {}) });
    } else if (!current.hasCity && pick.city && current.country === pick.country) {
      saved.current = { country: current.country, hasCity: true };
      save.mutate({ country: pick.country, city: pick.city });
    }
  };
}

function Loading({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 px-6 py-16">
      <Spinner className="size-8" />
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

function LoadFailure(props: { title: string; message: ReactNode; onRetry?(): void }) {
  const t = useT();
  return (
    <div className="grid gap-4 overflow-y-auto p-6">
      <Alert variant="destructive">
        <AlertTitle>{props.title}</AlertTitle>
        <AlertDescription>{props.message}</AlertDescription>
      </Alert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {props.onRetry ? <Button onClick={props.onRetry}>{t('campaigns.tryAgain')}</Button> : null}
      </div>
    </div>
  );
}

/**
 * Why a new campaign would be refused under the acting brand profile: a workspace member
 * creates campaigns only under the profiles assigned to them (decision 0041). The acting one
 * is the profile chosen in the switcher, else a member's first assigned one, as the API picks.
 */
function useCreateRefusal(): string {
  const access = useWorkspaceAccess();
  const selectedId = useSelectedProfileId();
  if (access.role !== 'member') return '';
  return access.workReason(selectedId ?? access.assignedProfileIds[0]);
}
