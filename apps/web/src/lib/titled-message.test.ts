import { BRAND_PROFILE_MESSAGES } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { splitTitledMessage } from './titled-message';

describe('splitTitledMessage', () => {
  it("splits the spec's 'Title: description' messages", () => {
    expect(splitTitledMessage(BRAND_PROFILE_MESSAGES.teamMemberLimitReached(5), 'Error')).toEqual({
      title: 'Team Member Limit Reached',
      description: 'You can only add 5 team member(s) with your current plan.',
    });
    expect(splitTitledMessage(BRAND_PROFILE_MESSAGES.cannotDeleteMain, 'Error')).toEqual({
      title: 'Cannot Delete',
      description: 'Cannot delete the main profile. This profile has subscription management permissions.',
    });
  });

  it('keeps a message without a title whole under the fallback title', () => {
    expect(splitTitledMessage('Failed to add team member', 'Error')).toEqual({
      title: 'Error',
      description: 'Failed to add team member',
    });
    expect(splitTitledMessage('Upload failed: file too large', 'Error')).toEqual({
      title: 'Upload failed',
      description: 'file too large',
    });
    // A sentence that merely contains a colon later on is not a title.
    expect(splitTitledMessage('Could not reach Partnerly at 10:30. Try again.', 'Error')).toEqual({
      title: 'Error',
      description: 'Could not reach Partnerly at 10:30. Try again.',
    });
  });
});
