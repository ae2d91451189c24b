import { z } from 'zod';

// What an upload is for: decides the accepted types and where the file is kept.
export const UPLOAD_PURPOSES = [
  'avatar',
  'logo',
  'campaign-banner',
  'content',
  'document',
  'verification-document',
  'dispute-evidence',
  'message-attachment',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const uploadPurpose = z.enum(UPLOAD_PURPOSES);

/**
 * Purposes whose files only their owner may open through GET /api/uploads/{id} (anyone else
 * gets 404): a verification request's screenshot or trade licence, which admins open through
 * the verification queue, a dispute's evidence, which they open in the dispute console, and a
 * message's attachment, which the thread's participants open through the conversation.
 * Every other upload is served to whoever has its id.
 */
export const PRIVATE_UPLOAD_PURPOSES: readonly UploadPurpose[] = [
  'verification-document',
  'dispute-evidence',
  'message-attachment',
];

export function isPrivateUploadPurpose(purpose: string): boolean {
  return (PRIVATE_UPLOAD_PURPOSES as readonly string[]).includes(purpose);
}

export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const VIDEO_UPLOAD_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const DOCUMENT_UPLOAD_TYPES = ['application/pdf', 'text/plain'] as const;
export type UploadContentType =
  | (typeof IMAGE_UPLOAD_TYPES)[number]
  | (typeof VIDEO_UPLOAD_TYPES)[number]
  | (typeof DOCUMENT_UPLOAD_TYPES)[number];

/** Spec: images (banner, logo, profile) max 5 MB; the generic upload max 50 MB. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

const IMAGES: readonly UploadContentType[] = IMAGE_UPLOAD_TYPES;
const IMAGES_AND_VIDEO: readonly UploadContentType[] = [...IMAGE_UPLOAD_TYPES, ...VIDEO_UPLOAD_TYPES];

/** The types each purpose accepts; `document` is the spec's generic upload list. */
export const UPLOAD_TYPES_BY_PURPOSE: Record<UploadPurpose, readonly UploadContentType[]> = {
  avatar: IMAGES,
  logo: IMAGES,
  'campaign-banner': IMAGES,
  content: IMAGES_AND_VIDEO,
  document: [...IMAGES_AND_VIDEO, ...DOCUMENT_UPLOAD_TYPES],
  'verification-document': [...IMAGE_UPLOAD_TYPES, 'application/pdf'],
  'dispute-evidence': [...IMAGE_UPLOAD_TYPES, 'application/pdf'],
  'message-attachment': [...IMAGE_UPLOAD_TYPES, 'application/pdf'],
};

export function isImageUploadType(contentType: string): boolean {
  return (IMAGE_UPLOAD_TYPES as readonly string[]).includes(contentType);
}

export function isUploadTypeAllowed(
  purpose: UploadPurpose,
  contentType: string,
): contentType is UploadContentType {
  return (UPLOAD_TYPES_BY_PURPOSE[purpose] as readonly string[]).includes(contentType);
}

/** The size limit for a file of this (sniffed) type. */
export function uploadMaxBytes(contentType: string): number {
  return isImageUploadType(contentType) ? IMAGE_UPLOAD_MAX_BYTES : FILE_UPLOAD_MAX_BYTES;
}

// Refusals in plain words (issue 13, instead of spec 02's 'File type image/svg+xml is not
// allowed' and 'File size exceeds 5MB limit'): what to choose instead, and the size in MB.

/** For a picture (avatar, logo, banner): GIF is taken too, but people are offered the usual three. */
export const IMAGE_TYPE_MESSAGE = 'Please choose a JPG, PNG or WebP image';

const TYPE_MESSAGES: Record<UploadPurpose, string> = {
  avatar: IMAGE_TYPE_MESSAGE,
  logo: IMAGE_TYPE_MESSAGE,
  'campaign-banner': IMAGE_TYPE_MESSAGE,
  content: 'Please choose a JPG, PNG or WebP image, or an MP4, WebM or MOV video',
  document: 'Please choose an image, a video (MP4, WebM or MOV), a PDF or a text file',
  'verification-document': 'Please choose a JPG, PNG or WebP image, or a PDF',
  'dispute-evidence': 'Please choose a JPG, PNG or WebP image, or a PDF',
  'message-attachment': 'Please choose a JPG, PNG or WebP image, or a PDF',
};

/** The refusal of a file whose type does not suit what it is for. */
export function uploadTypeNotAllowedMessage(purpose: UploadPurpose): string {
  return TYPE_MESSAGES[purpose];
}

/** 'This file is too large. Please choose one of 5 MB or less.' */
export function uploadTooLargeMessage(maxBytes: number): string {
  return `This file is too large. Please choose one of ${Math.round(maxBytes / (1024 * 1024))} MB or less.`;
}

/** POST /api/uploads answer; `url` is a same-origin path that serves the stored bytes. */
export const uploadResponse = z.object({
  id: z.uuid(),
  url: z.string(),
  /** The type read from the bytes (never the one the browser claimed). */
  contentType: z.enum([...IMAGE_UPLOAD_TYPES, ...VIDEO_UPLOAD_TYPES, ...DOCUMENT_UPLOAD_TYPES]),
  size: z.number().int().nonnegative(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;
