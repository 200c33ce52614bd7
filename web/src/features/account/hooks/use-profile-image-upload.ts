import type { Me } from '@fotostudio/shared/contracts/account';
import type { UploadPurpose } from '@fotostudio/shared/contracts/media';
import { useCallback } from 'react';
import { useImageUpload } from '../../../hooks/use-image-upload';
import { useUpdateProfile } from '../api/update-profile';

export type { ImageUploadState } from '../../../hooks/use-image-upload';

/** The purposes of the profile screen (product images belong to the catalogue). */
export type ProfileImagePurpose = Extract<UploadPurpose, 'profilePhoto' | 'businessLogo'>;

const KEY_FIELD = { profilePhoto: 'photoKey', businessLogo: 'logoKey' } as const;

/**
 * The profile photo or business logo: uploaded, then attached with PUT /api/me (whose
 * answer carries the signed URL to show). `remove` clears it.
 */
export const useProfileImageUpload = (purpose: ProfileImagePurpose) => {
  const { trigger } = useUpdateProfile();
  const attach = useCallback((key: string | null): Promise<Me> => trigger({ body: { [KEY_FIELD[purpose]]: key } }), [purpose, trigger]);
  const { state, upload, save, reset } = useImageUpload(purpose, attach);
  const remove = useCallback(() => save(() => attach(null)), [save, attach]);
  return { state, upload, remove, reset };
};
