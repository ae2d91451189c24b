import { zodResolver } from '@hookform/resolvers/zod';
import {
  AFFILIATE_CODE_MAX,
  AFFILIATE_HUB_MESSAGES,
  AFFILIATE_INSTRUCTIONS_MAX,
  COMPANY_NAME_MAX,
  externalAffiliateCodeInput,
  type ExternalAffiliateCodeInput,
  type ExternalAffiliateCodeValues,
} from '@partnerly/contracts';
import { useForm } from 'react-hook-form';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
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
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { useAddExternalCode } from '../api/my-code-mutations';
import { showServerErrors } from './code-form-errors';
import { todayUtc } from './my-codes-format';

const EMPTY: ExternalAffiliateCodeInput = {
  brandName: '',
  code: '',
  brandUrl: '',
  logoUrl: '',
  instructions: '',
  expiresOn: '',
};
const FIELDS = ['brandName', 'code', 'brandUrl', 'logoUrl', 'instructions', 'expiresOn'] as const;

/**
 * The external code form (spec 03): a code of a brand outside Partnerly. Brand name, code and
 * brand website URL are required; logo URL, instructions and expiry are optional.
 */
export function ExternalCodeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return open ? <ExternalCodeForm onClose={onClose} /> : null;
}

function ExternalCodeForm({ onClose }: { onClose(): void }) {
  const add = useAddExternalCode();
  const form = useForm<ExternalAffiliateCodeInput, unknown, ExternalAffiliateCodeValues>({
    resolver: zodResolver(externalAffiliateCodeInput),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const unsaved = useUnsavedChangesGuard({
    isOpen: true,
    isDirty: () => JSON.stringify(form.getValues()) !== JSON.stringify(EMPTY),
    onClose,
  });

  const onSubmit = (values: ExternalAffiliateCodeValues) =>
    add.mutate(values, {
      onSuccess: (change) => {
        toast({ variant: 'success', title: change.message, description: change.code.code });
        onClose();
      },
      // 'Failed to add external code' (or the server message), spec 03 section 8.
      onError: (error) =>
        toast({
          variant: 'destructive',
          title:
            showServerErrors(error, FIELDS, form.setError, AFFILIATE_HUB_MESSAGES.addFailed) ??
            AFFILIATE_HUB_MESSAGES.addFailed,
        }),
    });

  return (
    <Dialog open onOpenChange={(open) => (open || add.isPending ? undefined : unsaved.requestClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add External Code</DialogTitle>
          <DialogDescription>
            A discount code from a brand outside Partnerly. It shows in your shared links until you hide it.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Add external code"
          className="grid gap-4"
          onSubmit={form.handleSubmit(onSubmit)}
        >
          <TextField
            label="Brand name"
            autoComplete="off"
            maxLength={COMPANY_NAME_MAX}
            required
            error={errors.brandName?.message}
            {...form.register('brandName')}
          />
          <TextField
            label="Code"
            autoComplete="off"
            maxLength={AFFILIATE_CODE_MAX}
            className="font-mono"
            required
            error={errors.code?.message}
            {...form.register('code')}
          />
          <TextField
            label="Brand website URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://shop.example"
            required
            error={errors.brandUrl?.message}
            {...form.register('brandUrl')}
          />
          <TextField
            label="Logo URL (optional)"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://shop.example/logo.png"
            error={errors.logoUrl?.message}
            {...form.register('logoUrl')}
          />
          <TextareaField
            label="Instructions (optional)"
            rows={3}
            maxLength={AFFILIATE_INSTRUCTIONS_MAX}
            placeholder="e.g. 15% off your first order"
            error={errors.instructions?.message}
            {...form.register('instructions')}
          />
          <TextField
            label="Expiry date (optional)"
            type="date"
            min={todayUtc()}
            error={errors.expiresOn?.message}
            hint="The code works until the end of this day (UTC)."
            {...form.register('expiresOn')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={unsaved.requestClose} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? <Spinner className="text-current" /> : null}
              Add Code
            </Button>
          </DialogFooter>
        </form>
        {unsaved.element}
      </DialogContent>
    </Dialog>
  );
}
