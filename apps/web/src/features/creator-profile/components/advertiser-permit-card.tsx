import type { MessageKey } from '@partnerly/contracts/i18n';
import {
  ADVERTISER_PERMIT_EXEMPTIONS,
  PERMIT_NUMBER_MAX,
  uaeToday,
  type MyAdvertiserPermit,
} from '@partnerly/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { PermitSummary } from '@/components/advertiser-permit/permit-summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useMyAdvertiserPermit, useSaveAdvertiserPermit } from '../api/advertiser-permit';
import { checkPermitForm, permitFormValues, type PermitFormValues, type PermitMode } from '../permit-form';
import { EXEMPTION_LABELS } from '../permit-labels';

const MODES: { value: PermitMode; label: MessageKey }[] = [
  { value: 'permit', label: 'creatorProfile.permit.modePermit' },
  { value: 'exempt', label: 'creatorProfile.permit.modeExempt' },
  { value: 'none', label: 'creatorProfile.permit.modeNone' },
];

/**
 * The creator's UAE Advertiser Permit on /profile (issue 24): where it stands, and the number
 * with its expiry or a declared exemption. A new number or expiry waits for an admin again.
 */
export function AdvertiserPermitCard() {
  const permit = useMyAdvertiserPermit();
  const titleId = useId();
  const t = useT();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-xl">
          {t('creatorProfile.permit.title')}
        </CardTitle>
        <CardDescription>{t('creatorProfile.permit.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {permit.isPending ? (
          <Skeleton className="h-32 w-full" aria-label={t('creatorProfile.permit.loading')} />
        ) : permit.isError ? (
          <RetryAlert message={t('creatorProfile.permit.loadFailed')} onRetry={() => void permit.refetch()} />
        ) : (
          <>
            <PermitSummary permit={permit.data} showExpiry />
            {permit.data.state === 'rejected' && permit.data.rejectionReason ? (
              <p className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
                {t('creatorProfile.permit.rejectedReason', { reason: permit.data.rejectionReason })}
              </p>
            ) : null}
            {/* Keyed by the saved permit: a save or an admin's decision starts the form afresh. */}
            <PermitForm
              key={`${permit.data.permitNumber}|${permit.data.expiresOn}|${permit.data.exemption}`}
              saved={permit.data}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PermitForm({ saved }: { saved: MyAdvertiserPermit }) {
  const [form, setForm] = useState<PermitFormValues>(() => permitFormValues(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAdvertiserPermit();
  const modeName = useId();
  const exemptionName = useId();
  const serverFields = isApiError(save.error) ? save.error.fields : {};
  const t = useT();
  const known = useKnownText();
  /** A rule's or the API's message in the active language (undefined: none). */
  const shown = (message: string | undefined) => (message ? known(message) : undefined);
  const errorOf = (field: string) => shown(errors[field] ?? serverFields[field]?.[0]);

  const change = (next: Partial<PermitFormValues>) => {
    setForm((current) => ({ ...current, ...next }));
    setErrors({});
    save.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkPermitForm(form, uaeToday(new Date()));
    if (result.fields) return setErrors(result.fields);
    save.mutate(result.values);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('creatorProfile.permit.modeLabel')}</legend>
        {MODES.map((mode) => (
          <Choice
            key={mode.value}
            name={modeName}
            checked={form.mode === mode.value}
            onChange={() => change({ mode: mode.value })}
          >
            {t(mode.label)}
          </Choice>
        ))}
      </fieldset>
      {form.mode === 'permit' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('creatorProfile.permit.numberLabel')}
            dir="ltr"
            value={form.permitNumber}
            maxLength={PERMIT_NUMBER_MAX + 10}
            autoComplete="off"
            onChange={(event) => change({ permitNumber: event.target.value })}
            error={errorOf('permitNumber')}
          />
          <TextField
            label={t('creatorProfile.permit.expiryLabel')}
            type="date"
            min={uaeToday(new Date())}
            value={form.expiresOn}
            onChange={(event) => change({ expiresOn: event.target.value })}
            error={errorOf('expiresOn')}
          />
        </div>
      ) : null}
      {form.mode === 'exempt' ? (
        <fieldset
          className="grid gap-2"
          aria-describedby={errorOf('exemption') ? `${exemptionName}-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t('creatorProfile.permit.modeExempt')}</legend>
          {ADVERTISER_PERMIT_EXEMPTIONS.map((exemption) => (
            <Choice
              key={exemption}
              name={exemptionName}
              checked={form.exemption === exemption}
              onChange={() => change({ exemption })}
            >
              {t(EXEMPTION_LABELS[exemption])}
            </Choice>
          ))}
          {errorOf('exemption') ? (
            <p id={`${exemptionName}-error`} className="text-sm text-destructive">
              {errorOf('exemption')}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="text-current" /> : null}
          {t('creatorProfile.permit.save')}
        </Button>
      </div>
    </form>
  );
}

function Choice({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange(): void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
      <input type="radio" name={name} checked={checked} onChange={onChange} className="accent-primary" />
      {children}
    </label>
  );
}
