import { MESSAGING_LINKS, type ChatStatus } from '@partnerly/contracts';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useChatStatusReader } from '@/api/messaging/chat-status';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { ChatRequestDialog } from './chat-request-dialog';

interface MessageCreatorButtonProps {
  creatorId: string;
  creatorName: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/**
 * 'Message' beside a creator, for brand owners and managers and for agents (outside an
 * application). It reads where the caller stands with the creator: an open direct thread opens on
 * the Messages page; otherwise a dialog writes a chat request, or says why none can be sent now.
 */
export function MessageCreatorButton({
  creatorId,
  creatorName,
  variant = 'outline',
  size = 'sm',
}: MessageCreatorButtonProps) {
  const t = useT();
  const readStatus = useChatStatusReader();
  const navigate = useNavigate();
  const [isChecking, setIsChecking] = useState(false);
  const [status, setStatus] = useState<ChatStatus | null>(null);

  const show = (next: ChatStatus) => {
    if (next.status === 'connected' && next.conversationId) {
      setStatus(null);
      void navigate(MESSAGING_LINKS.thread(next.conversationId));
    } else {
      setStatus(next);
    }
  };

  const check = async () => {
    setIsChecking(true);
    try {
      show(await readStatus(creatorId));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('chatRequest.openFailed'),
        description: error instanceof Error ? error.message : t('common.pleaseTryAgain'),
      });
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <>
      <Button
        type="button"
        variant={variant}
        size={size}
        aria-label={t('chatRequest.title', { name: creatorName })}
        aria-busy={isChecking}
        disabled={isChecking}
        onClick={() => void check()}
      >
        {isChecking ? <Spinner className="size-4 text-current" /> : <MessageSquare aria-hidden />}
        {t('chatRequest.message')}
      </Button>
      <ChatRequestDialog
        creatorName={creatorName}
        status={status}
        onStatus={show}
        onClose={() => setStatus(null)}
        readStatus={() => readStatus(creatorId)}
      />
    </>
  );
}
