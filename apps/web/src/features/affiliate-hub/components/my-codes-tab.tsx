import { AFFILIATE_HUB_MESSAGES, type MyAffiliateCode } from '@partnerly/contracts';
import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
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
          toast({ variant: 'success', title: change.message, description: change.code.code }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: AFFILIATE_HUB_MESSAGES.visibilityFailed,
            description: serverReason(error),
          }),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: AFFILIATE_HUB_MESSAGES.deleted, description: deleting.code });
        setDeleting(null);
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: AFFILIATE_HUB_MESSAGES.deleteFailed,
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
            My Codes
          </h2>
          <p className="text-sm text-muted-foreground">
            Codes from the campaigns brands approved you for, and codes of brands outside Partnerly.
          </p>
        </div>
        <Button onClick={() => setIsAdding(true)} className="w-full sm:w-auto">
          <Plus aria-hidden /> Add External Code
        </Button>
      </div>

      {codes.data ? (
        codes.data.length === 0 ? (
          <NoCodes onAdd={() => setIsAdding(true)} />
        ) : (
          <ul aria-label="Your affiliate codes" className="grid gap-4 md:grid-cols-2">
            {codes.data.map((code) => (
              <li key={code.id} className="grid">
                <MyCodeCard
                  code={code}
                  isChanging={visibility.isPending && visibility.variables?.id === code.id}
                  onEdit={() => setEditing(code)}
                  onToggleVisibility={() => toggleVisibility(code)}
                  onCopy={() => void copyCode(code.code)}
                  onDelete={() => setDeleting(code)}
                />
              </li>
            ))}
          </ul>
        )
      ) : codes.isError ? (
        <RetryAlert message={AFFILIATE_HUB_MESSAGES.loadFailed} onRetry={() => void codes.refetch()} />
      ) : (
        <div role="status" aria-label="Loading your affiliate codes" className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-64 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      )}

      <EditCodeDialog code={editing} onClose={() => setEditing(null)} />
      <ExternalCodeDialog open={isAdding} onClose={() => setIsAdding(false)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.code ?? 'this code'}?`}
        description="It leaves My Codes and your shared links. Its views, copies and clicks stay in your analytics."
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </section>
  );
}

function NoCodes({ onAdd }: { onAdd(): void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
      <TicketPercent className="size-10 text-muted-foreground" aria-hidden />
      <h3 className="text-lg font-semibold">No affiliate codes yet</h3>
      <p className="max-w-md text-sm text-muted-foreground">
        When a brand approves you for a campaign, its code appears here. Have a code from a brand outside
        Partnerly? Add it to share it with the rest.
      </p>
      <Button variant="outline" onClick={onAdd}>
        <Plus aria-hidden /> Add External Code
      </Button>
    </div>
  );
}
