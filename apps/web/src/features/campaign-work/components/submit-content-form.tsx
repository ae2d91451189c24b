import {
  platformLabel,
  SUBMISSION_CAPTION_MAX,
  SUBMISSION_CONTENT_TYPES,
  type CreatorWorkItem,
} from '@partnerly/contracts';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '@/lib/i18n/i18n-provider';
import { CONTENT_TYPE_KEYS, workMessage } from './campaign-work-format';
import { MetricsFields } from './metrics-fields';
import { ResubmissionNotice } from './resubmission-notice';
import { ScreenshotsField } from './screenshots-field';
import { useSubmitContentForm } from './use-submit-content-form';

/** An example address: the same in every language. */
const CONTENT_URL_PLACEHOLDER = 'https://www.instagram.com/p/...';

interface SubmitContentFormProps {
  item: CreatorWorkItem;
  /** The platforms open for a submission now (not approved, not awaiting review). */
  platforms: string[];
}

/**
 * Submit Content (spec 03, issue 15): platform, link, type, caption, screenshots and optional
 * metrics. Nothing typed is lost on a failure; a 400 puts the server's messages on the fields.
 */
export function SubmitContentForm({ item, platforms }: SubmitContentFormProps) {
  const t = useT();
  const { form, uploads, previous, isBusy, onSubmit } = useSubmitContentForm(item, platforms);
  const { errors } = form.formState;
  return (
    <form noValidate aria-label={t('campaignWork.submitContent')} className="grid gap-4" onSubmit={onSubmit}>
      <SelectField
        label={t('campaignWork.platform')}
        placeholder={t('campaignWork.selectPlatform')}
        options={platforms.map((id) => ({ id, label: platformLabel(id) }))}
        error={workMessage(t, errors.platform?.message)}
        disabled={isBusy}
        {...form.register('platform')}
      />
      {previous ? <ResubmissionNotice submission={previous} /> : null}
      <TextField
        label={t('campaignWork.contentUrl')}
        type="url"
        inputMode="url"
        dir="ltr"
        placeholder={CONTENT_URL_PLACEHOLDER}
        hint={t('campaignWork.contentUrlHint')}
        error={workMessage(t, errors.contentUrl?.message)}
        disabled={isBusy}
        {...form.register('contentUrl')}
      />
      <SelectField
        label={t('campaignWork.contentTypeLabel')}
        placeholder={t('campaignWork.selectContentType')}
        options={SUBMISSION_CONTENT_TYPES.map((id) => ({ id, label: t(CONTENT_TYPE_KEYS[id]) }))}
        error={workMessage(t, errors.contentType?.message)}
        disabled={isBusy}
        {...form.register('contentType')}
      />
      <TextareaField
        label={t('campaignWork.caption')}
        rows={3}
        maxLength={SUBMISSION_CAPTION_MAX}
        error={workMessage(t, errors.caption?.message)}
        disabled={isBusy}
        {...form.register('caption')}
      />
      <ScreenshotsField
        uploads={uploads}
        error={workMessage(t, errors.screenshotUploadIds?.message)}
        disabled={isBusy}
      />
      <MetricsFields register={form.register} errors={errors.metrics} disabled={isBusy} />
      <Button type="submit" className="w-full sm:w-fit" disabled={isBusy || uploads.isUploading}>
        {isBusy ? <Spinner className="text-current" /> : <Send aria-hidden />}
        {isBusy
          ? t('campaignWork.submitting')
          : uploads.isUploading
            ? t('campaignWork.uploadingScreenshots')
            : t('campaignWork.submitContent')}
      </Button>
    </form>
  );
}
