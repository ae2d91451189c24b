import { MESSAGE_ATTACHMENT_TYPES, MESSAGE_BODY_MAX, MESSAGING_MESSAGES } from '@partnerly/contracts';
import { FileText, Paperclip, Send, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { uploadImage } from '@/lib/upload-image';
import { cn } from '@/lib/utils';
import { useDraft } from '../api/drafts';
import type { OutboxAttachment } from '../api/outbox';
import { checkChosenFiles, type ComposerFile } from './attachment-uploads';

const COUNT_FROM = Math.floor(MESSAGE_BODY_MAX * 0.8);

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line. Files upload as soon as they are
 * chosen (purpose message-attachment); Send waits for them. The text is kept as a draft per
 * thread until it is sent.
 */
export function Composer({
  conversationId,
  onSend,
}: {
  conversationId: string;
  onSend: (body: string, attachments: OutboxAttachment[]) => void;
}) {
  const [text, setText] = useDraft(conversationId);
  const [files, setFiles] = useState<ComposerFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const ids = { count: useId(), error: useId() };
  const t = useT();
  const known = useKnownText();

  const body = text.trim();
  const isTooLong = body.length > MESSAGE_BODY_MAX;
  const ready = files.filter((file) => file.uploadId && !file.error);
  const isUploading = files.some((file) => !file.uploadId && !file.error);
  const canSend = !isTooLong && !isUploading && (body.length > 0 || ready.length > 0);

  const update = (localId: string, patch: Partial<ComposerFile>) =>
    setFiles((current) => current.map((file) => (file.localId === localId ? { ...file, ...patch } : file)));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const attached = files.filter((file) => !file.error).length;
    for (const { file, error: refusal } of checkChosenFiles(chosen, attached)) {
      const localId = crypto.randomUUID();
      setFiles((current) => [
        ...current,
        { localId, name: file.name, contentType: file.type, progress: 0, uploadId: null, error: refusal },
      ]);
      if (refusal) continue;
      uploadImage(file as File, 'message-attachment', (progress) => update(localId, { progress })).then(
        (upload) => update(localId, { uploadId: upload.id, progress: 100 }),
        (failure: unknown) =>
          update(localId, { error: failure instanceof Error ? failure.message : t('messages.uploadFailed') }),
      );
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isTooLong) return setError(MESSAGING_MESSAGES.bodyTooLong);
    if (!canSend) return setError(isUploading ? null : MESSAGING_MESSAGES.bodyRequired);
    setError(null);
    onSend(
      body,
      ready.map((file) => ({
        id: file.uploadId!,
        name: file.name,
        contentType: file.contentType as OutboxAttachment['contentType'],
      })),
    );
    setText('');
    setFiles([]);
    textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const shownError = isTooLong ? MESSAGING_MESSAGES.bodyTooLong : error;
  const shownErrorText = shownError ? known(shownError) : null;
  return (
    <form
      aria-label={t('messages.writeMessage')}
      className="grid gap-2 border-t bg-background p-3"
      onSubmit={submit}
    >
      {files.length ? (
        <ul aria-label={t('messages.filesToSend')} className="flex flex-wrap gap-2">
          {files.map((file) => (
            <li
              key={file.localId}
              className={cn(
                'flex max-w-64 items-center gap-2 rounded-md border px-2 py-1 text-xs',
                file.error && 'border-destructive text-destructive dark:text-red-400',
              )}
            >
              <FileText className="size-4 shrink-0" aria-hidden />
              <span className="grid min-w-0">
                <span className="truncate">{file.name}</span>
                <span className={file.error ? undefined : 'text-muted-foreground'}>
                  {file.error
                    ? known(file.error)
                    : file.uploadId
                      ? t('messages.fileReady')
                      : t('messages.fileUploading', { progress: file.progress })}
                </span>
              </span>
              <button
                type="button"
                aria-label={t('messages.removeFile', { name: file.name })}
                className="rounded p-0.5 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() =>
                  setFiles((current) => current.filter((other) => other.localId !== file.localId))
                }
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <label
          className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md border hover:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring"
          title={t('messages.attachFiles')}
        >
          <Paperclip className="size-4" aria-hidden />
          <input
            type="file"
            multiple
            aria-label={t('messages.attachFiles')}
            accept={MESSAGE_ATTACHMENT_TYPES.join(',')}
            className="sr-only"
            onChange={choose}
          />
        </label>
        <Textarea
          ref={textarea}
          aria-label={t('messages.message')}
          placeholder={t('messages.writeMessage')}
          rows={2}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${ids.count} ${ids.error}`}
          className="max-h-48 min-h-10 resize-none"
        />
        <Button type="submit" disabled={isUploading || isTooLong}>
          <Send className="rtl:-scale-x-100" aria-hidden /> {t('common.send')}
        </Button>
      </div>
      <div className="flex justify-between gap-2 text-xs">
        <p
          id={ids.error}
          role={shownError ? 'alert' : undefined}
          className="text-destructive dark:text-red-400"
        >
          {shownErrorText}
        </p>
        <p
          id={ids.count}
          className={cn('shrink-0 text-muted-foreground', isTooLong && 'text-destructive dark:text-red-400')}
        >
          {body.length >= COUNT_FROM
            ? t('messages.characterCount', { count: body.length, max: MESSAGE_BODY_MAX })
            : t('messages.enterToSend')}
        </p>
      </div>
    </form>
  );
}
