import { formatFils, TAX_DOCUMENT_TITLES, type TaxDocumentSummary } from '@partnerly/contracts';
import { Download, ReceiptText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/format';
import { useBillingHistory, useDownloadTaxDocument } from '../api/billing';

/**
 * Billing history (issue 24): the workspace's tax invoices and credit notes, each with its PDF.
 * Billing is the owners' (decision 0041); the account tab shows the card to them only.
 */
export function BillingHistoryCard() {
  const history = useBillingHistory({ isEnabled: true });
  return (
    <Card role="region" aria-labelledby="billing-history-title">
      <CardHeader>
        <CardTitle id="billing-history-title">Billing history</CardTitle>
        <CardDescription>
          A tax invoice for every payment (and a credit note for every refund), in AED with VAT included.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Loading billing history">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : history.isError ? (
          <RetryAlert message="Failed to load your billing history." onRetry={() => void history.refetch()} />
        ) : history.data.documents.length === 0 ? (
          <div className="flex items-center gap-3 text-sm text-muted-foreground">
            <ReceiptText aria-hidden className="size-5" />
            <p>No invoices yet. Your tax invoice appears here when you pay for a plan.</p>
          </div>
        ) : (
          <ul className="grid divide-y" aria-label="Invoices and credit notes">
            {history.data.documents.map((document) => (
              <DocumentRow key={document.id} document={document} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DocumentRow({ document }: { document: TaxDocumentSummary }) {
  const download = useDownloadTaxDocument();
  const title = TAX_DOCUMENT_TITLES[document.kind];
  const start = () =>
    download.mutate(document, {
      onSuccess: (fileName) =>
        toast({ variant: 'success', title: `${title} Downloaded`, description: `Saved as ${fileName}.` }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Download Failed', description: error.message }),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium">
          {title} {document.number}
        </p>
        <p className="text-sm text-muted-foreground">
          {formatDate(document.issueDate)} · {document.description}
          {document.invoiceNumber ? ` · credits ${document.invoiceNumber}` : ''}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold tabular-nums">
          {document.kind === 'credit_note' ? '−' : ''}
          {formatFils(document.totalFils)}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={download.isPending}
          onClick={start}
          aria-label={`Download PDF of ${title} ${document.number}`}
        >
          {download.isPending ? <Spinner className="text-current" /> : <Download aria-hidden />}
          Download PDF
        </Button>
      </div>
    </li>
  );
}
