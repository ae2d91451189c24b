import {
  ADVERTISER_PERMIT_EXEMPTION_LABELS,
  ADVERTISER_PERMIT_MESSAGES,
  ADVERTISER_PERMIT_STATE_LABELS,
  type AdvertiserPermitState,
  type PermitBadge,
} from '@partnerly/contracts';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

const STATE_TONES: Record<AdvertiserPermitState, BadgeTone> = {
  none: 'neutral',
  exempt: 'info',
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
  expired: 'danger',
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
  if (permit.state === 'exempt') {
    return (
      <p className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
        <span>{ADVERTISER_PERMIT_MESSAGES.exemptShown}</span>
        {permit.exemption ? (
          <span className="text-muted-foreground">
            {ADVERTISER_PERMIT_EXEMPTION_LABELS[permit.exemption]}
          </span>
        ) : null}
      </p>
    );
  }
  if (!permit.permitNumber) {
    return (
      <p className={cn('text-sm text-muted-foreground', className)}>
        {ADVERTISER_PERMIT_MESSAGES.title}: {ADVERTISER_PERMIT_STATE_LABELS.none}
      </p>
    );
  }
  return (
    <p className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      <span className="font-medium break-all">
        {ADVERTISER_PERMIT_MESSAGES.numberShown(permit.permitNumber)}
      </span>
      {permit.state === 'verified' ? (
        <VerifiedBadge label={ADVERTISER_PERMIT_MESSAGES.verifiedMark} />
      ) : (
        <ToneBadge tone={STATE_TONES[permit.state]}>{ADVERTISER_PERMIT_STATE_LABELS[permit.state]}</ToneBadge>
      )}
      {showExpiry && permit.expiresOn ? (
        <span className="text-muted-foreground">
          {ADVERTISER_PERMIT_MESSAGES.expiryLabel}: {formatDate(permit.expiresOn)}
        </span>
      ) : null}
    </p>
  );
}
