import { passwordStrength, type PasswordStrength } from '@partnerly/contracts';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

const LEVELS: Record<PasswordStrength, { bars: number; colour: string; text: string }> = {
  weak: { bars: 1, colour: 'bg-destructive', text: 'text-destructive' },
  medium: { bars: 2, colour: 'bg-amber-500', text: 'text-amber-700 dark:text-amber-400' },
  strong: { bars: 3, colour: 'bg-success', text: 'text-success' },
};

/** Weak under 6 characters; strong from 8 with an uppercase letter and a digit; else medium. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useT();
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = LEVELS[strength];
  return (
    <div className="grid gap-1" aria-live="polite">
      <div className="grid grid-cols-3 gap-1" aria-hidden>
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={cn('h-1.5 rounded-full', bar <= level.bars ? level.colour : 'bg-muted')}
          />
        ))}
      </div>
      <p className={cn('text-xs font-medium', level.text)}>
        {t('onboarding.passwordStrength', { level: strength })}
      </p>
    </div>
  );
}
