import { zodResolver } from '@hookform/resolvers/zod';
import {
  AFFILIATE_CODE_MAX,
  AFFILIATE_HUB_MESSAGES,
  AFFILIATE_INSTRUCTIONS_MAX,
  updateAffiliateCodeInput,
  type MyAffiliateCode,
  type UpdateAffiliateCodeInput,
  type UpdateAffiliateCodeValues,
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
import { useUpdateMyCode } from '../api/my-code-mutations';
import { showServerErrors } from './code-form-errors';
import { todayUtc } from './my-codes-format';

interface EditCodeDialogProps {
  /** The code being edited; null: closed. */
  code: MyAffiliateCode | null;
  onClose(): void;
}

/** 'Edit affiliate code' (spec 03): code and brand URL required, instructions and expiry optional. */
export function EditCodeDialog({ code, onClose }: EditCodeDialogProps) {
  return code ? <EditCodeForm key={code.id} code={code} onClose={onClose} /> : null;
}

const FIELDS = ['code', 'brandUrl', 'instructions', 'expiresOn'] as const;

function EditCodeForm({ code, onClose }: { code: MyAffiliateCode; onClose(): void }) {
  const update = useUpdateMyCode();
  const defaults: UpdateAffiliateCodeInput = {
    code: code.code,
    brandUrl: code.brandUrl ?? '',
    instructions: code.instructions ?? '',
    expiresOn: code.expiresOn ?? '',
  };
  const form = useForm<UpdateAffiliateCodeInput, unknown, UpdateAffiliateCodeValues>({
    resolver: zodResolver(updateAffiliateCodeInput),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const unsaved = useUnsavedChangesGuard({
    isOpen: true,
    isDirty: () => JSON.stringify(form.getValues()) !== JSON.stringify(defaults),
    onClose,
  });

  const onSubmit = (values: UpdateAffiliateCodeValues) =>
    update.mutate(
      { id: code.id, input: values },
      {
        onSuccess: (change) => {
          toast({ variant: 'success', title: change.message, description: change.code.code });
          onClose();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: AFFILIATE_HUB_MESSAGES.updateFailed,
            description: showServerErrors(error, FIELDS, form.setError, AFFILIATE_HUB_MESSAGES.updateFailed),
          }),
      },
    );

  return (
    // Escape, × and the browser's Back ask before throwing away typed changes (issue 13).
    <Dialog open onOpenChange={(open) => (open || update.isPending ? undefined : unsaved.requestClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit affiliate code</DialogTitle>
          <DialogDescription>
            {code.isExternal
              ? `Your code for ${code.brand.name}.`
              : `Issued by ${code.brand.name} for ${code.campaign?.title ?? 'a campaign'}. Shoppers type the code at the brand's checkout, so keep it as the brand set it up.`}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Edit affiliate code"
          className="grid gap-4"
          onSubmit={form.handleSubmit(onSubmit)}
        >
          <TextField
            label="Code"
            autoComplete="off"
            maxLength={AFFILIATE_CODE_MAX}
            className="font-mono"
            error={errors.code?.message}
            {...form.register('code')}
          />
          <TextField
            label="Brand URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://shop.example"
            error={errors.brandUrl?.message}
            hint="Where Shop Now takes shoppers: http:// or https:// only."
            {...form.register('brandUrl')}
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
            hint="The code works until the end of this day (UTC). Leave it empty for no expiry."
            {...form.register('expiresOn')}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={unsaved.requestClose}
              disabled={update.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? <Spinner className="text-current" /> : null}
              Save Changes
            </Button>
          </DialogFooter>
        </form>
        {unsaved.element}
      </DialogContent>
    </Dialog>
  );
}
