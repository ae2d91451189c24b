import { ORDER_IMPORT_MAX_BYTES, ORDER_IMPORT_MESSAGES, type OrderImportResult } from '@partnerly/contracts';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useImportOrders } from '../api/affiliate-analytics';
import { importSummary } from './affiliate-format';

interface ImportOrdersDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The campaigns with codes the caller may import orders for. */
  campaigns: { id: string; title: string }[];
}

/**
 * Import orders (issue 17 item 5): the store's order export (CSV) for one campaign; the answer's
 * report shows what was imported, the duplicates ignored and each row not taken by its line.
 */
export function ImportOrdersDialog({ open, onOpenChange, campaigns }: ImportOrdersDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] gap-5 overflow-y-auto sm:max-w-xl">
        {open ? <ImportForm campaigns={campaigns} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ImportForm({ campaigns, onDone }: { campaigns: { id: string; title: string }[]; onDone(): void }) {
  const t = useT();
  const [campaignId, setCampaignId] = useState(campaigns.length === 1 ? campaigns[0]!.id : '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ campaignId?: string; file?: string }>({});
  const importOrders = useImportOrders();
  const result = importOrders.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      campaignId: campaignId ? undefined : t('brandAffiliate.chooseCampaign'),
      file: !file
        ? ORDER_IMPORT_MESSAGES.fileRequired
        : file.size > ORDER_IMPORT_MAX_BYTES
          ? ORDER_IMPORT_MESSAGES.tooLarge
          : undefined,
    };
    setErrors(found);
    if (found.campaignId || found.file || !file) return;
    importOrders.mutate(
      { campaignId, file },
      {
        onError: (error) => {
          if (isApiError(error) && [400, 413].includes(error.status)) setErrors({ file: error.message });
        },
      },
    );
  };

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader className="pe-8 text-start">
        <DialogTitle>{t('brandAffiliate.importOrders')}</DialogTitle>
        <DialogDescription>{t('brandAffiliate.importDescription')}</DialogDescription>
      </DialogHeader>
      <SelectField
        label={t('brandAffiliate.campaign')}
        required
        placeholder={t('brandAffiliate.selectCampaign')}
        options={campaigns.map((campaign) => ({ id: campaign.id, label: campaign.title }))}
        value={campaignId}
        onChange={(event) => {
          setCampaignId(event.target.value);
          setErrors((current) => ({ ...current, campaignId: undefined }));
        }}
        error={errors.campaignId}
        disabled={importOrders.isPending}
      />
      <TextField
        label={t('brandAffiliate.orderExport')}
        type="file"
        required
        accept=".csv,text/csv"
        hint={t('brandAffiliate.orderExportHint', { megabytes: ORDER_IMPORT_MAX_BYTES / 1024 / 1024 })}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setErrors((current) => ({ ...current, file: undefined }));
          importOrders.reset();
        }}
        error={errors.file}
        disabled={importOrders.isPending}
        className="[&_input]:h-auto [&_input]:py-1.5"
      />
      {result ? <ImportReport result={result} /> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={importOrders.isPending}>
          {result ? t('common.done') : t('common.cancel')}
        </Button>
        <Button type="submit" disabled={importOrders.isPending}>
          {importOrders.isPending ? <Spinner className="text-current" /> : null}
          {t('brandAffiliate.import')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** What the import did, and every row it did not take by line number. */
function ImportReport({ result }: { result: OrderImportResult }) {
  const t = useT();
  const hasErrors = result.errorCount > 0;
  const unlisted = result.errorCount - result.errors.length;
  return (
    <section aria-label={t('brandAffiliate.importReport')} className="grid gap-3 rounded-lg border p-4">
      <p role="status" className="flex items-start gap-2 text-sm font-medium">
        {hasErrors ? (
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
        ) : (
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
        )}
        {importSummary(t, result)}
      </p>
      {hasErrors ? (
        <ul
          aria-label={t('brandAffiliate.rowsNotImported')}
          className="grid max-h-60 gap-1 overflow-y-auto text-sm"
          tabIndex={0}
        >
          {result.errors.map((error) => (
            <li key={`${error.line}-${error.message}`}>
              <span className="me-1 font-medium">{t('brandAffiliate.line', { line: error.line })}</span>
              {error.message}
            </li>
          ))}
          {unlisted > 0 ? (
            <li className="text-muted-foreground">{t('brandAffiliate.moreRows', { count: unlisted })}</li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
