import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';

/** The last step of creators and agents: the account and profile are ready. */
export function ReadyStep({ firstName }: { firstName: string | null }) {
  const t = useT();
  return (
    <div className="grid justify-items-center gap-4 py-4 text-center" role="status">
      <CheckCircle2 className="size-14 text-success" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">
        {firstName ? t('onboarding.readyNamed', { name: firstName }) : t('onboarding.ready')}
      </h1>
      <p className="max-w-sm text-sm text-muted-foreground">{t('onboarding.readyBody')}</p>
      <Button size="lg" asChild>
        <Link to="/dashboard">{t('onboarding.goToDashboard')}</Link>
      </Button>
    </div>
  );
}
