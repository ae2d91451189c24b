import { useState } from 'react';
import { initialsOf } from '@/lib/format';
import { cn } from '@/lib/utils';

/** A party's photo or logo, else their initials. Decorative: the text beside it names them. */
export function PartyAvatar({
  name,
  avatarUrl,
  className,
}: {
  name: string;
  avatarUrl: string | null;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full border-2 border-background bg-primary text-xs font-semibold text-primary-foreground',
        className,
      )}
    >
      {avatarUrl && avatarUrl !== failedUrl ? (
        <img
          src={avatarUrl}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedUrl(avatarUrl)}
        />
      ) : (
        initialsOf(rest.length ? { firstName: first, lastName: rest.at(-1) } : { companyName: first })
      )}
    </span>
  );
}
