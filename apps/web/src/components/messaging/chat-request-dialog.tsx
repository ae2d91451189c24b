import { CHAT_REQUEST_MESSAGE_MAX, MESSAGING_LINKS, type ChatStatus } from '@partnerly/contracts';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSendChatRequest } from '@/api/messaging/chat-status';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { chatStatusNotice, requestMessageError, sendRefusalOf } from './chat-request-format';

interface ChatRequestDialogProps {
  creatorName: string;
  /** Where the caller stands with the creator; null closes the dialog. */
  status: ChatStatus | null;
  /** A fresh standing after a refused request (a thread may have opened meanwhile). */
  onStatus(status: ChatStatus): void;
  onClose(): void;
  readStatus(): Promise<ChatStatus>;
}

/** Writes a chat request to a creator, or says why none can be sent now (waiting, declined, off). */
export function ChatRequestDialog({
  creatorName,
  status,
  onStatus,
  onClose,
  readStatus,
}: ChatRequestDialogProps) {
  const t = useT();
  const notice = status ? chatStatusNotice(status, creatorName, t) : null;
  return (
    <Dialog open={status !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{notice ? notice.title : t('chatRequest.title', { name: creatorName })}</DialogTitle>
          <DialogDescription>
            {notice ? notice.description : t('chatRequest.description', { name: creatorName })}
          </DialogDescription>
        </DialogHeader>
        {status?.status === 'can_ask' ? (
          <RequestForm
            creatorId={status.creatorId}
            creatorName={creatorName}
            onClose={onClose}
            onStatus={onStatus}
            readStatus={readStatus}
          />
        ) : (
          <DialogFooter>
            {notice?.showsRequests ? (
              <Button asChild variant="outline">
                <Link to={MESSAGING_LINKS.requests} onClick={onClose}>
                  {t('chatRequest.seeRequests')}
                </Link>
              </Button>
            ) : null}
            <Button type="button" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RequestForm({
  creatorId,
  creatorName,
  onClose,
  onStatus,
  readStatus,
}: Omit<ChatRequestDialogProps, 'status'> & { creatorId: string }) {
  const t = useT();
  const known = useKnownText();
  const send = useSendChatRequest();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();

  const refused = async (error: unknown) => {
    const outcome = sendRefusalOf(error);
    if (outcome.kind === 'field') return setFieldError(outcome.message);
    if (outcome.kind === 'notice') return setRefusal(outcome.message);
    // A conflict: a request, a decline or a thread appeared meanwhile; the fresh standing says which.
    try {
      const fresh = await readStatus();
      if (fresh.status === 'can_ask') setRefusal(outcome.message);
      else onStatus(fresh);
    } catch {
      setRefusal(outcome.message);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const error = requestMessageError(message);
    setFieldError(error);
    setRefusal(undefined);
    if (error) return;
    send.mutate(
      { creatorId, message },
      {
        onSuccess: (result) => {
          toast({
            variant: 'success',
            title: known(result.message),
            description: t('chatRequest.sentDescription', { name: creatorName }),
          });
          onClose();
        },
        onError: (error) => void refused(error),
      },
    );
  };

  return (
    <form
      aria-label={t('chatRequest.formLabel', { name: creatorName })}
      noValidate
      className="grid gap-4"
      onSubmit={submit}
    >
      {refusal ? (
        <Alert variant="destructive">
          <AlertDescription>{known(refusal)}</AlertDescription>
        </Alert>
      ) : null}
      <TextareaField
        label={t('chatRequest.messageLabel')}
        required
        rows={5}
        maxLength={CHAT_REQUEST_MESSAGE_MAX}
        placeholder={t('chatRequest.messagePlaceholder')}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setFieldError(undefined);
        }}
        error={fieldError && known(fieldError)}
        hint={t('common.characterCount', { count: message.length, max: CHAT_REQUEST_MESSAGE_MAX })}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={send.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Spinner className="text-current" /> : <Send aria-hidden />}
          {t('chatRequest.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
