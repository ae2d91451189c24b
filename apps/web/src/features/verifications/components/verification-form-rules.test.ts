import { IMAGE_TYPE_MESSAGE, VERIFICATION_MESSAGES } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkBusinessForm,
  checkCreatorForm,
  evidenceFileProblem,
  followersOf,
  serverFieldErrors,
} from './verification-form-rules';

const SHOT = '6f1c1a52-37a4-4a4e-9d55-0d5e8a7b1c01';

describe('the creator form', () => {
  it('sends a profile typed without https:// and a count with separators', () => {
    expect(
      checkCreatorForm(
        { platform: 'tiktok', platformUrl: 'tiktok.com/@layla', claimedFollowers: '48,200' },
        SHOT,
      ),
    ).toEqual({
      request: {
        kind: 'creator',
        platform: 'tiktok',
        platformUrl: 'https://tiktok.com/@layla',
        claimedFollowers: 48_200,
        screenshotUploadId: SHOT,
      },
    });
  });

  it('says what is missing or wrong, one message per field', () => {
    expect(checkCreatorForm({ platform: '', platformUrl: '', claimedFollowers: '' }, null).errors).toEqual({
      platform: VERIFICATION_MESSAGES.platformRequired,
      platformUrl: VERIFICATION_MESSAGES.platformUrlInvalid,
      claimedFollowers: VERIFICATION_MESSAGES.followersRequired,
    });
    expect(
      checkCreatorForm(
        { platform: 'instagram', platformUrl: 'https://x.com/layla', claimedFollowers: '0' },
        null,
      ).errors,
    ).toEqual({
      platformUrl: VERIFICATION_MESSAGES.platformUrlWrongHost('instagram'),
      claimedFollowers: VERIFICATION_MESSAGES.followersPositive,
    });
    expect(followersOf(' 1 200 ')).toBe(1200);
    expect(followersOf('  ')).toBeUndefined();
  });
});

describe('the business form', () => {
  it('needs a licence number and its document', () => {
    expect(checkBusinessForm('', null).errors).toEqual({
      tradeLicenceNumber: VERIFICATION_MESSAGES.tradeLicenceRequired,
      documentUploadId: VERIFICATION_MESSAGES.documentRequired,
    });
    expect(checkBusinessForm(' CN-1234567 ', SHOT)).toEqual({
      request: { kind: 'business', tradeLicenceNumber: 'CN-1234567', documentUploadId: SHOT },
    });
  });

  it("keeps the server's field messages it knows", () => {
    expect(serverFieldErrors({ documentUploadId: ['gone', 'second'], other: ['x'] })).toEqual({
      documentUploadId: 'gone',
    });
  });
});

describe('a chosen file', () => {
  it('is an image for a screenshot, an image or a PDF for a licence, within the size limits', () => {
    expect(evidenceFileProblem({ type: 'image/png', size: 1000 }, 'screenshot')).toBeNull();
    expect(evidenceFileProblem({ type: 'application/pdf', size: 1000 }, 'screenshot')).toBe(
      IMAGE_TYPE_MESSAGE,
    );
    expect(evidenceFileProblem({ type: 'application/pdf', size: 1000 }, 'document')).toBeNull();
    expect(evidenceFileProblem({ type: 'text/plain', size: 10 }, 'document')).toBe(
      'Please choose a JPG, PNG or WebP image, or a PDF',
    );
    expect(evidenceFileProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 }, 'document')).toBe(
      'This file is too large. Please choose one of 5 MB or less.',
    );
  });
});
