import {
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGING_MESSAGES,
  uploadMaxBytes,
  uploadTooLargeMessage,
} from '@partnerly/contracts';

/** A file chosen for the next message: uploading, uploaded (its upload id), or refused. */
export interface ComposerFile {
  localId: string;
  name: string;
  contentType: string;
  progress: number;
  uploadId: string | null;
  error: string | null;
}

/**
 * Which chosen files may be uploaded, checked before any byte goes out (the server sniffs the
 * bytes again): images and PDF only, each within its size limit, at most MESSAGE_ATTACHMENTS_MAX
 * with the ones already attached. Refused files carry the reason.
 */
export function checkChosenFiles(
  files: readonly { name: string; type: string; size: number }[],
  alreadyAttached: number,
): { file: { name: string; type: string; size: number }; error: string | null }[] {
  let room = MESSAGE_ATTACHMENTS_MAX - alreadyAttached;
  return files.map((file) => {
    if (!(MESSAGE_ATTACHMENT_TYPES as readonly string[]).includes(file.type))
      return { file, error: MESSAGING_MESSAGES.attachmentType };
    if (file.size > uploadMaxBytes(file.type))
      return { file, error: uploadTooLargeMessage(uploadMaxBytes(file.type)) };
    if (room <= 0) return { file, error: MESSAGING_MESSAGES.tooManyAttachments };
    room -= 1;
    return { file, error: null };
  });
}
