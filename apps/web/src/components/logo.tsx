import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** The Partnerly wordmark, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn('flex items-center gap-2 rounded-md text-lg font-bold tracking-tight', className)}
      aria-label="Partnerly home"
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M10 24V8h7a5 5 0 0 1 0 10h-4v6z" className="fill-primary-foreground" />
      </svg>
      <span>Partnerly</span>
    </Link>
  );
}
