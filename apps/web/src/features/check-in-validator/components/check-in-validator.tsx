import { CHECK_IN_MESSAGES, type BrandCampaign, type CheckInResult } from '@partnerly/contracts';
import { Camera, CameraOff, ScanLine } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAwardCheckIn, useValidateCheckIn } from '../api/check-in-actions';
import { useEventCheckIns } from '../api/event-check-ins';
import { CameraPreview } from './camera-preview';
import { awardFailure, validateFailure } from './check-in-outcome';
import { checkInText } from './check-in-messages';
import { CheckInResultCard, type ValidationResult } from './check-in-result-card';
import { RecentCheckIns } from './recent-check-ins';
import { useQrScanner } from './use-qr-scanner';

const TOUCH = 'h-12 text-base';
/** How a pass code starts (not a word: the same in both languages). */
const PASS_CODE_EXAMPLE = 'ONSITE_…';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The brand's check-in validator of one event (issue 20 items 2 and 5): the count of creators
 * checked in, live; a pass code typed or scanned with the camera; the result card with the
 * award; the check-ins so far. Built for a phone at the door: the camera and every button in the
 * lower half, in reach of the thumb, and the camera kept on from one guest to the next.
 */
export function CheckInValidator({ campaign }: { campaign: Pick<BrandCampaign, 'id' | 'title'> }) {
  const t = useT();
  const checkIns = useEventCheckIns(campaign.id);
  const validate = useValidateCheckIn(campaign.id);
  const award = useAwardCheckIn(campaign.id);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [result, setResult] = useState<ValidationResult | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const errorId = useId();

  const runValidate = (text: string) => {
    const trimmed = text.trim();
    setCodeError(null);
    validate.mutate(trimmed, {
      onSuccess: (pass) => setResult({ kind: 'pass', pass }),
      onError: (error) => {
        const failure = validateFailure(error);
        if (failure.kind === 'invalid') {
          setResult({ kind: 'invalid', message: failure.message });
          return;
        }
        setResult(failure);
        toast({
          variant: 'destructive',
          title: checkInText(t, failure.title),
          description: failure.description,
        });
      },
    });
  };

  // A new result scrolls into sight above the form's bar at the bottom of a phone's screen, and
  // its first button (Award, or Scan next) takes the focus: Enter answers it from the keyboard.
  useEffect(() => {
    const card = cardRef.current;
    const form = formRef.current;
    if (!card || !form) return;
    const hidden = card.getBoundingClientRect().bottom + 8 - form.getBoundingClientRect().top;
    if (hidden > 0) window.scrollBy({ top: hidden, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    card.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true });
  }, [result]);

  const scanner = useQrScanner((text) => {
    setCode(text);
    runValidate(text);
  });
  const isCameraOn = scanner.state.status === 'starting' || scanner.state.status === 'on';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setCodeError(CHECK_IN_MESSAGES.codeRequired);
      inputRef.current?.focus();
      return;
    }
    runValidate(code);
  };

  const onNext = () => {
    setResult(null);
    setCode('');
    setCodeError(null);
    if (isCameraOn) scanner.resume();
    else inputRef.current?.focus();
  };

  const onAward = (pass: CheckInResult) =>
    award.mutate(pass.code, {
      onSuccess: (checkedIn) => {
        setResult({ kind: 'pass', pass: checkedIn });
        toast({ variant: 'success', title: t('checkIn.awarded'), description: checkedIn.creator.name });
      },
      onError: (error) => {
        const failure = awardFailure(error);
        if (failure.kind === 'already-scanned') {
          // Checked in meanwhile (another door): show it so, then read when from the server.
          setResult({ kind: 'pass', pass: { ...pass, status: 'already_scanned' } });
          validate.mutate(pass.code, { onSuccess: (latest) => setResult({ kind: 'pass', pass: latest }) });
        } else if (failure.kind === 'not-verified') {
          setResult({ kind: 'pass', pass, notice: failure.message });
          toast({ variant: 'destructive', title: checkInText(t, failure.message) });
        } else {
          toast({
            variant: 'destructive',
            title: checkInText(t, failure.title),
            description: failure.description,
          });
        }
      },
    });

  return (
    <div className="mx-auto grid w-full max-w-xl grid-cols-[minmax(0,1fr)] gap-5 px-4 pt-2 pb-6 sm:pt-4 sm:pb-8">
      <title>{t('checkIn.pageTitle', { campaign: campaign.title })}</title>
      <header className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground">{t('checkIn.eventCheckIn')}</p>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{campaign.title}</h1>
        <CheckedInCount list={checkIns} />
      </header>

      <div className="flex flex-col gap-4">
        <CameraPreview videoRef={scanner.videoRef} state={scanner.state} hasResult={result !== null} />
        {result ? (
          <CheckInResultCard
            ref={cardRef}
            result={result}
            isAwarding={award.isPending}
            isRetrying={validate.isPending}
            onAward={() => result.kind === 'pass' && onAward(result.pass)}
            onRetry={() => runValidate(code)}
            onNext={onNext}
          />
        ) : null}

        {/*
          The code and the camera: on a phone, a bar along the bottom of the screen, in reach of
          the thumb holding it (its bottom padding clears the Help button; the spacer below keeps
          the page's end clear of it).
        */}
        <form
          ref={formRef}
          aria-label={t('checkIn.formLabel')}
          noValidate
          onSubmit={onSubmit}
          className="fixed inset-x-0 bottom-0 z-30 grid gap-3 border-t bg-background/95 px-4 pt-3 pb-[calc(4.25rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:static sm:rounded-xl sm:border sm:p-4 sm:shadow-none"
        >
          <Label htmlFor={inputId}>{t('checkIn.passCode')}</Label>
          <div className="flex gap-2">
            <Input
              ref={inputRef}
              id={inputId}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                if (codeError) setCodeError(null);
              }}
              placeholder={PASS_CODE_EXAMPLE}
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? errorId : undefined}
              className={`${TOUCH} min-w-0 flex-1`}
            />
            <Button type="submit" className={`${TOUCH} px-5`} disabled={validate.isPending}>
              {validate.isPending ? <Spinner className="text-current" /> : null} {t('checkIn.validate')}
            </Button>
          </div>
          {codeError ? (
            <p id={errorId} className="text-sm text-destructive">
              {checkInText(t, codeError)}
            </p>
          ) : null}
          {isCameraOn ? (
            <Button type="button" variant="outline" className={`${TOUCH} w-full`} onClick={scanner.stop}>
              <CameraOff aria-hidden /> {t('checkIn.stopCamera')}
            </Button>
          ) : (
            <Button
              type="button"
              variant="secondary"
              className={`${TOUCH} w-full`}
              onClick={() => void scanner.start()}
            >
              <Camera aria-hidden /> {t('checkIn.scanWithCamera')}
            </Button>
          )}
        </form>
      </div>

      {checkIns.isPending ? (
        <Skeleton className="h-32 w-full rounded-xl" />
      ) : checkIns.isError ? (
        <RetryAlert message={t('checkIn.loadFailed')} onRetry={() => void checkIns.refetch()} />
      ) : (
        <RecentCheckIns checkIns={checkIns.data.checkIns} />
      )}
      <div aria-hidden className="h-40 sm:hidden" />
    </div>
  );
}

function CheckedInCount({ list }: { list: ReturnType<typeof useEventCheckIns> }) {
  const t = useT();
  if (list.isPending) return <Skeleton className="h-6 w-40" />;
  if (list.isError) return null;
  const checkedIn = list.data.checkIns.length;
  const approved = Math.max(list.data.approvedCreators, checkedIn);
  const percent = approved === 0 ? 0 : Math.round((checkedIn / approved) * 100);
  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-2 font-medium" aria-live="polite">
        <ScanLine className="size-4 text-muted-foreground" aria-hidden />
        {t('checkIn.checkedInCount', { checkedIn, approved })}
      </p>
      <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-success transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
