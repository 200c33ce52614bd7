import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../components/image-upload-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { useToast } from '../../../components/ui/toast';
import { useProfileImageUpload, type ProfileImagePurpose } from '../hooks/use-profile-image-upload';

const COPY = {
  profilePhoto: 'photo',
  businessLogo: 'logo',
} as const;

/**
 * The profile photo or business logo: the current image from its signed URL and, in edit
 * mode, upload (with progress) and remove. An image is saved as soon as it is uploaded;
 * it is not part of the form's Save.
 */
export const ProfileImageField = ({
  purpose,
  imageUrl,
  editing,
}: {
  purpose: ProfileImagePurpose;
  /** Signed URL of the current image, null without one. */
  imageUrl: string | null;
  editing: boolean;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = COPY[purpose];
  const { state, upload, remove, reset } = useProfileImageUpload(purpose);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [imageFailed, setImageFailed] = useState<string | null>(null);

  const onFile = async (file: File) => {
    const me = await upload(file);
    if (me) toast.success(t(`profile.${copy}.uploaded`));
  };

  const onRemove = async () => {
    const me = await remove();
    setConfirmRemove(false);
    if (me) toast.success(t(`profile.${copy}.removed`));
  };

  const showImage = imageUrl !== null && imageFailed !== imageUrl;

  return (
    <ImageUploadField
      testId={`${copy}-field`}
      className={`image-field-${copy}`}
      preview={
        <div className="image-preview">
          {showImage ? (
            <img src={imageUrl} alt={t(`profile.${copy}.alt`)} onError={() => setImageFailed(imageUrl)} />
          ) : (
            <Icon name={purpose === 'profilePhoto' ? 'user' : 'building'} size={34} className="image-placeholder" />
          )}
        </div>
      }
      texts={{
        label: t(`profile.${copy}.label`),
        upload: t(`profile.${copy}.upload`),
        change: t(`profile.${copy}.change`),
        uploadNew: t(`profile.${copy}.uploadNew`),
        remove: t(`profile.${copy}.remove`),
        saving: t('profile.image.saving'),
      }}
      hint={editing ? t('profile.image.hintEditing') : null}
      empty={t('common.notSet')}
      editing={editing}
      hasImage={imageUrl !== null}
      state={state}
      onReset={reset}
      onFile={(file) => void onFile(file)}
      onRemove={() => setConfirmRemove(true)}
    >
      <ConfirmDialog
        open={confirmRemove}
        title={t(`profile.${copy}.removeTitle`)}
        confirmLabel={t(`profile.${copy}.remove`)}
        danger
        pending={state.status === 'saving'}
        onConfirm={() => void onRemove()}
        onCancel={() => setConfirmRemove(false)}
      >
        <p>{t(`profile.${copy}.removeMessage`)}</p>
      </ConfirmDialog>
    </ImageUploadField>
  );
};
