import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageUploadState } from '../hooks/use-image-upload';
import { useErrorMessage } from '../i18n/use-error-message';
import { ACCEPTED_IMAGE_TYPES } from '../lib/image-upload';
import { Button } from './ui/button';
import { Dropdown } from './ui/dropdown';
import { useFilePicker } from './ui/file-picker';
import { Icon } from './ui/icon';
import { ProgressBar } from './ui/progress-bar';

/** The words of one image field: its own, since a logo and a product image are named apart. */
export interface ImageUploadFieldTexts {
  label: string;
  upload: string;
  change: string;
  remove: string;
  /** With it, "change" opens a menu (this item, then remove); without it, change and remove are two buttons. */
  uploadNew?: string;
  /** Read while a new image is being attached (a field that saves at once); nothing is shown without it. */
  saving?: string;
}

/**
 * The one image-upload field, for every screen with a single image (profile photo, business
 * logo, product image): the image (or its placeholder) the feature draws, then its label and
 * hint, upload / change / remove, the upload's progress, the saving status and the refusal
 * with its catalogue message. The feature keeps the upload itself (useImageUpload, and what
 * attaching the key means) and says what to do with a chosen file and with remove; the
 * field opens the file chooser (JPEG, PNG, WEBP) and clears the last refusal first.
 */
export const ImageUploadField = ({
  testId,
  className,
  preview,
  texts,
  hint,
  empty,
  editing = true,
  hasImage,
  state,
  onReset,
  onFile,
  onRemove,
  children,
}: {
  testId: string;
  /** A modifier of `image-field` (e.g. the logo's wider preview). */
  className?: string;
  /** The image, or its placeholder. */
  preview: ReactNode;
  texts: ImageUploadFieldTexts;
  hint?: string | null;
  /** Shown instead of the actions when not editing and there is no image. */
  empty?: string | null;
  /** False: the image is only shown. */
  editing?: boolean;
  /** An image is shown: the actions offer to change or remove it. */
  hasImage: boolean;
  state: ImageUploadState;
  /** Clears the last refusal: called before the chooser opens. */
  onReset: () => void;
  onFile: (file: File) => void;
  onRemove: () => void;
  /** Rendered after the field (a confirmation dialog). */
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const labelId = useId();
  const picker = useFilePicker({ accept: ACCEPTED_IMAGE_TYPES, onFile });
  const busy = state.status === 'uploading' || state.status === 'saving';
  const progress = state.status === 'uploading' ? Math.round(state.progress * 100) : null;
  const chooseFile = () => {
    onReset();
    picker.open();
  };

  const actions = () => {
    if (!hasImage) {
      return (
        <Button variant="secondary" icon={<Icon name="upload" size={18} />} disabled={busy} onClick={chooseFile}>
          {texts.upload}
        </Button>
      );
    }
    if (texts.uploadNew) {
      return (
        <Dropdown
          label={texts.change}
          disabled={busy}
          items={[
            { id: 'upload', label: texts.uploadNew, icon: 'upload', onSelect: chooseFile },
            { id: 'remove', label: texts.remove, icon: 'trash', danger: true, onSelect: onRemove },
          ]}
        />
      );
    }
    return (
      <>
        <Button variant="secondary" icon={<Icon name="upload" size={18} />} disabled={busy} onClick={chooseFile}>
          {texts.change}
        </Button>
        <Button variant="ghost" icon={<Icon name="trash" size={18} />} disabled={busy} onClick={onRemove}>
          {texts.remove}
        </Button>
      </>
    );
  };

  return (
    <div className={className ? `image-field ${className}` : 'image-field'} data-testid={testId} role="group" aria-labelledby={labelId}>
      {preview}
      <div className="image-field-body">
        <p className="image-field-label" id={labelId}>
          {texts.label}
        </p>
        {hint ? <p className="field-hint">{hint}</p> : null}
        {!editing && !hasImage && empty ? <p className="image-field-empty">{empty}</p> : null}
        {editing ? <div className="image-field-actions">{actions()}</div> : null}
        {progress !== null ? (
          <ProgressBar label={t('ui.imageField.progressLabel')} value={progress} status={t('ui.imageField.uploading', { percent: progress })} />
        ) : null}
        {state.status === 'saving' && texts.saving ? (
          <p className="upload-status" aria-live="polite">
            {texts.saving}
          </p>
        ) : null}
        {state.status === 'error' ? (
          <p className="field-error" role="alert">
            {errorMessage(state.code)}
          </p>
        ) : null}
      </div>
      {picker.input}
      {children}
    </div>
  );
};
