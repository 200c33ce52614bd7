import { randomUUID } from 'node:crypto';
import { createProfileUpload } from '@fotostudio/shared/contracts/account';
import { requireAccount } from '../../account/photographer-account.js';
import { profileUploadPrefix } from '../../account/update-profile.js';
import { photographerRoute } from '../../lib/http/http-function.js';
import { presignImageUpload } from '../../media/presigned-upload.js';

const FILE_STEM = { profilePhoto: 'photo', businessLogo: 'logo' } as const;

export const createProfileUploadHandler = photographerRoute(createProfileUpload, async ({ caller, body }) => {
  await requireAccount(caller.photographerId);
  return presignImageUpload({
    // A fresh name per upload: a cached old photo can never be served for the new one.
    keyWithoutExtension: `${profileUploadPrefix(caller.photographerId)}${FILE_STEM[body.purpose]}-${randomUUID()}`,
    contentType: body.contentType,
    sizeBytes: body.sizeBytes,
  });
});
