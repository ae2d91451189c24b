import {
  LIMIT_REQUEST_STATUSES,
  type AdminLimitRequest,
  type LimitRequestListParams,
  type LimitRequestStatus,
} from '@partnerly/contracts';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Pager } from '@/components/pager';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useAnswerLimitRequest, useLimitRequests, type LimitRequestAnswer } from '../api/admin-enterprise';
import { enterpriseMessage } from './enterprise-labels';

/** Not a word: the same in every language. */
const ARROW = ' → ';

const STATUS_LABELS: Record<LimitRequestStatus, MessageKey> = {
  pending: 'adminEnterprise.status.pending',
  approved: 'adminEnterprise.status.approved',
  declined: 'adminEnterprise.status.declined',
};
const STATUS_TONES: Record<LimitRequestStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  declined: 'neutral',
};

type Answering = { request: AdminLimitRequest; action: 'approve' | 'decline' } | null;

function Figure({ label, now, requested }: { label: string; now: number; requested: number }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-muted/50 p-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">
        <span dir="ltr">
          {now}
          {ARROW}
          {requested}
        </span>
      </dd>
    </div>
  );
}

function RequestCard({
  request,
  canChange,
  onAnswer,
}: {
  request: AdminLimitRequest;
  canChange: boolean;
  onAnswer: (answering: NonNullable<Answering>) => void;
}) {
  const t = useT();
  const headingId = `limit-request-${request.id}`;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-xl border p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 id={headingId} className="text-base font-medium break-words">
            <bdi>{request.workspaceName}</bdi>
          </h3>
          <p className="text-muted-foreground">
            {t('adminEnterprise.askedOn', { date: formatDateTime(request.createdAt) })}
          </p>
        </div>
        <ToneBadge tone={STATUS_TONES[request.status]}>{t(STATUS_LABELS[request.status])}</ToneBadge>
      </div>
      <dl className="grid gap-2 sm:grid-cols-2">
        <Figure
          label={t('adminEnterprise.qrCodesAMonth')}
          now={request.currentLimits.qrCodeLimit}
          requested={request.requestedQrLimit}
        />
        <Figure
          label={t('adminEnterprise.redemptionsPerCode')}
          now={request.currentLimits.maxRedemptionsPerCode}
          requested={request.requestedRedemptionLimit}
        />
      </dl>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted-foreground">{t('adminEnterprise.campaignVolume')}</dt>
        <dd className="break-words" dir="auto">
          {request.campaignVolumeEstimate}
        </dd>
        <dt className="text-muted-foreground">{t('adminEnterprise.justification')}</dt>
        <dd className="break-words whitespace-pre-line" dir="auto">
          {request.businessJustification}
        </dd>
      </dl>
      {request.status === 'pending' && !request.isOnEnterprise ? (
        <p className="text-muted-foreground">{t('adminEnterprise.notOnEnterpriseHint')}</p>
      ) : null}
      {request.status === 'pending' && canChange ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={!request.isOnEnterprise}
            onClick={() => onAnswer({ request, action: 'approve' })}
            aria-label={t('adminEnterprise.approveNamed', { name: request.workspaceName })}
          >
            <Check aria-hidden /> {t('adminEnterprise.approve')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAnswer({ request, action: 'decline' })}
            aria-label={t('adminEnterprise.declineNamed', { name: request.workspaceName })}
          >
            <X aria-hidden /> {t('adminEnterprise.decline')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The brands' enterprise limit requests, pending first; super admins approve or decline (`canChange`). */
export function LimitRequestsSection({ canChange }: { canChange: boolean }) {
  const t = useT();
  const statusOptions = LIMIT_REQUEST_STATUSES.map((one) => ({ id: one, label: t(STATUS_LABELS[one]) }));
  const [status, setStatus] = useState<LimitRequestStatus | ''>('pending');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<Answering>(null);
  const params: LimitRequestListParams = { status: status || undefined, page };
  const requests = useLimitRequests(params);
  const answer = useAnswerLimitRequest();
  const data = requests.data;

  const close = () => {
    setAnswering(null);
    answer.reset();
  };
  const send = (decision: LimitRequestAnswer) =>
    answer.mutate(decision, {
      onSuccess: (result) => {
        toast({
          variant: 'success',
          title: enterpriseMessage(t, result.message),
          description: t('adminEnterprise.isNotified', { name: result.request.workspaceName }),
        });
        close();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title:
            decision.action === 'approve'
              ? t('adminEnterprise.notApproved')
              : t('adminEnterprise.notDeclined'),
          description: enterpriseMessage(t, error.message),
        }),
    });

  return (
    <section aria-labelledby="enterprise-requests" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="enterprise-requests" className="text-lg font-semibold">
            {t('adminEnterprise.limitRequests')}
          </h2>
          {data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('adminEnterprise.pendingCount', { count: data.pendingTotal })}
            </p>
          ) : null}
        </div>
        <SelectField
          label={t('common.status')}
          placeholder={t('adminEnterprise.allRequests')}
          options={statusOptions}
          value={status}
          className="w-48"
          onChange={(event) => {
            setStatus(event.target.value as LimitRequestStatus | '');
            setPage(1);
          }}
        />
      </div>
      {requests.isPending ? (
        <Skeleton className="h-40" aria-busy="true" aria-label={t('adminEnterprise.loadingRequests')} />
      ) : requests.isError && !data ? (
        <RetryAlert
          message={t('adminEnterprise.loadRequestsFailed')}
          onRetry={() => void requests.refetch()}
        />
      ) : data && data.requests.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {status === 'pending' ? t('adminEnterprise.noneWaiting') : t('adminEnterprise.noneHere')}
        </p>
      ) : data ? (
        <div className={requests.isPlaceholderData ? 'grid gap-4 opacity-60' : 'grid gap-4'}>
          <ul className="grid gap-3" aria-label={t('adminEnterprise.limitRequests')}>
            {data.requests.map((request) => (
              <RequestCard key={request.id} request={request} canChange={canChange} onAnswer={setAnswering} />
            ))}
          </ul>
          <Pager
            noun={{ one: t('adminEnterprise.requestNoun'), many: t('adminEnterprise.requestsNoun') }}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={setPage}
          />
        </div>
      ) : null}

      <ConfirmDialog
        open={answering?.action === 'approve'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={t('adminEnterprise.approveTitle')}
        description={
          answering
            ? t('adminEnterprise.approveDescription', {
                name: answering.request.workspaceName,
                qr: answering.request.requestedQrLimit,
                redemptions: answering.request.requestedRedemptionLimit,
              })
            : ''
        }
        confirmLabel={t('adminEnterprise.approve')}
        confirmVariant="default"
        isPending={answer.isPending}
        onConfirm={() => answering && send({ requestId: answering.request.id, action: 'approve' })}
      />
      <ReasonDialog
        open={answering?.action === 'decline'}
        onClose={close}
        title={t('adminEnterprise.declineTitle')}
        description={
          answering
            ? t('adminEnterprise.declineDescription', { name: answering.request.workspaceName })
            : null
        }
        label={t('adminEnterprise.reasonBrandReceives')}
        requiredMessage={t('adminEnterprise.declineReasonRequired')}
        maxLength={1000}
        confirmLabel={t('adminEnterprise.decline')}
        confirmVariant="destructive"
        isPending={answer.isPending}
        serverError={
          isApiError(answer.error) ? enterpriseMessage(t, answer.error.fields.reason?.[0]) : undefined
        }
        onConfirm={(reason) =>
          answering && send({ requestId: answering.request.id, action: 'decline', reason })
        }
      />
    </section>
  );
}
