import type { NetworkCreator } from '@partnerly/contracts';
import { CircleAlert, Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMyCampaigns } from '@/api/campaigns/my-campaigns';
import { useWorkspaceAccess } from '@/api/workspace/use-workspace';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { useInviteToCampaign } from '../api/network-mutations';
import { inviteChoice, type InviteOption } from './network-format';

interface InviteToCampaignDialogProps {
  /** The favourite to invite; null keeps the dialog closed. */
  creator: NetworkCreator | null;
  onOpenChange(open: boolean): void;
}

/**
 * 'Invite to campaign': one of the workspace's active private campaigns for a favourite. The
 * creator is told in the bell and by e-mail (by their preferences), with a link to the campaign.
 */
export function InviteToCampaignDialog({ creator, onOpenChange }: InviteToCampaignDialogProps) {
  return (
    <Dialog open={creator !== null} onOpenChange={onOpenChange}>
      <DialogContent className="gap-4">
        {creator ? (
          <InviteContent key={creator.creatorId} creator={creator} onClose={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function InviteContent({ creator, onClose }: { creator: NetworkCreator; onClose(): void }) {
  const t = useT();
  const known = useKnownText();
  const campaigns = useMyCampaigns();
  const access = useWorkspaceAccess();
  const invite = useInviteToCampaign(creator.creatorId);
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const choice = campaigns.data ? inviteChoice(campaigns.data, creator, access.mayWorkOn) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!campaignId) return;
    invite.mutate(
      { campaignId },
      {
        onSuccess: (answer) => {
          toast({ variant: 'success', title: answer.message });
          onClose();
        },
      },
    );
  };

  return (
    <>
      <DialogHeader className="pe-8 text-start">
        <DialogTitle className="break-words">
          {t('brandNetwork.inviteTitle', { name: creator.name })}
        </DialogTitle>
        <DialogDescription>{t('brandNetwork.inviteDescription', { name: creator.name })}</DialogDescription>
      </DialogHeader>

      {choice?.kind === 'options' ? (
        <form onSubmit={submit} className="grid gap-4">
          <CampaignChoices
            options={choice.options}
            value={campaignId}
            onChange={(id) => {
              invite.reset();
              setCampaignId(id);
            }}
          />
          {invite.isError ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden />
              <AlertDescription>
                {isApiError(invite.error) ? invite.error.message : t('brandNetwork.inviteFailed')}
              </AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={invite.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!campaignId || invite.isPending}>
              {invite.isPending ? <Spinner className="text-current" /> : null}
              {t('brandNetwork.sendInvitation')}
            </Button>
          </DialogFooter>
        </form>
      ) : choice?.kind === 'none' ? (
        <div className="grid gap-3 rounded-xl border border-dashed p-4 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <Lock className="size-4 text-muted-foreground" aria-hidden />
            {t('brandNetwork.noPrivateCampaign')}
          </p>
          <p className="text-muted-foreground">
            {t('brandNetwork.noPrivateCampaignHint', { name: creator.name })}
          </p>
          <Button asChild className="w-full sm:w-fit">
            <Link to="/dashboard?tab=campaigns">{t('brandNetwork.goToCampaigns')}</Link>
          </Button>
        </div>
      ) : choice?.kind === 'notAssigned' ? (
        <Alert>
          <CircleAlert aria-hidden />
          <AlertDescription>{known(choice.message)}</AlertDescription>
        </Alert>
      ) : campaigns.isError ? (
        <RetryAlert message={t('brandNetwork.campaignsFailed')} onRetry={() => void campaigns.refetch()} />
      ) : (
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground"
        >
          <Spinner /> {t('brandNetwork.loadingCampaigns')}
        </div>
      )}
    </>
  );
}

function CampaignChoices({
  options,
  value,
  onChange,
}: {
  options: InviteOption[];
  value: string | null;
  onChange(id: string): void;
}) {
  const t = useT();
  const name = useId();
  const isAllApplied = options.every((option) => option.hasApplied);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('brandNetwork.privateCampaign')}</legend>
      {options.map((option) => (
        <label
          key={option.id}
          className={cn(
            'flex items-center gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            option.hasApplied ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            disabled={option.hasApplied}
            onChange={() => onChange(option.id)}
            className="size-4 accent-primary"
          />
          <span className="min-w-0 flex-1 break-words">{option.title}</span>
          {option.hasApplied ? (
            <span className="text-xs text-muted-foreground">{t('brandNetwork.alreadyApplied')}</span>
          ) : null}
        </label>
      ))}
      {isAllApplied ? <p className="text-sm text-muted-foreground">{t('brandNetwork.allApplied')}</p> : null}
    </fieldset>
  );
}
