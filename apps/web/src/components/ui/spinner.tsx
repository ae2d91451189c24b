import { LoaderCircle } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

/** A spinning icon; decorative unless given a label. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cn('size-5 animate-spin text-muted-foreground motion-reduce:animate-none', className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}

/** A centred spinner with a visible status text, for whole-page loading. */
export function PageLoader({ text }: { text?: string }) {
  const t = useT();
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-8">
      <Spinner className="size-8" />
      <p className="text-sm text-muted-foreground">{text ?? t('common.loading')}</p>
    </div>
  );
}
