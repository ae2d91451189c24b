import {
  APPLICATION_LINKS,
  SUBMISSION_LINKS,
  type ConversationBlockState,
  type ConversationDetail,
} from '@partnerly/contracts';
import { Ban, ExternalLink, Flag, MoreVertical, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { useChangeBlock } from '../api/conversation-safety';
import { ReportConversationDialog } from './report-conversation-dialog';

/** Where the thread's campaign is for this side: the brand's applications, or the creator's work panel. */
function campaignHref(conversation: ConversationDetail): string | null {
  const application = conversation.application;
  if (!application) return null;
  return conversation.mySide === 'brand'
    ? APPLICATION_LINKS.brandApplications(application.campaignId)
    : SUBMISSION_LINKS.campaignWork(application.campaignId, application.id);
}

/**
 * The thread's actions: open the campaign (application threads), block or unblock each other
 * party (a three-party thread names each side), and report the conversation.
 */
export function ThreadMenu({
  conversation,
  blockState,
}: {
  conversation: ConversationDetail;
  blockState: ConversationBlockState | undefined;
}) {
  const change = useChangeBlock(conversation.id);
  const t = useT();
  const nameText = useNameText();
  const [isReporting, setIsReporting] = useState(false);
  const blocked = new Set(blockState?.blockedByMe.map((party) => party.side));
  const href = campaignHref(conversation);

  const toggle = (side: ConversationDetail['mySide'], name: string) => {
    const action = blocked.has(side) ? 'unblock' : 'block';
    change.mutate(
      { action, side },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title:
              action === 'block' ? t('messages.youBlocked', { name }) : t('messages.youUnblocked', { name }),
          }),
        onError: (error) =>
          toast({ variant: 'destructive', title: t('messages.blockFailed'), description: error.message }),
      },
    );
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('messages.conversationActions')}>
            <MoreVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {href ? (
            <DropdownMenuItem asChild>
              <Link to={href}>
                <ExternalLink aria-hidden /> {t('messages.openCampaign')}
              </Link>
            </DropdownMenuItem>
          ) : null}
          {href ? <DropdownMenuSeparator /> : null}
          {conversation.otherParties.length > 1 ? (
            <DropdownMenuLabel>{t('messages.blockOrUnblock')}</DropdownMenuLabel>
          ) : null}
          {conversation.otherParties.map((party) => (
            <DropdownMenuItem
              key={`${party.side}-${party.id}`}
              variant={blocked.has(party.side) ? 'default' : 'destructive'}
              disabled={change.isPending}
              onSelect={() => toggle(party.side, nameText(party.name))}
            >
              {blocked.has(party.side) ? <ShieldCheck aria-hidden /> : <Ban aria-hidden />}
              {blocked.has(party.side)
                ? t('messages.unblockName', { name: nameText(party.name) })
                : t('messages.blockName', { name: nameText(party.name) })}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setIsReporting(true)}>
            <Flag aria-hidden /> {t('messages.reportConversation')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportConversationDialog
        conversationId={conversation.id}
        title={conversation.title}
        open={isReporting}
        onClose={() => setIsReporting(false)}
      />
    </>
  );
}
