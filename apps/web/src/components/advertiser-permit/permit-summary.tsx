import type { AdvertiserPermitExemption, AdvertiserPermitState, PermitBadge } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

const STATE_TONES: Record<AdvertiserPermitState, BadgeTone> = {
  none: 'neutral',
  exempt: 'info',
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
  expired: 'danger',
};

const STATE_LABELS: Record<AdvertiserPermitState, MessageKey> = {
  none: 'permitSummary.stateNone',
  exempt: 'permitSummary.stateExempt',
  pending: 'permitSummary.statePending',
  verified: 'permitSummary.stateVerified',
  rejected: 'permitSummary.stateRejected',
  expired: 'permitSummary.stateExpired',
};

const EXEMPTION_LABELS: Record<AdvertiserPermitExemption, MessageKey> = {
  own_business: 'permitSummary.exemptionOwnBusiness',
  minor_content: 'permitSummary.exemptionMinorContent',
};

/**
 * A creator's UAE Advertiser Permit in one line: 'Advertiser Permit {number}' with the verified
 * mark, or its state; a declared exemption as such. The same on the profile and on applications.
 */
export function PermitSummary({
  permit,
  showExpiry = false,
  className,
}: {
  permit: PermitBadge;
  showExpiry?: boolean;
  className?: string;
}) {
  const t = useT();
  if (permit.state === 'exempt') {
    return (
      <p className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
        <span>{t('rules.advertiserPermit.exemptShown')}</span>
        {permit.exemption ? (
          <span className="text-muted-foreground">{t(EXEMPTION_LABELS[permit.exemption])}</span>
        ) : null}
      </p>
    );
  }
  if (!permit.permitNumber) {
    return <p className={cn('text-sm text-muted-foreground', className)}>{t('permitSummary.noPermit')}</p>;
  }
  return (
    <p className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      <span className="font-medium break-all">
        {t('permitSummary.numberShown', { number: permit.permitNumber })}
      </span>
      {permit.state === 'verified' ? (
        <VerifiedBadge label={t('rules.advertiserPermit.verifiedMark')} />
      ) : (
        <ToneBadge tone={STATE_TONES[permit.state]}>{t(STATE_LABELS[permit.state])}</ToneBadge>
      )}
      {showExpiry && permit.expiresOn ? (
        <span className="text-muted-foreground">
          {t('permitSummary.expiry', { date: formatDate(permit.expiresOn) })}
        </span>
      ) : null}
    </p>
  );
}
