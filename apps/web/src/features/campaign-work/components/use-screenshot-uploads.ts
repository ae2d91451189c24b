import { SUBMISSION_SCREENSHOTS_MAX, type SubmissionScreenshot } from '@partnerly/contracts';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/campaign-keys';
import { useT } from '@/lib/i18n/i18n-provider';
import { uploadImage } from '@/lib/upload-image';
import { deleteUpload } from '../api/delete-upload';
import { screenshotFileError, screenshotRoom } from './campaign-work-format';

export interface Screenshot {
  key: string;
  name: string;
  /** The chosen file, shown before and while it uploads (a stored one: where it is served). */
  previewUrl: string;
  progress: number;
  uploadId: string | null;
  error: string | null;
  /** Sent before (results being corrected): removing it leaves it out, the file stays stored. */
  isStored: boolean;
}

/** Screenshots sent before, shown as uploaded ('Screenshot 1'...). */
function storedScreenshots(t: Translate, stored: readonly SubmissionScreenshot[]): Screenshot[] {
  return stored.map((shot, index) => ({
    key: `stored-${shot.id}`,
    name: t('campaignWork.screenshotName', { number: index + 1 }),
    previewUrl: shot.url,
    progress: 100,
    uploadId: shot.id,
    error: null,
    isStored: true,
  }));
}

let nextKey = 1;

/**
 * A form's screenshots (content submission, final results): each chosen image is checked,
 * uploaded at once (purpose content) with its progress, previewed and removable. Only uploaded
 * ones go with the submission; a removed upload is deleted from the server. `stored` are the
 * screenshots sent before, kept unless removed (and never deleted: they are still evidence).
 */
export function useScreenshotUploads(stored: readonly SubmissionScreenshot[] = []) {
  const t = useT();
  const [screenshots, setScreenshots] = useState<Screenshot[]>(() => storedScreenshots(t, stored));
  const [problem, setProblem] = useState<string | null>(null);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  /** Frees a preview this hook made (a stored screenshot's address is not one). */
  const forget = (previewUrl: string) => {
    if (urls.current.delete(previewUrl)) URL.revokeObjectURL(previewUrl);
  };

  const update = (key: string, change: Partial<Screenshot>) =>
    setScreenshots((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: File[]) => {
    const room = screenshotRoom(screenshots.length);
    const problems: string[] = [];
    if (files.length > room) {
      problems.push(t('campaignWork.tooManyFiles', { max: SUBMISSION_SCREENSHOTS_MAX }));
    }
    const accepted = files.slice(0, room).filter((file) => {
      const error = screenshotFileError(t, file);
      if (error) problems.push(`${file.name}: ${error}`);
      return error === null;
    });
    setProblem(problems.length > 0 ? problems.join(' ') : null);
    for (const file of accepted) {
      const key = `screenshot-${nextKey++}`;
      const previewUrl = URL.createObjectURL(file);
      urls.current.add(previewUrl);
      setScreenshots((current) => [
        ...current,
        { key, name: file.name, previewUrl, progress: 0, uploadId: null, error: null, isStored: false },
      ]);
      uploadImage(file, 'content', (progress) => update(key, { progress })).then(
        (upload) => update(key, { uploadId: upload.id, progress: 100 }),
        (error: unknown) =>
          update(key, { error: isApiError(error) ? error.message : t('campaignWork.uploadFailed') }),
      );
    }
  };

  const remove = (key: string) => {
    const item = screenshots.find((entry) => entry.key === key);
    if (!item) return;
    setScreenshots((current) => current.filter((entry) => entry.key !== key));
    forget(item.previewUrl);
    // Tidying only: a leftover upload is harmless, so a failure here says nothing.
    if (item.uploadId && !item.isStored) deleteUpload(item.uploadId).catch(() => undefined);
    setProblem(null);
  };

  /** After a submission: the uploads now belong to it, the form starts empty. */
  const clear = () => {
    for (const item of screenshots) forget(item.previewUrl);
    setScreenshots([]);
    setProblem(null);
  };

  return {
    screenshots,
    problem,
    uploadIds: screenshots.flatMap((item) => (item.uploadId ? [item.uploadId] : [])),
    isUploading: screenshots.some((item) => item.uploadId === null && item.error === null),
    hasFailed: screenshots.some((item) => item.error !== null),
    add,
    remove,
    clear,
  };
}

export type ScreenshotUploads = ReturnType<typeof useScreenshotUploads>;
