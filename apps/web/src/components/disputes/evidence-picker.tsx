import { DISPUTE_EVIDENCE_MAX } from '@partnerly/contracts';
import { FileText, ImageIcon, Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { uploadImage } from '@/lib/upload-image';

/** One chosen file: uploading, stored (with its upload id) or refused. */
export interface EvidenceFile {
  key: string;
  name: string;
  isPdf: boolean;
  state: 'uploading' | 'stored' | 'failed';
  uploadId?: string;
  progress: number;
  error?: string;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** The stored files' upload ids, in the order chosen. */
export const storedIds = (files: readonly EvidenceFile[]) =>
  files.flatMap((file) => (file.state === 'stored' && file.uploadId ? [file.uploadId] : []));

/** Files still being sent: the form waits for them. */
export const isUploading = (files: readonly EvidenceFile[]) =>
  files.some((file) => file.state === 'uploading');

/**
 * The evidence files of a new dispute: up to DISPUTE_EVIDENCE_MAX images or PDFs, each sent at
 * once as a private upload (only its owner and the admins open it). Removing a stored file
 * deletes it again.
 */
export function useEvidenceFiles() {
  const t = useT();
  const [files, setFiles] = useState<EvidenceFile[]>([]);
  const count = useRef(0);
  const update = (key: string, change: Partial<EvidenceFile>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));

  const add = (chosen: readonly File[]) => {
    const room = DISPUTE_EVIDENCE_MAX - files.filter((file) => file.state !== 'failed').length;
    for (const file of chosen.slice(0, Math.max(0, room))) {
      count.current += 1;
      const key = `${count.current}`;
      setFiles((current) => [
        ...current,
        { key, name: file.name, isPdf: file.type === 'application/pdf', state: 'uploading', progress: 0 },
      ]);
      uploadImage(file, 'dispute-evidence', (progress) => update(key, { progress })).then(
        (stored) => update(key, { state: 'stored', uploadId: stored.id, progress: 100 }),
        (error: unknown) =>
          update(key, {
            state: 'failed',
            error: error instanceof Error ? error.message : t('disputes.uploadFailed'),
          }),
      );
    }
  };

  const remove = (key: string) => {
    const file = files.find((item) => item.key === key);
    setFiles((current) => current.filter((item) => item.key !== key));
    // Best effort: an unused upload is only an orphan file of the caller's own.
    if (file?.uploadId) apiFetch(apiPath`/uploads/${file.uploadId}`, { method: 'DELETE' }).catch(() => {});
  };

  return { files, add, remove, reset: () => setFiles([]) };
}

interface EvidencePickerProps {
  files: readonly EvidenceFile[];
  onAdd(files: File[]): void;
  onRemove(key: string): void;
  error?: string;
  disabled?: boolean;
}

export function EvidencePicker({ files, onAdd, onRemove, error, disabled }: EvidencePickerProps) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const isFull = files.filter((file) => file.state !== 'failed').length >= DISPUTE_EVIDENCE_MAX;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-sm font-medium">{t('disputes.evidenceLegend')}</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('disputes.evidenceHint', { count: DISPUTE_EVIDENCE_MAX })}
      </p>
      {files.length > 0 ? (
        <ul className="grid gap-2" aria-label={t('disputes.evidenceFiles')}>
          {files.map((file) => (
            <li key={file.key} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
              {file.isPdf ? (
                <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              ) : (
                <ImageIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate">{file.name}</span>
                {file.state === 'uploading' ? (
                  <span className="flex items-center gap-1 text-xs text-muted-foreground">
                    <Spinner className="size-3" /> {t('disputes.uploading', { progress: file.progress })}
                  </span>
                ) : file.state === 'failed' ? (
                  <span className="block text-xs text-destructive">{file.error}</span>
                ) : (
                  <span className="block text-xs text-muted-foreground">{t('disputes.attached')}</span>
                )}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                onClick={() => onRemove(file.key)}
                disabled={disabled || file.state === 'uploading'}
                aria-label={t('common.removeItem', { name: file.name })}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label={t('disputes.evidenceToAttach')}
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={disabled || isFull}
        >
          <Paperclip aria-hidden />
          {isFull ? t('disputes.filesAttached', { count: DISPUTE_EVIDENCE_MAX }) : t('disputes.attachFiles')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
