import { listSessionFinals, removeSessionFinals, type FinalMatchReportView } from '@fotostudio/shared/contracts/session-finals';
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
import { useSessionFinals } from '../api/get-session-finals';
import { useImageUploads } from '../hooks/use-image-uploads';
import { DeliveryPublishing } from './delivery-publishing';
import { DeliverySettingsForm } from './delivery-settings-form';
import { ImageUploader } from './image-uploader';
import { LocationDataSetting } from './location-data-setting';
import { SessionImageCard } from './session-image-card';

/** How the finals match the confirmed selection: matched, selected but missing, extra (shared/src/gallery/final-matching.ts). */
const MatchReport = ({ report }: { report: FinalMatchReportView }) => {
  const { t } = useTranslation();
  const names = (files: { fileName: string }[]) => files.map((file) => file.fileName).join(', ');
  return (
    <section className="finals-report" aria-labelledby="finals-report-title">
      <h3 className="form-section-title" id="finals-report-title">
        {t('sessions.finals.report.title')}
      </h3>
      {report.selectionVersion === null ? <p className="field-hint">{t('sessions.finals.report.noSelection')}</p> : null}
      <ul className="finals-report-lines">
        <li data-testid="finals-matched">
          <strong>{t('sessions.finals.report.matched', { count: report.matched.length })}</strong>
          {report.matched.length > 0 ? (
            <span>{report.matched.map((match) => t('sessions.finals.report.pair', { final: match.final.fileName, selected: match.selected.fileName })).join(', ')}</span>
          ) : null}
        </li>
        {report.selectionVersion === null ? null : (
          <li data-testid="finals-missing">
            <strong>{t('sessions.finals.report.missing', { count: report.missing.length })}</strong>
            {report.missing.length > 0 ? <span>{names(report.missing)}</span> : null}
          </li>
        )}
        <li data-testid="finals-extra">
          <strong>{t('sessions.finals.report.extra', { count: report.extra.length })}</strong>
          {report.extra.length > 0 ? <span>{names(report.extra)}</span> : null}
        </li>
      </ul>
    </section>
  );
};

/**
 * The delivery's set ("Entrega", issue 28 point 4): the edited finals uploaded as the images are
 * (never watermarked nor compressed), how they match the client's confirmed selection, removing
 * some before publishing, and publishing the delivery (delivery-publishing.tsx). Marked finals are
 * removed on save, as images are.
 */
export const FinalsTab = ({ sessionId, readOnly, onUnsavedChanges }: { sessionId: string; readOnly: boolean; onUnsavedChanges: (unsaved: boolean) => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useCatalogueToast();
  const finals = useSessionFinals(sessionId);
  const uploads = useImageUploads();
  const { trigger: removeFinals } = useRouteMutation(removeSessionFinals, { invalidates: [listSessionFinals] });
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const added = new Set(uploads.items.flatMap((item) => (item.imageId ? [item.imageId] : [])));
  const list = finals.data?.finals ?? [];
  const markedShown = list.filter((final) => marked.has(final.imageId));
  const uploading = uploads.phase.kind !== 'idle';
  useEffect(() => onUnsavedChanges(marked.size > 0 || uploading), [onUnsavedChanges, marked.size, uploading]);

  const toggle = (imageId: string) => {
    const next = new Set(marked);
    if (next.has(imageId)) next.delete(imageId);
    else next.add(imageId);
    setMarked(next);
  };

  const save = async () => {
    if (markedShown.length === 0 || saving) return;
    setSaving(true);
    try {
      const result = await removeFinals({ params: { sessionId }, body: { imageIds: markedShown.map((final) => final.imageId) } });
      setMarked(new Set());
      if (result.deletedErrors.length > 0) toast.showCode('sessions.files_not_deleted', { names: result.deletedErrors.join(', ') });
      else toast.showCode('sessions.images_updated');
    } catch (error) {
      toast.showCode('sessions.images_update_failed', { msg: errorMessage(errorCodeOf(error)) });
    } finally {
      setSaving(false);
    }
  };

  if (finals.error && !finals.data) {
    return <LoadError message={errorMessage(finals.error.code)} retryLabel={t('common.retry')} onRetry={() => void finals.mutate()} />;
  }
  if (!finals.data) return <Spinner label={t('sessions.finals.loading')} />;
  return (
    <div className="session-images-tab session-finals-tab">
      <p className="field-hint">{t('sessions.finals.intro')}</p>
      <MatchReport report={finals.data.report} />
      {readOnly ? null : (
        <DeliveryPublishing sessionId={sessionId} delivery={finals.data.delivery} readyFinals={list.filter((final) => final.status === 'ready').length} />
      )}
      {markedShown.length > 0 ? (
        <Alert
          tone="warning"
          action={
            <>
              <Button variant="secondary" disabled={saving} onClick={() => setMarked(new Set())}>
                {t('sessions.images.restoreAll')}
              </Button>
              <Button variant="danger" pending={saving} onClick={() => void save()}>
                {saving ? t('ui.saving') : t('sessions.images.saveRemovals')}
              </Button>
            </>
          }
        >
          {t('sessions.finals.markedCount', { count: markedShown.length })}
        </Alert>
      ) : null}
      {list.length === 0 ? (
        <EmptyState icon="image" title={t('sessions.finals.emptyTitle')} message={t('sessions.finals.emptyMessage')} />
      ) : (
        <ul className="session-image-grid" aria-label={t('sessions.finals.gridLabel')}>
          {list.map((final) => (
            <SessionImageCard
              key={final.imageId}
              image={final}
              isNew={added.has(final.imageId)}
              marked={marked.has(final.imageId)}
              disabled={saving || readOnly}
              onToggleMark={() => toggle(final.imageId)}
            />
          ))}
        </ul>
      )}
      <DeliverySettingsForm sessionId={sessionId} readOnly={readOnly} />
      {readOnly ? null : <LocationDataSetting sessionId={sessionId} />}
      {readOnly ? null : (
        <>
          <h3 className="form-section-title">{t('sessions.finals.addTitle')}</h3>
          <ImageUploader
            uploads={uploads}
            imageCount={list.length}
            perSession={finals.data.limit}
            busy={saving}
            onAdded={(accepted) => {
              if (accepted > 0) void uploads.send(sessionId, { set: 'finals' });
            }}
          />
        </>
      )}
    </div>
  );
};
