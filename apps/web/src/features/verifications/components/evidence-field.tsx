import { FileText, Paperclip, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useUploadEvidence } from '../api/my-verification';
import { evidenceFileProblem } from './verification-form-rules';

export interface UploadedEvidence {
  id: string;
  fileName: string;
}

interface EvidenceFieldProps {
  label: string;
  hint: string;
  kind: 'screenshot' | 'document';
  value: UploadedEvidence | null;
  onChange(value: UploadedEvidence | null): void;
  /** Told while the file uploads: the form waits for it. */
  onBusyChange(isBusy: boolean): void;
  error?: string;
  isDisabled: boolean;
}

const ACCEPT = {
  screenshot: 'image/jpeg,image/png,image/webp',
  document: 'image/jpeg,image/png,image/webp,application/pdf',
};

/**
 * The screenshot (an image) or the trade licence (an image or a PDF): uploaded as soon as it is
 * chosen (purpose verification-document, which only its owner and admins can open), so the
 * request is sent with its upload id.
 */
export function EvidenceField(props: EvidenceFieldProps) {
  const { label, hint, kind, value, onChange, onBusyChange, error, isDisabled } = props;
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const upload = useUploadEvidence();
  const inputId = useId();
  const messageId = useId();
  const message = problem ?? error;

  const onFile = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const refusal = evidenceFileProblem(file, kind);
    setProblem(refusal ?? undefined);
    if (refusal) return;
    setProgress(0);
    onBusyChange(true);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (uploaded) => onChange({ id: uploaded.id, fileName: file.name }),
        onError: (failure) =>
          setProblem(isApiError(failure) ? failure.message : t('verification.uploadFailed')),
        onSettled: () => {
          setProgress(null);
          onBusyChange(false);
        },
      },
    );
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPT[kind]}
        className="sr-only"
        aria-invalid={message ? true : undefined}
        aria-describedby={messageId}
        disabled={isDisabled || progress !== null}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {value ? (
        <div className="flex min-w-0 items-center gap-2 rounded-md border px-3 py-2 text-sm">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 flex-1 truncate">{value.fileName}</span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange(null)}
            disabled={isDisabled}
            aria-label={t('verification.removeFile', { fileName: value.fileName })}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() => inputRef.current?.click()}
          disabled={isDisabled || progress !== null}
        >
          {progress !== null ? <Spinner /> : <Paperclip aria-hidden />}
          {progress !== null
            ? t('verification.uploading', { progress })
            : kind === 'screenshot'
              ? t('verification.chooseImage')
              : t('verification.chooseFile')}
        </Button>
      )}
      <p id={messageId} className={message ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}>
        {message ?? hint}
      </p>
    </div>
  );
}
