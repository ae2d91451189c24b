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
import { useT } from '@/lib/i18n/i18n-provider';
import { useBillingDetails, useSaveBillingDetails } from '../api/billing';

const FIELDS = ['legalName', 'address', 'trn'] as const;

/**
 * The brand's billing details (issue 24): the legal name and address its tax invoices are
 * addressed to, and its TRN when VAT-registered. Invoices already issued keep what they printed.
 */
export function BillingDetailsCard() {
  const t = useT();
  const details = useBillingDetails({ isEnabled: true });
  return (
    <Card role="region" aria-labelledby="billing-details-title">
      <CardHeader>
        <CardTitle id="billing-details-title">{t('billingDetails.title')}</CardTitle>
        <CardDescription>{t('billingDetails.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {details.isPending ? (
          <div className="grid gap-3" role="status" aria-label={t('billingDetails.loading')}>
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : details.isError ? (
          <RetryAlert message={t('billingDetails.loadFailed')} onRetry={() => void details.refetch()} />
        ) : (
          <BillingDetailsFormBody saved={details.data.billingDetails} />
        )}
      </CardContent>
    </Card>
  );
}

function BillingDetailsFormBody({ saved }: { saved: BillingDetails | null }) {
  const t = useT();
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
          title: t('billingDetails.savedTitle'),
          description: t('billingDetails.savedBody'),
        });
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : {};
        const known = FIELDS.filter((field) => fields[field]?.[0]);
        for (const field of known) form.setError(field, { message: fields[field]![0] });
        if (known.length === 0)
          toast({ variant: 'destructive', title: t('auth.error'), description: error.message });
      },
    });
  };

  return (
    <form
      noValidate
      aria-label={t('billingDetails.form')}
      className="grid gap-4"
      onSubmit={form.handleSubmit(submit)}
    >
      <TextField
        label={t('billingDetails.legalName')}
        autoComplete="organization"
        error={errors.legalName?.message}
        {...form.register('legalName')}
      />
      <TextareaField
        label={t('billingDetails.address')}
        rows={3}
        autoComplete="street-address"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <TextField
        label={t('billingDetails.trn')}
        inputMode="numeric"
        dir="ltr"
        hint={t('billingDetails.trnHint')}
        error={errors.trn?.message}
        {...form.register('trn')}
      />
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? <Spinner className="text-current" /> : <Save aria-hidden />}
        {t('billingDetails.save')}
      </Button>
    </form>
  );
}
