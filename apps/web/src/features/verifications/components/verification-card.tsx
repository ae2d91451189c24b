import {
  platformLabel,
  type MyVerification,
  type UserType,
  type VerificationRequest,
} from '@partnerly/contracts';
import { Clock, ExternalLink, ShieldCheck } from 'lucide-react';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ToneBadge } from '@/components/ui/tone-badge';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMyVerification } from '../api/my-verification';
import { BusinessVerificationForm, CreatorVerificationForm } from './verification-forms';

/** Who gets verified: the badge's word for each user type that can ask. */
type Role = 'creator' | 'brand' | 'agent';

const ROLES: Partial<Record<UserType, Role>> = {
  creator: 'creator',
  brand: 'brand',
  agent: 'agent',
  agency: 'agent',
};

const DESCRIPTIONS: Record<Role, MessageKey> = {
  creator: 'verification.descriptionCreator',
  brand: 'verification.descriptionBrand',
  agent: 'verification.descriptionAgent',
};

/**
 * The 'Get verified' card of the profile page (issue 19): the request form, the pending request,
 * a rejection with its reason and a new try, or the verified badge. It follows the admin's
 * decision live (the verifications.changed event).
 */
export function VerificationCard({ userType }: { userType: UserType }) {
  const t = useT();
  const verification = useMyVerification();
  const role = ROLES[userType];
  if (!role) return null;
  return (
    <Card aria-labelledby="verification-title">
      <CardHeader>
        <CardTitle id="verification-title" className="flex flex-wrap items-center gap-2 text-xl">
          <ShieldCheck className="size-5 text-primary" aria-hidden /> {t('verification.title')}
        </CardTitle>
        <CardDescription>{t(DESCRIPTIONS[role])}</CardDescription>
      </CardHeader>
      <CardContent>
        {verification.isPending ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('verification.loading')}>
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : verification.isError ? (
          <RetryAlert message={t('verification.loadFailed')} onRetry={() => void verification.refetch()} />
        ) : (
          <VerificationState verification={verification.data} role={role} />
        )}
      </CardContent>
    </Card>
  );
}

function VerificationState({ verification, role }: { verification: MyVerification; role: Role }) {
  const t = useT();
  const { status, latest, cannotRequestReason, kind } = verification;
  if (status === 'verified') {
    return (
      <div className="grid gap-2">
        <VerifiedBadge label={t('verification.verifiedRole', { role })} className="w-fit" />
        <p className="text-sm text-muted-foreground">
          {latest?.status === 'approved' && latest.reviewedAt
            ? t('verification.verifiedOn', { date: formatDate(latest.reviewedAt) })
            : t('verification.verified')}
        </p>
      </div>
    );
  }
  if (latest?.status === 'pending') return <PendingRequest request={latest} />;
  return (
    <div className="grid gap-4">
      {latest?.status === 'rejected' ? (
        <Alert variant="destructive">
          <AlertTitle>{t('verification.notApproved')}</AlertTitle>
          <AlertDescription>
            <p>{t('verification.reason', { reason: latest.rejectionReason ?? '' })}</p>
            {cannotRequestReason ? null : <p>{t('verification.tryAgain')}</p>}
          </AlertDescription>
        </Alert>
      ) : null}
      {cannotRequestReason ? (
        <p className="flex items-start gap-2 rounded-md border p-3 text-sm text-muted-foreground">
          {status === 'pending' ? <Clock className="mt-0.5 size-4 shrink-0" aria-hidden /> : null}
          {cannotRequestReason}
        </p>
      ) : kind === 'creator' ? (
        <CreatorVerificationForm previous={latest} />
      ) : (
        <BusinessVerificationForm previous={latest} />
      )}
    </div>
  );
}

function PendingRequest({ request }: { request: VerificationRequest }) {
  const t = useT();
  return (
    <div className="grid gap-3">
      <ToneBadge tone="warning" className="w-fit gap-1">
        <Clock className="size-3.5" aria-hidden /> {t('verification.pendingReview')}
      </ToneBadge>
      <p className="text-sm text-muted-foreground">
        {t('verification.sentOn', { date: formatDate(request.createdAt) })}
      </p>
      <dl className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-2">
        {request.kind === 'creator' ? (
          <>
            <Detail
              label={t('verification.platform')}
              value={request.platform ? platformLabel(request.platform) : '—'}
            />
            <Detail
              label={t('verification.followers')}
              value={request.claimedFollowers?.toLocaleString('en-US') ?? '—'}
            />
            {request.platformUrl ? (
              <Detail
                label={t('verification.profile')}
                className="sm:col-span-2"
                value={
                  <a
                    href={request.platformUrl}
                    dir="ltr"
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex max-w-full items-center gap-1 text-primary underline-offset-4 hover:underline"
                  >
                    <span className="truncate">{request.platformUrl}</span>
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                  </a>
                }
              />
            ) : null}
          </>
        ) : (
          <Detail label={t('verification.tradeLicenceNumber')} value={request.tradeLicenceNumber ?? '—'} />
        )}
        {request.document ? (
          <Detail
            label={request.kind === 'creator' ? t('verification.screenshot') : t('verification.document')}
            value={
              <a
                href={request.document.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline-offset-4 hover:underline"
              >
                {t('verification.openFile', {
                  type: request.document.contentType === 'application/pdf' ? 'pdf' : 'image',
                })}
              </a>
            }
          />
        ) : null}
      </dl>
    </div>
  );
}

function Detail({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{value}</dd>
    </div>
  );
}
