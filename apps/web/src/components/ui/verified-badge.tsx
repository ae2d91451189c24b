import { BadgeCheck } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Badge } from './badge';

/**
 * The verified badge an admin's approval earns ('Verified Creator', 'Verified Brand', 'Verified
 * Agent'): the same look wherever a verified account is shown.
 */
export function VerifiedBadge({ label, className }: { label: string; className?: string }) {
  return (
    <Badge variant="secondary" className={cn('gap-1 text-emerald-700 dark:text-emerald-400', className)}>
      <BadgeCheck className="size-3.5" aria-hidden /> {label}
    </Badge>
  );
}
