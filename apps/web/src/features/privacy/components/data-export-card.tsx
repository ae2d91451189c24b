import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { useDownloadMyData } from '../api/download-my-data';

/** Data export: a JSON file of everything Partnerly holds about the user (the original's button was disabled). */
export function DataExportCard() {
  const t = useT();
  const download = useDownloadMyData();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: (fileName) =>
        toast({
          variant: 'success',
          title: t('dataExport.doneTitle'),
          description: t('dataExport.doneBody', { fileName }),
        }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('auth.error'), description: error.message }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('dataExport.title')}</CardTitle>
        <CardDescription>{t('dataExport.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={download.isPending} onClick={start}>
          {download.isPending ? <Spinner className="text-current" /> : <Download aria-hidden />}
          {t('dataExport.button')}
        </Button>
      </CardContent>
    </Card>
  );
}
