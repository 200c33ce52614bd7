import { listSessionImages, removeSessionImages } from '@fotostudio/shared/contracts/sessions';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { errorCodeOf } from '../../../lib/api-client';
import { useRouteMutation } from '../../../lib/use-route';
import { useSessionImages } from '../api/get-session-images';
import { useImageUploads } from '../hooks/use-image-uploads';
import { ImageUploader } from './image-uploader';
import { LocationDataSetting } from './location-data-setting';
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
  const toast = useCatalogueToast();
  const images = useSessionImages(sessionId);
  const uploads = useImageUploads();
  // The marked images go; names whose files could not be deleted come back. The list is read again either way.
  const { trigger: removeImages } = useRouteMutation(removeSessionImages, { invalidates: [listSessionImages] });
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [notDeleted, setNotDeleted] = useState<string[]>([]);
  const added = new Set(uploads.items.flatMap((item) => (item.imageId ? [item.imageId] : [])));
  const list = images.data?.images ?? [];
  const markedShown = list.filter((image) => marked.has(image.imageId));

  const uploading = uploads.phase.kind !== 'idle';
  // Closing with marks not saved, or while files are still on their way, asks first.
  useEffect(() => onUnsavedChanges(marked.size > 0 || uploading), [onUnsavedChanges, marked.size, uploading]);

  const mark = (next: ReadonlySet<string>) => setMarked(next);

  const toggle = (imageId: string) => {
    const next = new Set(marked);
    if (next.has(imageId)) next.delete(imageId);
    else next.add(imageId);
    mark(next);
  };

  const save = async () => {
    if (markedShown.length === 0 || saving) return;
    setSaving(true);
    try {
      const result = await removeImages({ params: { sessionId }, body: { imageIds: markedShown.map((image) => image.imageId) } });
      mark(new Set());
      setNotDeleted(result.deletedErrors);
      if (result.deletedErrors.length > 0) toast.showCode('sessions.files_not_deleted', { names: result.deletedErrors.join(', ') });
      else toast.showCode('sessions.images_updated');
    } catch (error) {
      toast.showCode('sessions.images_update_failed', { msg: errorMessage(errorCodeOf(error)) });
    } finally {
      setSaving(false);
    }
  };

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
            onToggleMark={() => toggle(image.imageId)}
          />
        ))}
      </ul>
    );
  };

  return (
    <div className="session-images-tab">
      {images.data ? <p className="field-hint">{t('sessions.images.count', { count: images.data.images.length, limit: images.data.limit })}</p> : null}
      {notDeleted.length > 0 ? <Alert tone="warning">{errorMessage('sessions.files_not_deleted', { names: notDeleted.join(', ') })}</Alert> : null}
      {markedShown.length > 0 ? (
        <Alert
          tone="warning"
          action={
            <>
              <Button variant="secondary" disabled={saving} onClick={() => mark(new Set())}>
                {t('sessions.images.restoreAll')}
              </Button>
              <Button variant="danger" pending={saving} onClick={() => void save()}>
                {saving ? t('ui.saving') : t('sessions.images.saveRemovals')}
              </Button>
            </>
          }
        >
          {t('sessions.images.markedCount', { count: markedShown.length })}
        </Alert>
      ) : null}
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
