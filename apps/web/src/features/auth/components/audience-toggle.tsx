import type { SignUpUserType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

const LABELS: Record<SignUpUserType, MessageKey> = {
  creator: 'auth.audienceCreator',
  brand: 'auth.audienceBrand',
};

interface AudienceToggleProps {
  value: SignUpUserType;
  onChange: (value: SignUpUserType) => void;
}

/** Creator / Brand switch of the sign-in views: Google and e-mail codes are for creators only. */
export function AudienceToggle({ value, onChange }: AudienceToggleProps) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('auth.audienceGroup')}
      className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
    >
      {(Object.keys(LABELS) as SignUpUserType[]).map((type) => (
        <button
          key={type}
          type="button"
          aria-pressed={value === type}
          onClick={() => onChange(type)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            value === type
              ? 'bg-background text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {t(LABELS[type])}
        </button>
      ))}
    </div>
  );
}
