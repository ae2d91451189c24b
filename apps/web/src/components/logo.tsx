import { Link } from 'react-router';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

const BRAND_NAME = 'Partnerly';

/** The Partnerly wordmark, linking home. */
export function Logo({ className }: { className?: string }) {
  const t = useT();
  return (
    <Link
      to="/"
      className={cn('flex items-center gap-2 rounded-md text-lg font-bold tracking-tight', className)}
      aria-label={t('common.logoHome')}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M10 24V8h7a5 5 0 0 1 0 10h-4v6z" className="fill-primary-foreground" />
      </svg>
      <span>{BRAND_NAME}</span>
    </Link>
  );
}
