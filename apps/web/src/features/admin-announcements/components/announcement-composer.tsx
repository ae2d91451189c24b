import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_SUBJECT_MAX } from '@partnerly/contracts';
import { Send, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useAnnouncementRecipients, useSendAnnouncement } from '../api/admin-announcements';
import { characterCount, draftProblems, type DraftProblems } from './announcement-draft';

/** 'Will go to N members who opted in', with its loading and error states. */
function Audience({ recipients }: { recipients: ReturnType<typeof useAnnouncementRecipients> }) {
  const t = useT();
  if (recipients.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner /> {t('adminAnnouncements.counting')}
      </p>
    );
  if (recipients.isError)
    return (
      <RetryAlert message={t('adminAnnouncements.countFailed')} onRetry={() => void recipients.refetch()} />
    );
  return (
    <div className="grid gap-1" aria-live="polite">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Users className="size-4 text-muted-foreground" aria-hidden />
        {t('adminAnnouncements.willGoTo', { count: recipients.data.count })}
      </p>
      {recipients.data.count === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adminAnnouncements.nobodyToSend')}</p>
      ) : null}
    </div>
  );
}

/**
 * Write and send an announcement (super admins): subject and plain-text message, the audience
 * count, then a confirmation with the count read again just before sending.
 */
export function AnnouncementComposer() {
  const t = useT();
  const known = useKnownText();
  const recipients = useAnnouncementRecipients();
  const send = useSendAnnouncement();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<DraftProblems>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const count = recipients.data?.count;

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(t, { subject, body });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void recipients.refetch();
    setIsConfirming(true);
  };

  const confirm = () =>
    send.mutate(
      { subject, body },
      {
        onSuccess: (sent) => {
          setIsConfirming(false);
          setSubject('');
          setBody('');
          toast({
            variant: 'success',
            title: t('adminAnnouncements.sent'),
            description: t('adminAnnouncements.sentDetail', { count: sent.recipientCount }),
          });
        },
        onError: (error) => {
          setIsConfirming(false);
          if (isApiError(error)) {
            const field = (messages: string[] | undefined) =>
              messages?.[0] ? known(messages[0]) : undefined;
            setProblems({ subject: field(error.fields.subject), body: field(error.fields.body) });
          }
          toast({
            variant: 'destructive',
            title: t('adminAnnouncements.notSent'),
            description: known(error.message),
          });
        },
      },
    );

  return (
    <form
      aria-label={t('adminAnnouncements.newAnnouncement')}
      noValidate
      className="grid gap-4 rounded-xl border p-4 sm:p-6"
      onSubmit={review}
    >
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{t('adminAnnouncements.newAnnouncement')}</h2>
        <p className="text-sm text-muted-foreground">{t('adminAnnouncements.intro')}</p>
      </div>
      <TextField
        label={t('adminAnnouncements.subject')}
        maxLength={ANNOUNCEMENT_SUBJECT_MAX}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        hint={characterCount(t, subject, ANNOUNCEMENT_SUBJECT_MAX)}
        error={problems.subject}
      />
      <TextareaField
        label={t('adminAnnouncements.message')}
        rows={8}
        maxLength={ANNOUNCEMENT_BODY_MAX}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        hint={t('adminAnnouncements.bodyHint', {
          characters: characterCount(t, body, ANNOUNCEMENT_BODY_MAX),
        })}
        error={problems.body}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Audience recipients={recipients} />
        <Button type="submit" disabled={send.isPending || count === 0}>
          <Send aria-hidden /> {t('adminAnnouncements.reviewAndSend')}
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('adminAnnouncements.confirmTitle')}
        description={
          recipients.isFetching
            ? t('adminAnnouncements.confirmCounting', { subject: subject.trim() })
            : t('adminAnnouncements.confirmDescription', { subject: subject.trim(), count: count ?? 0 })
        }
        confirmLabel={t('adminAnnouncements.sendAnnouncement')}
        confirmVariant="default"
        onConfirm={confirm}
        isPending={send.isPending}
        isConfirmDisabled={recipients.isFetching || !count}
      />
    </form>
  );
}
