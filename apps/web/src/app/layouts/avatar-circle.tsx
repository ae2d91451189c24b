/** The account's initials in a circle (top bar and its mobile menu). */
export function AvatarCircle({ initials }: { initials: string }) {
  return (
    <span
      aria-hidden
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
    >
      {initials}
    </span>
  );
}
