/** Avatar initials of a brand profile (spec 02 section 9): first letters of its first two words, 'BP' for none. */
export function profileInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
  return initials || 'BP';
}
