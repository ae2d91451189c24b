import { DISPUTE_STATUS_LABELS, type AdminDispute, type DisputeStatus } from '@partnerly/contracts';
import { userTypeLabel } from '@/lib/format';

/** The list's filter: every status, or one. */
export const STATUS_FILTERS: readonly ('' | DisputeStatus)[] = ['', 'open', 'investigating', 'resolved'];

export function filterLabel(status: '' | DisputeStatus, counts: Record<DisputeStatus, number> | undefined) {
  const label = status === '' ? 'All' : DISPUTE_STATUS_LABELS[status];
  if (!counts) return label;
  const total = status === '' ? counts.open + counts.investigating + counts.resolved : counts[status];
  return `${label} (${total})`;
}

/** 'Sara Ahmed (Creator)'; a removed account reads 'Deleted account'. */
export function partyLabel(person: AdminDispute['initiator'] | null): string {
  if (!person) return 'Deleted account';
  return person.userType ? `${person.name} (${userTypeLabel(person.userType)})` : person.name;
}
