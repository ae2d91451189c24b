import { uaeToday, updateAdvertiserPermitInput } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { reviewPermit } from '../advertiser-permits/admin-permits';
import { saveAdvertiserPermit } from '../advertiser-permits/save-advertiser-permit';
import { addDays } from '../platform-analytics/uae-days';

// The demo's UAE Advertiser Permits (issue 24): Casey's is verified (the super admin checked
// it), Layla's waits in the admin queue; Omar has none, so the demo brand sees the warning on
// his new iftar application. Seeded with the marketplace, before its approvals, through the
// same use cases as the API.

export const DEMO_PERMIT_NUMBERS = { casey: 'UAE-MC-2025-48213', layla: 'UAE-MC-2025-51977' } as const;

export async function seedDemoPermits(
  deps: AppDeps,
  people: { creator: string; layla: string; superAdmin: string },
  at: (days: number) => Date,
): Promise<void> {
  const save = (userId: string, permitNumber: string, expiresInDays: number, days: number) =>
    saveAdvertiserPermit(
      deps,
      userId,
      updateAdvertiserPermitInput.parse({
        mode: 'permit',
        permitNumber,
        expiresOn: addDays(uaeToday(at(0)), expiresInDays),
      }),
      at(days),
    );
  await save(people.creator, DEMO_PERMIT_NUMBERS.casey, 240, -45);
  await reviewPermit(deps, people.superAdmin, people.creator, { outcome: 'verified' }, at(-44));
  await save(people.layla, DEMO_PERMIT_NUMBERS.layla, 300, -1);
}
