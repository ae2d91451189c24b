import { SUPPORT_EMAIL } from '@partnerly/contracts';
import { expect, it } from 'vitest';
import { SUPPORT_ADDRESS } from './support-address';

it('the error screens offer the same support address as the rest of the app', () => {
  expect(SUPPORT_ADDRESS).toBe(SUPPORT_EMAIL);
});
