import type { CheckInCreator } from '@partnerly/contracts';
import { initialsOf } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';

/** Initials of a full name ('Layla Haddad' -> 'LH'), as the app's avatars show them. */
function initialsOfName(name: string): string {
  const parts = name.trim().split(/\s+/);
  return initialsOf({
    firstName: parts[0],
    lastName: parts.length > 1 ? parts.at(-1) : null,
    companyName: name,
  });
}

/** The creator's photo, so staff can compare it with the person in front of them; else initials. */
export function CreatorAvatar({
  creator,
  size = 'sm',
}: {
  creator: Pick<CheckInCreator, 'name' | 'avatarUrl'>;
  size?: 'sm' | 'lg';
}) {
  const t = useT();
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted font-semibold text-muted-foreground',
        size === 'lg' ? 'size-20 text-2xl' : 'size-10 text-sm',
      )}
    >
      {creator.avatarUrl ? (
        <img
          src={creator.avatarUrl}
          alt={t('checkIn.photoOf', { name: creator.name })}
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden>{initialsOfName(creator.name)}</span>
      )}
    </span>
  );
}
