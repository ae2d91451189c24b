import type { CreatorProfile, UploadResponse } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ProfileImageError, uploadImage } from '@/lib/upload-image';
import { useStoreCreatorProfile } from './update-creator-profile';

/** Uploads the cropped photo, then makes it the creator's profile photo (PUT .../image). */
export function useSetCreatorProfileImage() {
  const store = useStoreCreatorProfile();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      let upload: UploadResponse;
      try {
        upload = await uploadImage(file, 'avatar', onProgress);
      } catch (error) {
        throw new ProfileImageError('upload', error);
      }
      try {
        return await apiFetch<CreatorProfile>('/me/creator-profile/image', {
          method: 'PUT',
          body: { uploadId: upload.id },
        });
      } catch (error) {
        throw new ProfileImageError('update', error);
      }
    },
    onSuccess: store,
  });
}

/** DELETE /api/me/creator-profile/image ('Remove'). */
export function useRemoveCreatorProfileImage() {
  const store = useStoreCreatorProfile();
  return useMutation({
    mutationFn: () => apiFetch<CreatorProfile>('/me/creator-profile/image', { method: 'DELETE' }),
    onSuccess: store,
  });
}
