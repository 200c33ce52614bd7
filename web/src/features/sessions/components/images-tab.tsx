import { listSessionImages, removeSessionImages } from '@fotostudio/shared/contracts/sessions';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRouteMutation } from '../../../lib/use-route';
import { useSessionImages } from '../api/get-session-images';
import { useImageUploads } from '../hooks/use-image-uploads';
import { useMarkedRemovals } from '../hooks/use-marked-removals';
import { ImageUploader } from './image-uploader';
import { LocationDataSetting } from './location-data-setting';
import { MarkedRemovalsAlert } from './marked-removals-alert';
import { SessionImageCard } from './session-image-card';

/**
 * The session's images with their states (polled while any is processing). Images marked
 * for deletion are removed only on save and can be restored until then (spec section 4
 * "Image edits"); images added here carry a "New" badge.
 */
export const ImagesTab = ({
  sessionId,
  compress,
  onUnsavedChanges,
}: {
  sessionId: string;
  /** The session's package allows no download: files are compressed before they are sent. */
  compress: boolean;
  onUnsavedChanges: (unsaved: boolean) => void;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const images = useSessionImages(sessionId);
  const uploads = useImageUploads();
  const { trigger: removeImages } = useRouteMutation(removeSessionImages, { invalidates: [listSessionImages] });
  const list = images.data?.images ?? [];
  const removals = useMarkedRemovals(list, (imageIds) => removeImages({ params: { sessionId }, body: { imageIds } }));
  const { marked, saving, notDeleted } = removals;
  const added = new Set(uploads.items.flatMap((item) => (item.imageId ? [item.imageId] : [])));

  const uploading = uploads.phase.kind !== 'idle';
  // Closing with marks not saved, or while files are still on their way, asks first.
  useEffect(() => onUnsavedChanges(marked.size > 0 || uploading), [onUnsavedChanges, marked.size, uploading]);

  const grid = () => {
    if (images.error && !images.data) {
      return <LoadError message={errorMessage(images.error.code)} retryLabel={t('common.retry')} onRetry={() => void images.mutate()} />;
    }
    if (!images.data) return <Spinner label={t('sessions.images.loading')} />;
    if (list.length === 0) return <EmptyState icon="image" title={t('sessions.images.emptyTitle')} message={t('sessions.images.emptyMessage')} />;
    return (
      <ul className="session-image-grid" aria-label={t('sessions.images.gridLabel')}>
        {list.map((image) => (
          <SessionImageCard
            key={image.imageId}
            image={image}
            isNew={added.has(image.imageId)}
            marked={marked.has(image.imageId)}
            disabled={saving}
            onToggleMark={() => removals.toggle(image.imageId)}
          />
        ))}
      </ul>
    );
  };

  return (
    <div className="session-images-tab">
      {images.data ? <p className="field-hint">{t('sessions.images.count', { count: images.data.images.length, limit: images.data.limit })}</p> : null}
      {notDeleted.length > 0 ? <Alert tone="warning">{errorMessage('sessions.files_not_deleted', { names: notDeleted.join(', ') })}</Alert> : null}
      <MarkedRemovalsAlert removals={removals} label={t('sessions.images.markedCount', { count: removals.markedShown.length })} />
      {grid()}
      {compress ? null : <LocationDataSetting sessionId={sessionId} />}
      <h3 className="form-section-title">{t('sessions.images.addTitle')}</h3>
      <ImageUploader
        uploads={uploads}
        imageCount={list.length}
        perSession={images.data?.limit}
        busy={saving}
        onAdded={(accepted) => {
          if (accepted > 0) void uploads.send(sessionId, { compress });
        }}
      />
    </div>
  );
};
