import { SUBMISSION_SCREENSHOTS_MAX } from '@partnerly/contracts';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload-image';
import { deleteUpload } from '../api/delete-upload';
import { screenshotFileError, screenshotRoom } from './campaign-work-format';

export interface Screenshot {
  key: string;
  name: string;
  /** The chosen file, shown before and while it uploads. */
  previewUrl: string;
  progress: number;
  uploadId: string | null;
  error: string | null;
}

const UPLOAD_FAILED = 'Upload failed. Remove it and choose the image again.';

let nextKey = 1;

/**
 * The submit form's screenshots: each chosen image is checked, uploaded at once (purpose
 * content) with its progress, previewed and removable. Only uploaded ones go with the
 * submission; a removed upload is deleted from the server.
 */
export function useScreenshotUploads() {
  const [screenshots, setScreenshots] = useState<Screenshot[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: string, change: Partial<Screenshot>) =>
    setScreenshots((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: File[]) => {
    const room = screenshotRoom(screenshots.length);
    const problems: string[] = [];
    if (files.length > room) {
      problems.push(`Add at most ${SUBMISSION_SCREENSHOTS_MAX} screenshots: remove one to add another.`);
    }
    const accepted = files.slice(0, room).filter((file) => {
      const error = screenshotFileError(file);
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
        { key, name: file.name, previewUrl, progress: 0, uploadId: null, error: null },
      ]);
      uploadImage(file, 'content', (progress) => update(key, { progress })).then(
        (upload) => update(key, { uploadId: upload.id, progress: 100 }),
        (error: unknown) => update(key, { error: isApiError(error) ? error.message : UPLOAD_FAILED }),
      );
    }
  };

  const remove = (key: string) => {
    const item = screenshots.find((entry) => entry.key === key);
    if (!item) return;
    setScreenshots((current) => current.filter((entry) => entry.key !== key));
    URL.revokeObjectURL(item.previewUrl);
    urls.current.delete(item.previewUrl);
    // Tidying only: a leftover upload is harmless, so a failure here says nothing.
    if (item.uploadId) deleteUpload(item.uploadId).catch(() => undefined);
    setProblem(null);
  };

  /** After a submission: the uploads now belong to it, the form starts empty. */
  const clear = () => {
    for (const item of screenshots) {
      URL.revokeObjectURL(item.previewUrl);
      urls.current.delete(item.previewUrl);
    }
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
