import type { EnterpriseLimitRequestInput } from '@partnerly/contracts';
import { Send, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/i18n-provider';
import { TextareaField } from '@/components/ui/textarea-field';
import { useRequestLimitIncrease } from '../api/request-limit-increase';

interface LimitRequestForm {
  requestedQrLimit: string;
  requestedRedemptionLimit: string;
  businessJustification: string;
  campaignVolumeEstimate: string;
}

interface CurrentLimits {
  qrCodeLimit: number;
  maxRedemptionsPerCode: number;
}

/** A requested number below the current value (or not a number) falls back to the current value. */
const atLeast = (value: string, current: number) => {
  const parsed = Math.floor(Number(value));
  return Number.isFinite(parsed) && parsed >= current ? parsed : current;
};

/** Enterprise brands ask for higher QR limits; the team reviews within 24 hours. */
export function LimitRequestDialog({ current }: { current: CurrentLimits }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <TrendingUp aria-hidden /> {t('limitRequest.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('limitRequest.title')}</DialogTitle>
          <DialogDescription>{t('limitRequest.description')}</DialogDescription>
        </DialogHeader>
        <LimitRequestFormBody current={current} onDone={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function LimitRequestFormBody({ current, onDone }: { current: CurrentLimits; onDone: () => void }) {
  const t = useT();
  const request = useRequestLimitIncrease();
  const form = useForm<LimitRequestForm>({
    defaultValues: {
      requestedQrLimit: String(current.qrCodeLimit),
      requestedRedemptionLimit: String(current.maxRedemptionsPerCode),
      businessJustification: '',
      campaignVolumeEstimate: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = (values: LimitRequestForm) => {
    const input: EnterpriseLimitRequestInput = {
      requestedQrLimit: atLeast(values.requestedQrLimit, current.qrCodeLimit),
      requestedRedemptionLimit: atLeast(values.requestedRedemptionLimit, current.maxRedemptionsPerCode),
      businessJustification: values.businessJustification.trim(),
      campaignVolumeEstimate: values.campaignVolumeEstimate.trim(),
    };
    request.mutate(input, { onSuccess: onDone });
  };

  return (
    <form
      noValidate
      aria-label={t('limitRequest.form')}
      className="grid gap-4"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('limitRequest.qrCodes')}
          type="number"
          inputMode="numeric"
          min={current.qrCodeLimit}
          {...form.register('requestedQrLimit')}
        />
        <TextField
          label={t('limitRequest.redemptions')}
          type="number"
          inputMode="numeric"
          min={current.maxRedemptionsPerCode}
          {...form.register('requestedRedemptionLimit')}
        />
      </div>
      <TextareaField
        label={t('limitRequest.justification')}
        rows={3}
        error={errors.businessJustification?.message}
        {...form.register('businessJustification', {
          validate: (value) => value.trim().length > 0 || t('limitRequest.justificationRequired'),
        })}
      />
      <TextField
        label={t('limitRequest.volume')}
        placeholder={t('limitRequest.volumePlaceholder')}
        error={errors.campaignVolumeEstimate?.message}
        {...form.register('campaignVolumeEstimate', {
          validate: (value) => value.trim().length > 0 || t('limitRequest.volumeRequired'),
        })}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('enterpriseInquiry.cancel')}
        </Button>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? <Spinner className="text-current" /> : <Send aria-hidden />}
          {t('limitRequest.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
