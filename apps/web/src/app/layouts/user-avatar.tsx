import { useState } from 'react';
import { initialsOf } from '@/lib/format';
import type { Me } from '@/lib/session';

/**
 * The signed-in person's avatar in the top bar: their uploaded profile photo, or their
 * initials when there is none (or it cannot be loaded). Decorative: the button or text next
 * to it names the person.
 */
export function UserAvatar({ profile }: { profile: Me['profile'] }) {
  const imageUrl = profile?.profileImageUrl ?? null;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showsPhoto = imageUrl !== null && imageUrl !== failedUrl;
  return (
    <span
      aria-hidden
      data-testid="user-avatar"
      className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground"
    >
      {showsPhoto ? (
        <img
          src={imageUrl}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        initialsOf(profile)
      )}
    </span>
  );
}
