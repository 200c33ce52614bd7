import { listSessionFinals, removeSessionFinals, type FinalMatchReportView } from '@fotostudio/shared/contracts/session-finals';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRouteMutation } from '../../../lib/use-route';
import { useSessionFinals } from '../api/get-session-finals';
import { useImageUploads } from '../hooks/use-image-uploads';
import { DeliveryPublishing } from './delivery-publishing';
import { useMarkedRemovals } from '../hooks/use-marked-removals';
import { DeliverySettingsForm } from './delivery-settings-form';
import { ImageUploader } from './image-uploader';
import { LocationDataSetting } from './location-data-setting';
import { MarkedRemovalsAlert } from './marked-removals-alert';
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
  const finals = useSessionFinals(sessionId);
  const uploads = useImageUploads();
  const { trigger: removeFinals } = useRouteMutation(removeSessionFinals, { invalidates: [listSessionFinals] });
  const list = finals.data?.finals ?? [];
  const removals = useMarkedRemovals(list, (imageIds) => removeFinals({ params: { sessionId }, body: { imageIds } }));
  const { marked, saving } = removals;
  const added = new Set(uploads.items.flatMap((item) => (item.imageId ? [item.imageId] : [])));
  const uploading = uploads.phase.kind !== 'idle';
  useEffect(() => onUnsavedChanges(marked.size > 0 || uploading), [onUnsavedChanges, marked.size, uploading]);

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
            <MarkedRemovalsAlert removals={removals} label={t('sessions.finals.markedCount', { count: removals.markedShown.length })} />
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
              onToggleMark={() => removals.toggle(final.imageId)}
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
