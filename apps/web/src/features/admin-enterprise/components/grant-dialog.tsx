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
import { useGrantEnterprise } from '../api/admin-enterprise';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the workspace is on an active Enterprise plan now (the grant then extends it). */
export const isOnEnterprise = (workspace: EnterpriseWorkspace) =>
  workspace.planId === 'enterprise' && workspace.accessEndsAt !== null;

interface GrantDialogProps {
  workspace: EnterpriseWorkspace | null;
  onClose: () => void;
}

/** Grant or extend the Enterprise plan: custom limits (blank: the plan's own) and an end date. */
export function GrantDialog({ workspace, onClose }: GrantDialogProps) {
  const isExtension = workspace ? isOnEnterprise(workspace) : false;
  return (
    <Dialog open={workspace !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{isExtension ? 'Extend Enterprise' : 'Grant Enterprise'}</DialogTitle>
          <DialogDescription>
            {workspace
              ? `${workspace.name} ${isExtension ? 'keeps' : 'moves to'} the Enterprise plan until the end of the chosen day (UAE time); its owners are notified and e-mailed. Leave a limit blank for the plan's own (30 QR codes a month, 300 redemptions per code).`
              : null}
          </DialogDescription>
        </DialogHeader>
        {workspace ? <GrantForm key={workspace.workspaceId} workspace={workspace} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function GrantForm({ workspace, onDone }: { workspace: EnterpriseWorkspace; onDone: () => void }) {
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
            title: result.message,
            description: `${workspace.name}: ${result.workspace.limits.qrCodeLimit} QR codes a month, ${result.workspace.limits.maxRedemptionsPerCode} redemptions per code.`,
          });
          onDone();
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Enterprise plan not saved', description: error.message }),
      },
    );
  };

  return (
    <form aria-label="Enterprise plan" noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="QR codes a month"
          type="number"
          inputMode="numeric"
          min={1}
          max={ENTERPRISE_QR_LIMIT_MAX}
          placeholder="30"
          value={qrCodeLimit}
          onChange={(event) => setQrCodeLimit(event.target.value)}
          error={fields.qrCodeLimit?.[0]}
        />
        <TextField
          label="Redemptions per code"
          type="number"
          inputMode="numeric"
          min={1}
          max={ENTERPRISE_REDEMPTION_LIMIT_MAX}
          placeholder="300"
          value={redemptionLimit}
          onChange={(event) => setRedemptionLimit(event.target.value)}
          error={fields.redemptionLimit?.[0]}
        />
      </div>
      <TextField
        label="Ends on"
        type="date"
        required
        min={tomorrow}
        value={endsOn}
        onChange={(event) => setEndsOn(event.target.value)}
        error={missingDate ? 'Choose an end date' : fields.endsOn?.[0]}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={grant.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={grant.isPending}>
          {grant.isPending ? <Spinner className="text-current" /> : null}
          {isExtension ? 'Save Enterprise Plan' : 'Grant Enterprise'}
        </Button>
      </DialogFooter>
    </form>
  );
}
