import type { NetworkCreator } from '@partnerly/contracts';
import { EyeOff, MapPin, Send, Trash2, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Fact } from '@/components/fact';
import { MessageCreatorButton } from '@/components/messaging/message-creator-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ToneBadge } from '@/components/ui/tone-badge';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { FormattedMessage } from 'react-intl';
import { handleList, performanceFacts } from './network-format';

interface NetworkCreatorCardProps {
  creator: NetworkCreator;
  onInvite(): void;
  /** Absent for people who may not remove creators (role member). */
  onRemove?: () => void;
  /** Owners and managers ask creators for a conversation (chat requests); members do not. */
  canMessage?: boolean;
}

/** One favourite on /brand-network: who they are and how they did with the brand. */
export function NetworkCreatorCard({
  creator,
  onInvite,
  onRemove,
  canMessage = false,
}: NetworkCreatorCardProps) {
  const t = useT();
  const nameId = useId();
  const facts = performanceFacts(t, creator.performance);
  const handles = handleList(creator.handles);
  return (
    <article aria-labelledby={nameId} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex min-w-0 items-start gap-3">
        <Avatar url={creator.profileImageUrl} />
        <div className="grid min-w-0 gap-1">
          <h2 id={nameId} className="font-semibold break-words">
            {creator.name}
          </h2>
          {creator.isProfileHidden ? (
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <EyeOff className="size-3.5" aria-hidden /> {t('brandNetwork.profilePrivate')}
            </p>
          ) : (
            <>
              {creator.categories.length > 0 ? (
                <ul aria-label={t('brandNetwork.categories')} className="flex flex-wrap gap-1">
                  {creator.categories.map((category) => (
                    <li key={category}>
                      <Badge variant="secondary">{category}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
              {creator.location ? (
                <p className="flex items-center gap-1 text-xs text-muted-foreground">
                  <MapPin className="size-3.5" aria-hidden /> {creator.location}
                </p>
              ) : null}
              {handles.length > 0 ? (
                <p className="text-xs break-words text-muted-foreground" dir="ltr">
                  {handles.join(' · ')}
                </p>
              ) : null}
            </>
          )}
        </div>
      </header>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label={t('brandNetwork.completedCampaigns')}>{facts.completedCampaigns}</Fact>
        <Fact label={t('brandNetwork.campaignsWithYou')}>{creator.campaignsWithBrand}</Fact>
        <Fact label={t('brandNetwork.engagementScore')}>
          {facts.score && facts.level ? (
            <span className="flex flex-wrap items-center gap-1.5">
              <span className="font-semibold tabular-nums">{facts.score}</span>
              <ToneBadge tone={facts.level.tone}>{facts.level.label}</ToneBadge>
            </span>
          ) : (
            <span className="text-muted-foreground">{t('brandNetwork.noResults')}</span>
          )}
        </Fact>
        <Fact label={t('brandNetwork.totalReach')}>
          <span className="tabular-nums">{facts.reach}</span>
        </Fact>
      </dl>

      <footer className="flex flex-col gap-2 border-t pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          <FormattedMessage
            id="brandNetwork.since"
            values={{
              date: formatDate(creator.addedAt),
              time: (chunks) => <time dateTime={creator.addedAt}>{chunks}</time>,
            }}
          />
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {onRemove ? (
            <Button variant="outline" size="sm" onClick={onRemove}>
              <Trash2 aria-hidden /> {t('common.remove')}
              <span className="sr-only">{t('brandNetwork.removeFromNetwork', { name: creator.name })}</span>
            </Button>
          ) : null}
          {canMessage ? (
            <MessageCreatorButton creatorId={creator.creatorId} creatorName={creator.name} />
          ) : null}
          <Button size="sm" onClick={onInvite}>
            <Send aria-hidden className="rtl:-scale-x-100" /> {t('brandNetwork.inviteToCampaign')}
            <span className="sr-only">{t('brandNetwork.inviteFor', { name: creator.name })}</span>
          </Button>
        </div>
      </footer>
    </article>
  );
}

function Avatar({ url }: { url: string | null }) {
  return url ? (
    <img src={url} alt="" className="size-12 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10"
      aria-hidden
    >
      <UserRound className="size-6 text-primary" />
    </span>
  );
}
