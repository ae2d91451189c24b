import type { ApplicationPermit } from '@partnerly/contracts';
import { AlertTriangle, BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import { PermitSummary } from '@/components/advertiser-permit/permit-summary';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';

interface AdvertiserPermitCheckProps {
  permit: ApplicationPermit;
  /** The brand may approve the application now: a missing permit asks for the confirmation. */
  isDeciding: boolean;
  isConfirmed: boolean;
  onConfirmedChange(isConfirmed: boolean): void;
}

/**
 * The creator's UAE Advertiser Permit on an application card (issue 24): the number with its
 * verified mark; on a paid campaign aimed at the UAE, whether it is verified and valid through
 * the campaign's last date, else a warning and the confirmation the server asks for to approve.
 */
export function AdvertiserPermitCheck({
  permit,
  isDeciding,
  isConfirmed,
  onConfirmedChange,
}: AdvertiserPermitCheckProps) {
  const t = useT();
  const checkboxId = useId();
  if (!permit.isRequired) return <PermitSummary permit={permit} />;
  if (permit.isValidThrough) {
    return (
      <div className="grid gap-1 rounded-lg border border-success/40 bg-success/10 p-3 text-sm">
        <p className="flex items-center gap-1.5 font-semibold text-success">
          <BadgeCheck className="size-4" aria-hidden /> {t('brandApplications.permitVerified')}
        </p>
        <PermitSummary permit={permit} showExpiry />
        <p className="text-muted-foreground">
          {t('brandApplications.permitCoverage', { date: formatDate(permit.lastDate) })}
        </p>
      </div>
    );
  }
  return (
    <div
      role="group"
      aria-label={t('brandApplications.permitMissingTitle')}
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <AlertTriangle className="size-4" aria-hidden /> {t('brandApplications.permitMissingTitle')}
      </p>
      <PermitSummary permit={permit} showExpiry />
      <p>
        {formatDate(permit.lastDate)
          ? t('brandApplications.permitMissingThrough', { date: formatDate(permit.lastDate) })
          : t('brandApplications.permitMissingToday')}
      </p>
      {permit.missingConfirmed ? (
        <p>
          {t('brandApplications.permitConfirmedBy', {
            name: permit.missingConfirmed.byName,
            date: formatDate(permit.missingConfirmed.at),
          })}
        </p>
      ) : isDeciding ? (
        <label htmlFor={checkboxId} className="flex cursor-pointer items-start gap-2 font-medium">
          <input
            id={checkboxId}
            type="checkbox"
            checked={isConfirmed}
            onChange={(event) => onConfirmedChange(event.target.checked)}
            className="mt-0.5 size-4 accent-primary"
          />
          {t('brandApplications.permitConfirmLabel')}
        </label>
      ) : null}
    </div>
  );
}
