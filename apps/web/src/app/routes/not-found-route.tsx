import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';

export function NotFoundRoute() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 p-10 text-center">
      <title>{t('common.pageTitle', { title: t('notFound.title') })}</title>
      <p className="text-5xl font-bold text-primary">{404}</p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.message')}</p>
      <Button asChild>
        <Link to="/">{t('errors.goHome')}</Link>
      </Button>
    </section>
  );
}
