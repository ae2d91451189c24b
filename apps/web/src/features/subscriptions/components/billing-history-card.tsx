import { formatFils, type AppLanguage, type TaxDocumentSummary } from '@partnerly/contracts';
import { directionOf } from '@partnerly/contracts/i18n';
import { Download, ReceiptText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/format';
import { useKnownText, useLanguage, useT } from '@/lib/i18n/i18n-provider';
import { useBillingHistory, useDownloadTaxDocument } from '../api/billing';

/** A credit note's total is money going back: shown with a minus sign. */
const MINUS = '−';

/**
 * Billing history (issue 24): the workspace's tax invoices and credit notes, each with its PDF
 * in the app's language and in the other one (issue 25).
 * Billing is the owners' (decision 0041); the account tab shows the card to them only.
 */
export function BillingHistoryCard() {
  const t = useT();
  const history = useBillingHistory({ isEnabled: true });
  return (
    <Card role="region" aria-labelledby="billing-history-title">
      <CardHeader>
        <CardTitle id="billing-history-title">{t('billingHistory.title')}</CardTitle>
        <CardDescription>{t('billingHistory.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="grid gap-3" role="status" aria-label={t('billingHistory.loading')}>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : history.isError ? (
          <RetryAlert message={t('billingHistory.loadFailed')} onRetry={() => void history.refetch()} />
        ) : history.data.documents.length === 0 ? (
          <div className="flex items-center gap-3 text-sm text-muted-foreground">
            <ReceiptText aria-hidden className="size-5" />
            <p>{t('billingHistory.empty')}</p>
          </div>
        ) : (
          <ul className="grid divide-y" aria-label={t('billingHistory.list')}>
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
  const t = useT();
  const knownText = useKnownText();
  const { language } = useLanguage();
  // The PDF comes in the app's language; the other language is one small link away.
  const otherLanguage: AppLanguage = language === 'ar' ? 'en' : 'ar';
  const download = useDownloadTaxDocument();
  const title = t(`billingHistory.kind.${document.kind}`);
  const start = (pdfLanguage: AppLanguage) =>
    download.mutate(
      { document, language: pdfLanguage },
      {
        onSuccess: (fileName) =>
          toast({
            variant: 'success',
            title: t('billingHistory.downloadedTitle', { title }),
            description: t('billingHistory.savedAs', { fileName }),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('billingHistory.downloadFailed'),
            description: error.message,
          }),
      },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium">{t('billingHistory.documentTitle', { title, number: document.number })}</p>
        <p className="text-sm text-muted-foreground">
          {t('billingHistory.details', {
            date: formatDate(document.issueDate),
            description: knownText(document.description),
            credits: document.invoiceNumber ?? 'none',
          })}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span dir="ltr" className="font-semibold tabular-nums">
          {document.kind === 'credit_note' ? MINUS : null}
          {formatFils(document.totalFils)}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={download.isPending}
          onClick={() => start(language)}
          aria-label={t('billingHistory.downloadLabel', { title, number: document.number })}
        >
          {download.isPending && download.variables.language === language ? (
            <Spinner className="text-current" />
          ) : (
            <Download aria-hidden />
          )}
          {t('billingHistory.download')}
        </Button>
        <Button
          variant="link"
          size="sm"
          className="px-0"
          disabled={download.isPending}
          onClick={() => start(otherLanguage)}
          aria-label={t('invoice.download.otherLanguageLabel', {
            language: otherLanguage,
            title,
            number: document.number,
          })}
        >
          <span lang={otherLanguage} dir={directionOf(otherLanguage)}>
            {t('invoice.download.otherLanguage', { language: otherLanguage })}
          </span>
        </Button>
      </div>
    </li>
  );
}
