import type { BrandProfile, UploadPurpose, UploadResponse } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeBrandProfile } from '@/api/brand-profiles/brand-profile-cache';
import { brandProfileKeys } from '@/api/brand-profiles/brand-profile-keys';
import { apiFetch, apiPath } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session';
import { ProfileImageError, uploadImage } from '@/lib/upload-image';

/** The image kinds of the profile photo component (spec 02 section 2). */
export type ProfileImageKind = 'logo' | 'photo';

const PURPOSE: Record<ProfileImageKind, UploadPurpose> = { logo: 'logo', photo: 'avatar' };

function useAfterImageChange() {
  const queryClient = useQueryClient();
  return (saved: BrandProfile) => {
    storeBrandProfile(queryClient, saved);
    void queryClient.invalidateQueries({ queryKey: brandProfileKeys.all });
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
}

/** Uploads the cropped image, then makes it the profile's logo / photo (PUT .../image). */
export function useSetProfileImage(profileId: string, kind: ProfileImageKind) {
  const afterChange = useAfterImageChange();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      let upload: UploadResponse;
      try {
        upload = await uploadImage(file, PURPOSE[kind], onProgress);
      } catch (error) {
        throw new ProfileImageError('upload', error);
      }
      try {
        return await apiFetch<BrandProfile>(apiPath`/brand-profiles/${profileId}/image`, {
          method: 'PUT',
          body: { uploadId: upload.id },
        });
      } catch (error) {
        throw new ProfileImageError('update', error);
      }
    },
    onSuccess: afterChange,
  });
}

/** DELETE /api/brand-profiles/:id/image ('Remove'). */
export function useRemoveProfileImage(profileId: string) {
  const afterChange = useAfterImageChange();
  return useMutation({
    mutationFn: () =>
      apiFetch<BrandProfile>(apiPath`/brand-profiles/${profileId}/image`, { method: 'DELETE' }),
    onSuccess: afterChange,
  });
}
