import type { SignUpUserType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { Building2, Camera, Users, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

interface TypeOption {
  type: SignUpUserType | 'agency';
  title: MessageKey;
  text: MessageKey;
  icon: LucideIcon;
}

const OPTIONS: TypeOption[] = [
  {
    type: 'creator',
    title: 'onboarding.type.creator',
    text: 'getStarted.creatorText',
    icon: Camera,
  },
  {
    type: 'brand',
    title: 'onboarding.type.brand',
    text: 'getStarted.brandText',
    icon: Building2,
  },
  { type: 'agency', title: 'getStarted.agencyTitle', text: 'getStarted.agencyText', icon: Users },
];

/** Step 1: the account type (Agency is 'Coming Soon' and cannot be chosen). */
export function AccountTypeStep({ onChoose }: { onChoose: (type: SignUpUserType) => void }) {
  const t = useT();
  return (
    <div className="grid gap-6">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">{t('onboarding.chooseType')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('onboarding.chooseTypeIntro')}</p>
      </div>
      <ul className="grid gap-3">
        {OPTIONS.map(({ type, title, text, icon: Icon }) => {
          const isDisabled = type === 'agency';
          return (
            <li key={type}>
              <button
                type="button"
                aria-disabled={isDisabled || undefined}
                onClick={() => {
                  if (type === 'agency') {
                    toast({
                      title: t('getStarted.comingSoon'),
                      description: t('getStarted.agencyComingSoon'),
                    });
                  } else {
                    onChoose(type);
                  }
                }}
                className={cn(
                  'flex w-full items-center gap-4 rounded-xl border bg-card p-4 text-start shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isDisabled ? 'cursor-not-allowed opacity-60' : 'hover:border-primary hover:bg-accent/40',
                )}
              >
                <Icon className="size-8 shrink-0 text-primary" aria-hidden />
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="flex flex-wrap items-center gap-2 font-semibold">
                    {t(title)}
                    {isDisabled ? <Badge variant="secondary">{t('getStarted.comingSoon')}</Badge> : null}
                  </span>
                  <span className="text-sm text-muted-foreground">{t(text)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
