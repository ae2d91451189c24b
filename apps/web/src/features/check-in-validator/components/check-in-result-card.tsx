import type { CheckInResult } from '@partnerly/contracts';
import { CircleCheck, CircleX, History, ScanLine } from 'lucide-react';
import type { Ref } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { FormattedMessage } from 'react-intl';
import { checkInText } from './check-in-messages';
import { awardLabel } from './check-in-outcome';
import { CreatorAvatar } from './creator-avatar';

/** What the last code came to. */
export type ValidationResult =
  /** A pass of this event; `notice` says why it cannot be checked in (an unverified brand). */
  | { kind: 'pass'; pass: CheckInResult; notice?: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; title: string; description?: string };

interface CheckInResultCardProps {
  ref?: Ref<HTMLElement>;
  result: ValidationResult;
  isAwarding: boolean;
  isRetrying: boolean;
  onAward(): void;
  onRetry(): void;
  /** Clears the card for the next guest (the camera, if on, decodes again). */
  onNext(): void;
}

const ACTION = 'h-12 w-full text-base';

function NextButton({ onNext, isPrimary }: { onNext(): void; isPrimary: boolean }) {
  const t = useT();
  return (
    <Button className={ACTION} variant={isPrimary ? 'default' : 'outline'} onClick={onNext}>
      <ScanLine aria-hidden /> {t('checkIn.scanNext')}
    </Button>
  );
}

/**
 * The validation result (spec 02 'QR check-in validator'): for a pass, the creator's photo and
 * name, so staff can check the person in front of them, Valid or Already scanned (with when),
 * and the award; otherwise why the code was refused. Its buttons sit at its bottom, in reach of
 * the thumb holding the phone.
 */
export function CheckInResultCard({
  ref,
  result,
  isAwarding,
  isRetrying,
  onAward,
  onRetry,
  onNext,
}: CheckInResultCardProps) {
  const t = useT();
  return (
    <section
      ref={ref}
      aria-label={t('checkIn.result')}
      aria-live="polite"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      {result.kind === 'pass' ? (
        <PassResult result={result} isAwarding={isAwarding} onAward={onAward} onNext={onNext} />
      ) : result.kind === 'invalid' ? (
        <>
          <div className="flex items-start gap-3">
            <CircleX className="mt-0.5 size-6 shrink-0 text-destructive" aria-hidden />
            <div className="grid gap-1">
              <h2 className="text-lg font-semibold">{t('checkIn.invalidTitle')}</h2>
              <p className="text-sm text-muted-foreground">{checkInText(t, result.message)}</p>
            </div>
          </div>
          <NextButton onNext={onNext} isPrimary />
        </>
      ) : (
        <>
          <div className="flex items-start gap-3">
            <CircleX className="mt-0.5 size-6 shrink-0 text-destructive" aria-hidden />
            <div className="grid gap-1">
              <h2 className="text-lg font-semibold">{checkInText(t, result.title)}</h2>
              {result.description ? (
                <p className="text-sm text-muted-foreground">{result.description}</p>
              ) : null}
            </div>
          </div>
          <div className="grid gap-2">
            <Button className={ACTION} onClick={onRetry} disabled={isRetrying}>
              {isRetrying ? <Spinner className="text-current" /> : null} {t('checkIn.tryAgain')}
            </Button>
            <NextButton onNext={onNext} isPrimary={false} />
          </div>
        </>
      )}
    </section>
  );
}

function PassResult({
  result: { pass, notice },
  isAwarding,
  onAward,
  onNext,
}: {
  result: Extract<ValidationResult, { kind: 'pass' }>;
  isAwarding: boolean;
  onAward(): void;
  onNext(): void;
}) {
  const t = useT();
  const isValid = pass.status === 'valid';
  return (
    <>
      <div className="flex items-center gap-4">
        <CreatorAvatar creator={pass.creator} size="lg" />
        <div className="grid min-w-0 gap-1.5">
          <h2 className="text-xl leading-tight font-semibold break-words">{pass.creator.name}</h2>
          <div className="flex flex-wrap items-center gap-2">
            {isValid ? (
              <Badge variant="outline" className="gap-1 border-success/40 bg-success/10 text-success">
                <CircleCheck className="size-3.5" aria-hidden /> {t('checkIn.valid')}
              </Badge>
            ) : (
              <Badge
                variant="outline"
                className="gap-1 border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
              >
                <History className="size-3.5" aria-hidden /> {t('checkIn.alreadyScanned')}
              </Badge>
            )}
            {pass.creator.isVerified ? <VerifiedBadge label={t('checkIn.verifiedCreator')} /> : null}
          </div>
        </div>
      </div>
      {pass.checkIn ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="checkIn.checkedInAt"
            values={{
              time: <time dateTime={pass.checkIn.scannedAt}>{formatDateTime(pass.checkIn.scannedAt)}</time>,
            }}
          />
          {pass.checkIn.pointsAwarded > 0
            ? t('checkIn.pointsAwarded', { points: pass.checkIn.pointsAwarded })
            : null}
        </p>
      ) : null}
      {notice ? <Alert variant="destructive">{checkInText(t, notice)}</Alert> : null}
      <div className="grid gap-2">
        {isValid && !notice ? (
          <Button className={ACTION} onClick={onAward} disabled={isAwarding}>
            {isAwarding ? <Spinner className="text-current" /> : <CircleCheck aria-hidden />}
            {awardLabel(t, pass.pointsOnCheckIn)}
          </Button>
        ) : null}
        <NextButton onNext={onNext} isPrimary={!isValid || Boolean(notice)} />
      </div>
    </>
  );
}
