import { ArrowLeft, Building2, Camera, CheckCircle2, Clock, UserRound, Users } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import type { MessageKey } from '@partnerly/contracts/i18n';

interface AccountOption {
  type: 'creator' | 'brand' | 'agency';
  title: MessageKey;
  text: MessageKey;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

const OPTIONS: AccountOption[] = [
  {
    type: 'creator',
    title: 'auth.userType.creator',
    text: 'getStarted.creatorText',
    icon: Camera,
  },
  {
    type: 'brand',
    title: 'auth.userType.brand',
    text: 'getStarted.brandText',
    icon: Building2,
  },
  {
    type: 'agency',
    title: 'getStarted.agencyTitle',
    text: 'getStarted.agencyText',
    icon: Users,
  },
];

const NEXT_STEPS = [
  { icon: UserRound, title: 'getStarted.stepAccount', time: 'getStarted.stepAccountTime' },
  { icon: Clock, title: 'getStarted.stepProfile', time: 'getStarted.stepProfileTime' },
  { icon: CheckCircle2, title: 'getStarted.stepReady', time: 'getStarted.stepReadyTime' },
] as const satisfies readonly { icon: unknown; title: MessageKey; time: MessageKey }[];

/** The account-type chooser (spec 01 section 2). */
export function GetStartedRoute() {
  const t = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [pendingType, setPendingType] = useState<string | null>(null);

  const choose = (option: AccountOption) => {
    if (option.type === 'agency') {
      toast({
        title: t('getStarted.comingSoon'),
        description: t('getStarted.agencyComingSoon'),
      });
      return;
    }
    setPendingType(option.type);
    // Spec 01 section 2: a brand starts with its plan and registration, a creator on the auth card.
    const target = option.type === 'brand' ? '/brand-registration' : `/auth?userType=${option.type}`;
    Promise.resolve(navigate(target)).catch(() => setPendingType(null));
  };

  // The overlay shows while the next page loads; it goes away with this page or if navigation stops.
  const isOverlayVisible = pendingType !== null && navigation.state !== 'idle';

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{t('getStarted.pageTitle')}</title>
      <div className="mb-10 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('getStarted.heading')}</h1>
        <p className="mt-3 text-muted-foreground">{t('getStarted.intro')}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {OPTIONS.map((option) => {
          const isDisabled = option.type === 'agency';
          const Icon = option.icon;
          return (
            <li key={option.type}>
              <button
                type="button"
                aria-disabled={isDisabled || undefined}
                onClick={() => choose(option)}
                className={cn(
                  'flex h-full w-full flex-col items-start gap-3 rounded-xl border bg-card p-6 text-start shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isDisabled ? 'cursor-not-allowed opacity-60' : 'hover:border-primary hover:bg-accent/40',
                )}
              >
                <span className="flex w-full items-center justify-between gap-2">
                  <Icon className="size-8 text-primary" aria-hidden />
                  {isDisabled ? <Badge variant="secondary">{t('getStarted.comingSoon')}</Badge> : null}
                </span>
                <span className="text-lg font-semibold">{t(option.title)}</span>
                <span className="text-sm text-muted-foreground">{t(option.text)}</span>
              </button>
            </li>
          );
        })}
      </ul>

      <section aria-labelledby="next-title" className="mt-10 rounded-xl border bg-muted/40 p-6">
        <h2 id="next-title" className="mb-4 font-semibold">
          {t('getStarted.nextTitle')}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {NEXT_STEPS.map(({ icon: Icon, title, time }) => (
            <li key={title} className="flex items-center gap-3">
              <Icon className="size-5 shrink-0 text-primary" aria-hidden />
              <span>
                <span className="block text-sm font-medium">{t(title)}</span>
                <span className="block text-xs text-muted-foreground">{t(time)}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-8 flex justify-center">
        <Button variant="ghost" asChild>
          <Link to="/">
            <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('auth.backHome')}
          </Link>
        </Button>
      </div>

      {isOverlayVisible ? (
        <div
          role="status"
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-background/90 backdrop-blur-sm"
        >
          <Spinner className="size-8 text-primary" />
          <p className="text-lg font-semibold">
            {t('getStarted.settingUp', { type: pendingType ?? 'creator' })}
          </p>
          <p className="text-sm text-muted-foreground">{t('getStarted.moment')}</p>
        </div>
      ) : null}
    </div>
  );
}
