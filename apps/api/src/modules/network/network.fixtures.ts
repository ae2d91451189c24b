import type { NetworkCreator } from '@partnerly/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';
import { send } from '../campaigns/campaigns.fixtures';

// Request helpers shared by the network tests.

export { send };

/** Adds the creator to the brand's network through the API; 201 or 200 expected. */
export async function addFavourite(t: TestApp, brand: TestUser, creatorId: string): Promise<void> {
  const response = await send(t, 'POST', '/api/network', brand, { creatorId });
  expect([200, 201], await response.clone().text()).toContain(response.status);
}

/** GET /api/network as the user; fails the test unless it answers 200. */
export async function networkOf(t: TestApp, user: TestUser): Promise<NetworkCreator[]> {
  const response = await send(t, 'GET', '/api/network', user);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { creators: NetworkCreator[] }).creators;
}

/** GET /api/network/ids as the user. */
export async function networkIdsOf(t: TestApp, user: TestUser): Promise<string[]> {
  const response = await send(t, 'GET', '/api/network/ids', user);
  expect(response.status).toBe(200);
  return ((await response.json()) as { creatorIds: string[] }).creatorIds;
}
