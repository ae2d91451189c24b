import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n-provider';

/** 'Super Admin Access Required' (spec 03) for accounts that are not admins. */
export function AdminAccessRequired() {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 items-center px-4 py-12">
      <title>{t('admin.superAdminRequiredDocumentTitle')}</title>
      <Card className="w-full text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <ShieldAlert className="size-6" aria-hidden />
          </span>
          <h1 className="text-xl leading-tight font-semibold tracking-tight">
            {t('admin.superAdminRequired')}
          </h1>
          <CardDescription>{t('admin.adminsOnly')}</CardDescription>
        </CardHeader>
        <CardFooter className="justify-center">
          <Button asChild>
            <Link to="/dashboard">{t('admin.goToDashboard')}</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
