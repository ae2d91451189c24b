import type { MyAffiliateCode } from '@partnerly/contracts';
import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useDeleteMyCode, useSetCodeVisibility } from '../api/my-code-mutations';
import { useMyCodes } from '../api/my-codes';
import { copyCode } from './copy-code';
import { EditCodeDialog } from './edit-code-dialog';
import { ExternalCodeDialog } from './external-code-dialog';
import { MyCodeCard } from './my-code-card';
import { isShownInSharedLinks } from './my-codes-format';

/** A refusal the server explains (4xx), for a failure toast's description. */
const serverReason = (error: unknown) =>
  isApiError(error) && error.status > 0 && error.status < 500 ? error.message : undefined;

/**
 * My Codes (spec 03): the creator's codes from approvals and the external ones they added,
 * each with its menu (edit, show or hide in shared links, copy, delete), and the external code
 * form. Live: tracked activity refreshes the counts.
 */
export function MyCodesTab() {
  const t = useT();
  const codes = useMyCodes();
  const visibility = useSetCodeVisibility();
  const remove = useDeleteMyCode();
  const [editing, setEditing] = useState<MyAffiliateCode | null>(null);
  const [deleting, setDeleting] = useState<MyAffiliateCode | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  const toggleVisibility = (code: MyAffiliateCode) =>
    visibility.mutate(
      { id: code.id, visibility: isShownInSharedLinks(code) ? 'hidden' : 'public' },
      {
        onSuccess: (change) =>
          toast({
            variant: 'success',
            title: t(change.code.visibility === 'public' ? 'affiliateHub.shown' : 'affiliateHub.hidden'),
            description: change.code.code,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('affiliateHub.visibilityFailed'),
            description: serverReason(error),
          }),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: t('affiliateHub.deleted'), description: deleting.code });
        setDeleting(null);
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('affiliateHub.deleteFailed'),
          description: serverReason(error),
        });
        setDeleting(null);
      },
    });
  };

  return (
    <section aria-labelledby="my-codes-heading" className="grid gap-4 pt-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="my-codes-heading" className="text-xl font-semibold">
            {t('affiliateHub.tabMyCodes')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('affiliateHub.myCodesIntro')}</p>
        </div>
        <Button onClick={() => setIsAdding(true)} className="w-full sm:w-auto">
          <Plus aria-hidden /> {t('affiliateHub.addExternal')}
        </Button>
      </div>

      {codes.data ? (
        codes.data.length === 0 ? (
          <NoCodes onAdd={() => setIsAdding(true)} />
        ) : (
          <ul aria-label={t('affiliateHub.codesList')} className="grid gap-4 md:grid-cols-2">
            {codes.data.map((code) => (
              <li key={code.id} className="grid">
                <MyCodeCard
                  code={code}
                  isChanging={visibility.isPending && visibility.variables?.id === code.id}
                  onEdit={() => setEditing(code)}
                  onToggleVisibility={() => toggleVisibility(code)}
                  onCopy={() => void copyCode(t, code.code)}
                  onDelete={() => setDeleting(code)}
                />
              </li>
            ))}
          </ul>
        )
      ) : codes.isError ? (
        <RetryAlert message={t('affiliateHub.loadFailed')} onRetry={() => void codes.refetch()} />
      ) : (
        <div role="status" aria-label={t('affiliateHub.loadingCodes')} className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-64 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      )}

      <EditCodeDialog code={editing} onClose={() => setEditing(null)} />
      <ExternalCodeDialog open={isAdding} onClose={() => setIsAdding(false)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={
          deleting ? t('affiliateHub.deleteTitle', { code: deleting.code }) : t('affiliateHub.deleteThisCode')
        }
        description={t('affiliateHub.deleteDescription')}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </section>
  );
}

function NoCodes({ onAdd }: { onAdd(): void }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
      <TicketPercent className="size-10 text-muted-foreground" aria-hidden />
      <h3 className="text-lg font-semibold">{t('affiliateHub.noCodes')}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{t('affiliateHub.noCodesDetail')}</p>
      <Button variant="outline" onClick={onAdd}>
        <Plus aria-hidden /> {t('affiliateHub.addExternal')}
      </Button>
    </div>
  );
}
