import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useDownloadMyData } from '../api/download-my-data';

/** Data export: a JSON file of everything Partnerly holds about the user (the original's button was disabled). */
export function DataExportCard() {
  const download = useDownloadMyData();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: (fileName) =>
        toast({
          variant: 'success',
          title: 'Data Exported',
          description: `Your data was saved as ${fileName}.`,
        }),
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: error.message }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your data</CardTitle>
        <CardDescription>
          Download a copy of everything Partnerly holds about you: account, profile, settings, brand profiles,
          campaigns, applications, content submissions, results and payouts, notifications, payments and
          uploads, as one JSON file.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={download.isPending} onClick={start}>
          {download.isPending ? <Spinner className="text-current" /> : <Download aria-hidden />}
          Export My Data
        </Button>
      </CardContent>
    </Card>
  );
}
