import {
  SOCIAL_LINK_PLATFORM_LABELS,
  SOCIAL_LINK_PLATFORMS,
  URL_MAX_LENGTH,
  type SocialLink,
  type SocialLinkList,
  type SocialLinkPlatform,
} from '@partnerly/contracts';
import { EyeOff, Link2, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useAddSocialLink, useRemoveSocialLink, useSocialLinks } from '@/api/social-links/social-links';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';

const PRIVACY_TAB = '/profile?tab=privacy';
const PROFILE_URL_EXAMPLE = 'https://instagram.com/yourname';

/** The server's reason for a refused add: its field message, else its message. */
const reasonOf = (error: unknown) => {
  if (!isApiError(error)) return undefined;
  return Object.values(error.fields).flat()[0] ?? error.message;
};

function AddSocialLinkForm({ taken }: { taken: ReadonlySet<SocialLinkPlatform> }) {
  const [platform, setPlatform] = useState('');
  const [url, setUrl] = useState('');
  const t = useT();
  const add = useAddSocialLink();
  const available = SOCIAL_LINK_PLATFORMS.filter((id) => !taken.has(id));

  if (available.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('affiliateHub.socialAllAdded')}</p>;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!platform || !url.trim()) {
      toast({ title: t('affiliateHub.socialFillAll'), variant: 'destructive' });
      return;
    }
    add.mutate(
      { platform, url },
      {
        onSuccess: () => {
          toast({ title: t('affiliateHub.socialAdded'), variant: 'success' });
          setPlatform('');
          setUrl('');
        },
        onError: (error) =>
          toast({
            title: t('affiliateHub.socialAddFailed'),
            description: reasonOf(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('affiliateHub.socialFormLabel')}
      className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      onSubmit={submit}
    >
      <SelectField
        label={t('affiliateHub.platform')}
        placeholder={t('affiliateHub.selectPlatform')}
        options={available.map((id) => ({ id, label: SOCIAL_LINK_PLATFORM_LABELS[id] }))}
        value={platform}
        onChange={(event) => setPlatform(event.target.value)}
      />
      <TextField
        label={t('affiliateHub.profileUrl')}
        type="url"
        dir="ltr"
        inputMode="url"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        placeholder={PROFILE_URL_EXAMPLE}
        maxLength={URL_MAX_LENGTH}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? <Spinner className="text-current" /> : <Plus aria-hidden />}
        {t('affiliateHub.addLink')}
      </Button>
    </form>
  );
}

function SocialLinkRow({ link, isOnPublicPage }: { link: SocialLink; isOnPublicPage: boolean }) {
  const t = useT();
  const remove = useRemoveSocialLink();
  const label = SOCIAL_LINK_PLATFORM_LABELS[link.platform];
  const onRemove = () =>
    remove.mutate(link.id, {
      onSuccess: () => toast({ title: t('affiliateHub.socialRemoved'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('affiliateHub.socialRemoveFailed'),
          description: isApiError(error) ? error.message : undefined,
          variant: 'destructive',
        }),
    });
  return (
    <li className="flex items-center gap-3 rounded-lg border p-3">
      <Link2 className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {label}
          {isOnPublicPage ? <Badge variant="secondary">{t('affiliateHub.onPublicPage')}</Badge> : null}
        </p>
        <a
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          dir="ltr"
          className="truncate text-start text-sm text-muted-foreground underline-offset-4 hover:underline rtl:text-end"
        >
          {link.url}
          <span className="sr-only">{t('affiliateHub.opensInNewTab')}</span>
        </a>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={t('affiliateHub.removeLink', { platform: label })}
        disabled={remove.isPending}
        onClick={onRemove}
      >
        {remove.isPending ? <Spinner className="text-current" /> : <Trash2 aria-hidden />}
        <span className="hidden sm:inline">{t('common.remove')}</span>
      </Button>
    </li>
  );
}

function PublicPageNote({ list }: { list: SocialLinkList }) {
  const t = useT();
  const privacyLink = (chunks: ReactNode[]) => (
    <Link to={PRIVACY_TAB} className="font-medium underline underline-offset-4">
      {chunks}
    </Link>
  );
  if (!list.isShownOnPublicPage) {
    return (
      <Alert>
        <EyeOff aria-hidden />
        <AlertTitle>{t('affiliateHub.hiddenOnPage')}</AlertTitle>
        <AlertDescription>
          <FormattedMessage id="affiliateHub.hiddenOnPageDetail" values={{ link: privacyLink }} />
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <p className="text-sm text-muted-foreground">
      <FormattedMessage
        id="affiliateHub.publicPageLimit"
        values={{ limit: list.publicPageLimit, link: privacyLink }}
      />
    </p>
  );
}

/** Social links (spec 03 'Public Profile Settings'): add by platform and URL, remove. */
export function SocialLinksManager() {
  const t = useT();
  const list = useSocialLinks();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{t('affiliateHub.socialTitle')}</CardTitle>
        <CardDescription>{t('affiliateHub.socialDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isPending ? (
          <div
            className="grid gap-3"
            role="status"
            aria-busy="true"
            aria-label={t('affiliateHub.loadingSocial')}
          >
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : list.isError ? (
          <RetryAlert message={t('affiliateHub.socialLoadFailed')} onRetry={() => void list.refetch()} />
        ) : (
          <>
            <PublicPageNote list={list.data} />
            {list.data.links.length === 0 ? (
              <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
                {t('affiliateHub.noSocial')}
              </p>
            ) : (
              <ul className="grid gap-2" aria-label={t('affiliateHub.socialList')}>
                {list.data.links.map((link, index) => (
                  <SocialLinkRow
                    key={link.id}
                    link={link}
                    isOnPublicPage={list.data.isShownOnPublicPage && index < list.data.publicPageLimit}
                  />
                ))}
              </ul>
            )}
            <AddSocialLinkForm taken={new Set(list.data.links.map((link) => link.platform))} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
