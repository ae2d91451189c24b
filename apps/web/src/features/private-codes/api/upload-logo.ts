import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '@/lib/upload-image';

interface LogoUpload {
  /** The cropped 300x300 PNG. */
  file: File;
  onProgress(percent: number): void;
}

/** POST /api/uploads (purpose logo): the code's logo, sent with the code as its upload id. */
export function useUploadLogo() {
  return useMutation({
    mutationFn: ({ file, onProgress }: LogoUpload) => uploadImage(file, 'logo', onProgress),
  });
}
