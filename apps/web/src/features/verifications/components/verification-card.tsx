import {
  platformLabel,
  type MyVerification,
  type UserType,
  type VerificationRequest,
} from '@partnerly/contracts';
import { Clock, ExternalLink, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ToneBadge } from '@/components/ui/tone-badge';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { formatDate } from '@/lib/format';
import { useMyVerification } from '../api/my-verification';
import { BusinessVerificationForm, CreatorVerificationForm } from './verification-forms';

const ROLE_LABELS: Partial<Record<UserType, string>> = {
  creator: 'Creator',
  brand: 'Brand',
  agent: 'Agent',
  agency: 'Agent',
};

const DESCRIPTIONS = {
  creator:
    'A verified badge shows brands that an admin checked your account and its followers. Tell us where to find your profile.',
  brand:
    'Verified brands show a badge and can award points in their campaigns. Send your trade licence for an admin to check.',
  agent: 'A Verified Agent badge shows creators and brands that an admin checked your business.',
};

/**
 * The 'Get verified' card of the profile page (issue 19): the request form, the pending request,
 * a rejection with its reason and a new try, or the verified badge. It follows the admin's
 * decision live (the verifications.changed event).
 */
export function VerificationCard({ userType }: { userType: UserType }) {
  const verification = useMyVerification();
  const role = ROLE_LABELS[userType];
  if (!role) return null;
  const description =
    DESCRIPTIONS[userType === 'creator' ? 'creator' : userType === 'brand' ? 'brand' : 'agent'];
  return (
    <Card aria-labelledby="verification-title">
      <CardHeader>
        <CardTitle id="verification-title" className="flex flex-wrap items-center gap-2 text-xl">
          <ShieldCheck className="size-5 text-primary" aria-hidden /> Verification
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {verification.isPending ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading your verification">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : verification.isError ? (
          <RetryAlert
            message="Could not load your verification."
            onRetry={() => void verification.refetch()}
          />
        ) : (
          <VerificationState verification={verification.data} role={role} />
        )}
      </CardContent>
    </Card>
  );
}

function VerificationState({ verification, role }: { verification: MyVerification; role: string }) {
  const { status, latest, cannotRequestReason, kind } = verification;
  if (status === 'verified') {
    return (
      <div className="grid gap-2">
        <VerifiedBadge label={`Verified ${role}`} className="w-fit" />
        <p className="text-sm text-muted-foreground">
          {latest?.status === 'approved' && latest.reviewedAt
            ? `An admin verified your account on ${formatDate(latest.reviewedAt)}.`
            : 'Your account is verified.'}
        </p>
      </div>
    );
  }
  if (latest?.status === 'pending') return <PendingRequest request={latest} />;
  return (
    <div className="grid gap-4">
      {latest?.status === 'rejected' ? (
        <Alert variant="destructive">
          <AlertTitle>Your last request was not approved</AlertTitle>
          <AlertDescription>
            <p>Reason: {latest.rejectionReason}</p>
            {cannotRequestReason ? null : <p>Check the details below and send a new request.</p>}
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
  return (
    <div className="grid gap-3">
      <ToneBadge tone="warning" className="w-fit gap-1">
        <Clock className="size-3.5" aria-hidden /> Pending Review
      </ToneBadge>
      <p className="text-sm text-muted-foreground">
        Sent on {formatDate(request.createdAt)}. An admin will review it; we will let you know the outcome.
      </p>
      <dl className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-2">
        {request.kind === 'creator' ? (
          <>
            <Detail label="Platform" value={request.platform ? platformLabel(request.platform) : '—'} />
            <Detail label="Followers" value={request.claimedFollowers?.toLocaleString('en-US') ?? '—'} />
            {request.platformUrl ? (
              <Detail
                label="Profile"
                className="sm:col-span-2"
                value={
                  <a
                    href={request.platformUrl}
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
          <Detail label="Trade Licence Number" value={request.tradeLicenceNumber ?? '—'} />
        )}
        {request.document ? (
          <Detail
            label={request.kind === 'creator' ? 'Screenshot' : 'Document'}
            value={
              <a
                href={request.document.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline-offset-4 hover:underline"
              >
                Open {request.document.contentType === 'application/pdf' ? 'PDF' : 'image'}
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
