import { UserRound } from 'lucide-react';

/** The creator's photo, or a placeholder; decorative (the name sits beside it). */
export function CreatorAvatar({ url, size = 'md' }: { url: string | null; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-8' : 'size-12';
  return url ? (
    <img src={url} alt="" className={`${box} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      className={`flex ${box} shrink-0 items-center justify-center rounded-full bg-primary/10`}
      aria-hidden
    >
      <UserRound className="size-1/2 text-primary" />
    </span>
  );
}
