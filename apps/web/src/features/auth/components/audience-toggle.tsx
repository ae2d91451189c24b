import type { SignUpUserType } from '@partnerly/contracts';
import { cn } from '@/lib/utils';

const LABELS: Record<SignUpUserType, string> = { creator: 'Creator', brand: 'Brand' };

interface AudienceToggleProps {
  value: SignUpUserType;
  onChange: (value: SignUpUserType) => void;
}

/** Creator / Brand switch of the sign-in views: Google and e-mail codes are for creators only. */
export function AudienceToggle({ value, onChange }: AudienceToggleProps) {
  return (
    <div
      role="group"
      aria-label="I am signing in as"
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
          {LABELS[type]}
        </button>
      ))}
    </div>
  );
}
