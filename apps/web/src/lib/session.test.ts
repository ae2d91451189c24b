import { VERIFICATION_EVENTS } from '@partnerly/contracts';
import { expect, it } from 'vitest';
import { ME_CHANGED_EVENTS } from './session';

it("re-reads the profile on the events that change it (the contracts' names)", () => {
  expect(ME_CHANGED_EVENTS).toEqual([VERIFICATION_EVENTS.changed]);
});
