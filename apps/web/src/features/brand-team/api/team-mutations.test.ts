import type { BrandProfile } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, type apiFetch } from '@/lib/api-client';
import { createTeamMember } from './team-mutations';

const member = { id: 'p2', profileName: 'Omar Sales', isDefault: false } as BrandProfile;

/** A stand-in for apiFetch that records the calls and answers from `answers` by path. */
function fakeFetch(answers: Record<string, () => unknown>) {
  const calls: string[] = [];
  const fetch = (async (path: string, init?: { method?: string }) => {
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    return answers[path]!();
  }) as typeof apiFetch;
  return { fetch, calls };
}

describe('createTeamMember', () => {
  it('creates the member and, when asked, makes it the account manager', async () => {
    const { fetch, calls } = fakeFetch({
      '/brand-profiles': () => member,
      '/brand-profiles/p2/account-manager': () => ({ profiles: [] }),
    });
    const result = await createTeamMember(fetch, {
      values: { profileName: 'Omar Sales' },
      makeAccountManager: true,
    });
    expect(calls).toEqual(['POST /brand-profiles', 'POST /brand-profiles/p2/account-manager']);
    expect(result).toEqual({ created: { ...member, isDefault: true }, accountManagerFailed: false });
  });

  it('reports the member as added when only the account manager step fails', async () => {
    const { fetch } = fakeFetch({
      '/brand-profiles': () => member,
      '/brand-profiles/p2/account-manager': () => {
        throw new ApiError(500, 'INTERNAL', 'An unexpected error occurred.');
      },
    });
    const result = await createTeamMember(fetch, {
      values: { profileName: 'Omar Sales' },
      makeAccountManager: true,
    });
    expect(result).toEqual({ created: member, accountManagerFailed: true });
  });

  it('fails as a whole when the member cannot be created (e.g. the team limit)', async () => {
    const limit = new ApiError(
      403,
      'FORBIDDEN',
      'Team Member Limit Reached: You can only add 1 team member(s).',
    );
    const { fetch, calls } = fakeFetch({
      '/brand-profiles': () => {
        throw limit;
      },
    });
    await expect(
      createTeamMember(fetch, { values: { profileName: 'Omar Sales' }, makeAccountManager: true }),
    ).rejects.toBe(limit);
    expect(calls).toEqual(['POST /brand-profiles']);
  });

  it('skips the account manager step when not asked', async () => {
    const { fetch, calls } = fakeFetch({ '/brand-profiles': () => member });
    const result = await createTeamMember(fetch, {
      values: { profileName: 'Omar Sales' },
      makeAccountManager: false,
    });
    expect(calls).toEqual(['POST /brand-profiles']);
    expect(result.accountManagerFailed).toBe(false);
  });
});
