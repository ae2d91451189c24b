import { passwordStrength, type PasswordStrength } from '@partnerly/contracts';
import { cn } from '@/lib/utils';

const LEVELS: Record<PasswordStrength, { label: string; bars: number; colour: string; text: string }> = {
  weak: { label: 'Weak', bars: 1, colour: 'bg-destructive', text: 'text-destructive' },
  medium: { label: 'Medium', bars: 2, colour: 'bg-amber-500', text: 'text-amber-700 dark:text-amber-400' },
  strong: { label: 'Strong', bars: 3, colour: 'bg-success', text: 'text-success' },
};

/** Weak under 6 characters; strong from 8 with an uppercase letter and a digit; else medium. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const level = LEVELS[passwordStrength(password)];
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
      <p className={cn('text-xs font-medium', level.text)}>Password strength: {level.label}</p>
    </div>
  );
}
