import { PAYABLE_PLAN_IDS } from '@partnerly/contracts';
import { z } from 'zod';
import { STORAGE_KEYS } from '@/lib/storage-keys';

// The wizard's progress in this tab (sessionStorage), so a reload keeps the steps done. What
// the account already holds is on the server (the profile); this keeps what is not: the type,
// the account step's names and e-mail (never the password), whether the e-mailed code is
// awaited, and for a brand the plan step it reached and the plan it chose.

const savedProgressSchema = z.object({
  type: z.enum(['creator', 'brand', 'agent']),
  isPreset: z.boolean(),
  /** The e-mail of the account this progress belongs to. */
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Signed up, waiting for the e-mailed code. */
  isConfirming: z.boolean(),
  /** The brand's plan (4) or payment (5) step, once its profile is saved. */
  planStep: z.enum(['plan', 'payment']).nullable(),
  planId: z.enum(PAYABLE_PLAN_IDS).nullable(),
});
export type SavedProgress = z.infer<typeof savedProgressSchema>;

export function readProgress(): SavedProgress | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.onboardingProgress);
    const parsed = savedProgressSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveProgress(progress: SavedProgress | null): void {
  try {
    if (progress) sessionStorage.setItem(STORAGE_KEYS.onboardingProgress, JSON.stringify(progress));
    else sessionStorage.removeItem(STORAGE_KEYS.onboardingProgress);
  } catch {
    // Storage can be unavailable (private mode): a reload then starts the wizard again.
  }
}
