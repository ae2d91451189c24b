import {
  ENTERPRISE_QR_LIMIT_MAX,
  ENTERPRISE_REDEMPTION_LIMIT_MAX,
  privateCodeExpirationDate,
  type EnterpriseWorkspace,
} from '@partnerly/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useGrantEnterprise } from '../api/admin-enterprise';
import { enterpriseMessage } from './enterprise-labels';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Enterprise plan's own limits, shown in the blank fields. */
const PLAN_QR_LIMIT = '30';
const PLAN_REDEMPTION_LIMIT = '300';

/** Whether the workspace is on an active Enterprise plan now (the grant then extends it). */
export const isOnEnterprise = (workspace: EnterpriseWorkspace) =>
  workspace.planId === 'enterprise' && workspace.accessEndsAt !== null;

interface GrantDialogProps {
  workspace: EnterpriseWorkspace | null;
  onClose: () => void;
}

/** Grant or extend the Enterprise plan: custom limits (blank: the plan's own) and an end date. */
export function GrantDialog({ workspace, onClose }: GrantDialogProps) {
  const t = useT();
  const isExtension = workspace ? isOnEnterprise(workspace) : false;
  return (
    <Dialog open={workspace !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {isExtension ? t('adminEnterprise.extendTitle') : t('adminEnterprise.grantEnterprise')}
          </DialogTitle>
          <DialogDescription>
            {workspace
              ? isExtension
                ? t('adminEnterprise.extendDescription', { name: workspace.name })
                : t('adminEnterprise.grantDescription', { name: workspace.name })
              : null}
          </DialogDescription>
        </DialogHeader>
        {workspace ? <GrantForm key={workspace.workspaceId} workspace={workspace} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function GrantForm({ workspace, onDone }: { workspace: EnterpriseWorkspace; onDone: () => void }) {
  const t = useT();
  const grant = useGrantEnterprise();
  const isExtension = isOnEnterprise(workspace);
  // The first day a grant may end on (the form opens fresh each time).
  const [tomorrow] = useState(() => privateCodeExpirationDate(new Date(Date.now() + DAY_MS)));
  const [qrCodeLimit, setQrCodeLimit] = useState(String(workspace.customQrCodeLimit ?? ''));
  const [redemptionLimit, setRedemptionLimit] = useState(String(workspace.customRedemptionLimit ?? ''));
  const [endsOn, setEndsOn] = useState(
    isExtension && workspace.accessEndsAt ? privateCodeExpirationDate(new Date(workspace.accessEndsAt)) : '',
  );
  const [missingDate, setMissingDate] = useState(false);
  const fields = isApiError(grant.error) ? grant.error.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!endsOn) {
      setMissingDate(true);
      return;
    }
    setMissingDate(false);
    grant.mutate(
      { workspaceId: workspace.workspaceId, input: { qrCodeLimit, redemptionLimit, endsOn } },
      {
        onSuccess: (result) => {
          toast({
            variant: 'success',
            title: enterpriseMessage(t, result.message),
            description: t('adminEnterprise.grantedDescription', {
              name: workspace.name,
              qr: result.workspace.limits.qrCodeLimit,
              redemptions: result.workspace.limits.maxRedemptionsPerCode,
            }),
          });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('adminEnterprise.notSaved'),
            description: enterpriseMessage(t, error.message),
          }),
      },
    );
  };

  return (
    <form aria-label={t('adminEnterprise.planForm')} noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('adminEnterprise.qrCodesAMonth')}
          type="number"
          inputMode="numeric"
          min={1}
          max={ENTERPRISE_QR_LIMIT_MAX}
          placeholder={PLAN_QR_LIMIT}
          value={qrCodeLimit}
          onChange={(event) => setQrCodeLimit(event.target.value)}
          error={enterpriseMessage(t, fields.qrCodeLimit?.[0])}
        />
        <TextField
          label={t('adminEnterprise.redemptionsPerCode')}
          type="number"
          inputMode="numeric"
          min={1}
          max={ENTERPRISE_REDEMPTION_LIMIT_MAX}
          placeholder={PLAN_REDEMPTION_LIMIT}
          value={redemptionLimit}
          onChange={(event) => setRedemptionLimit(event.target.value)}
          error={enterpriseMessage(t, fields.redemptionLimit?.[0])}
        />
      </div>
      <TextField
        label={t('adminEnterprise.endsOn')}
        type="date"
        required
        min={tomorrow}
        value={endsOn}
        onChange={(event) => setEndsOn(event.target.value)}
        error={missingDate ? t('adminEnterprise.chooseEndDate') : enterpriseMessage(t, fields.endsOn?.[0])}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={grant.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={grant.isPending}>
          {grant.isPending ? <Spinner className="text-current" /> : null}
          {isExtension ? t('adminEnterprise.savePlan') : t('adminEnterprise.grantEnterprise')}
        </Button>
      </DialogFooter>
    </form>
  );
}
