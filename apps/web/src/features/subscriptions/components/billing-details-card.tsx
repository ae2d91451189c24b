import { zodResolver } from '@hookform/resolvers/zod';
import {
  billingDetailsInput,
  type BillingDetails,
  type BillingDetailsInput,
  type BillingDetailsValues,
} from '@partnerly/contracts';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useBillingDetails, useSaveBillingDetails } from '../api/billing';

const FIELDS = ['legalName', 'address', 'trn'] as const;

/**
 * The brand's billing details (issue 24): the legal name and address its tax invoices are
 * addressed to, and its TRN when VAT-registered. Invoices already issued keep what they printed.
 */
export function BillingDetailsCard() {
  const details = useBillingDetails({ isEnabled: true });
  return (
    <Card role="region" aria-labelledby="billing-details-title">
      <CardHeader>
        <CardTitle id="billing-details-title">Billing details</CardTitle>
        <CardDescription>
          Printed on your tax invoices from the next payment on. Add your TRN if your business is registered
          for VAT.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {details.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Loading billing details">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : details.isError ? (
          <RetryAlert message="Failed to load your billing details." onRetry={() => void details.refetch()} />
        ) : (
          <BillingDetailsFormBody saved={details.data.billingDetails} />
        )}
      </CardContent>
    </Card>
  );
}

function BillingDetailsFormBody({ saved }: { saved: BillingDetails | null }) {
  const save = useSaveBillingDetails();
  const form = useForm<BillingDetailsInput, unknown, BillingDetailsValues>({
    // The server's rules, checked before sending; the server checks them again.
    resolver: zodResolver(billingDetailsInput),
    defaultValues: {
      legalName: saved?.legalName ?? '',
      address: saved?.address ?? '',
      trn: saved?.trn ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = (values: BillingDetailsValues) => {
    const input: BillingDetailsInput = { ...values, trn: values.trn ?? undefined };
    save.mutate(input, {
      onSuccess: (billingDetails) => {
        form.reset({
          legalName: billingDetails.legalName,
          address: billingDetails.address,
          trn: billingDetails.trn ?? '',
        });
        toast({
          variant: 'success',
          title: 'Billing Details Saved',
          description: 'Your next invoice will show them.',
        });
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : {};
        const known = FIELDS.filter((field) => fields[field]?.[0]);
        for (const field of known) form.setError(field, { message: fields[field]![0] });
        if (known.length === 0) toast({ variant: 'destructive', title: 'Error', description: error.message });
      },
    });
  };

  return (
    <form noValidate aria-label="Billing details" className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
      <TextField
        label="Legal name"
        autoComplete="organization"
        error={errors.legalName?.message}
        {...form.register('legalName')}
      />
      <TextareaField
        label="Billing address"
        rows={3}
        autoComplete="street-address"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <TextField
        label="TRN (optional)"
        inputMode="numeric"
        hint="Tax Registration Number: 15 digits."
        error={errors.trn?.message}
        {...form.register('trn')}
      />
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? <Spinner className="text-current" /> : <Save aria-hidden />}
        Save Billing Details
      </Button>
    </form>
  );
}
