import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dropdown } from '../../../components/ui/dropdown';
import { useFilePicker } from '../../../components/ui/file-picker';
import { Icon } from '../../../components/ui/icon';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { ACCEPTED_IMAGE_TYPES } from '../../../lib/image-upload';
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
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const copy = COPY[purpose];
  const { state, upload, remove, reset } = useProfileImageUpload(purpose);
  const picker = useFilePicker({ accept: ACCEPTED_IMAGE_TYPES, onFile: (file) => void onFile(file) });
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [imageFailed, setImageFailed] = useState<string | null>(null);

  const busy = state.status === 'uploading' || state.status === 'saving';
  const chooseFile = () => {
    reset();
    picker.open();
  };

  const onFile = async (file: File) => {
    const me = await upload(file);
    if (me) toast.success(t(`profile.${copy}.uploaded`));
  };

  const onRemove = async () => {
    const me = await remove();
    setConfirmRemove(false);
    if (me) toast.success(t(`profile.${copy}.removed`));
  };

  const progress = state.status === 'uploading' ? Math.round(state.progress * 100) : null;
  const showImage = imageUrl !== null && imageFailed !== imageUrl;

  return (
    <div className={`image-field image-field-${copy}`} data-testid={`${copy}-field`}>
      <div className="image-preview">
        {showImage ? (
          <img src={imageUrl} alt={t(`profile.${copy}.alt`)} onError={() => setImageFailed(imageUrl)} />
        ) : (
          <Icon name={purpose === 'profilePhoto' ? 'user' : 'building'} size={34} className="image-placeholder" />
        )}
      </div>
      <div className="image-field-body">
        <p className="image-field-label">{t(`profile.${copy}.label`)}</p>
        {editing ? <p className="field-hint">{t('profile.image.hintEditing')}</p> : null}
        {!editing && !imageUrl ? <p className="image-field-empty">{t('common.notSet')}</p> : null}
        {editing ? (
          <div className="image-field-actions">
            {imageUrl ? (
              <Dropdown
                label={t(`profile.${copy}.change`)}
                disabled={busy}
                items={[
                  { id: 'upload', label: t(`profile.${copy}.uploadNew`), icon: 'upload', onSelect: chooseFile },
                  { id: 'remove', label: t(`profile.${copy}.remove`), icon: 'trash', danger: true, onSelect: () => setConfirmRemove(true) },
                ]}
              />
            ) : (
              <Button variant="secondary" icon={<Icon name="upload" size={18} />} disabled={busy} onClick={chooseFile}>
                {t(`profile.${copy}.upload`)}
              </Button>
            )}
          </div>
        ) : null}
        {progress !== null ? (
          <ProgressBar label={t('profile.image.progressLabel')} value={progress} status={t('profile.image.uploading', { percent: progress })} />
        ) : null}
        {state.status === 'saving' ? <p className="upload-status" aria-live="polite">{t('profile.image.saving')}</p> : null}
        {state.status === 'error' ? (
          <p className="field-error" role="alert">
            {errorMessage(state.code)}
          </p>
        ) : null}
      </div>
      {picker.input}
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
    </div>
  );
};
