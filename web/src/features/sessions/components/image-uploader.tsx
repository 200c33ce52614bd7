import { effectiveLimits, MEBIBYTE } from '@fotostudio/shared/plans';
import { SESSION_IMAGE_LIMITS } from '@fotostudio/shared/sessions/session-limits';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useLanguage } from '../../../i18n/use-language';
import type { useImageUploads, UploadItemStatus } from '../hooks/use-image-uploads';
import { formatFileSize } from '../utils/file-size';
import { SESSION_IMAGE_ACCEPT } from '../utils/image-selection';

const TONES: Record<UploadItemStatus, BadgeTone> = { waiting: 'neutral', refused: 'warning', uploading: 'accent', uploaded: 'success', failed: 'warning' };

/**
 * Picks images (button or drag and drop), shows each file's state and refusal with its
 * catalogue message, and the progress of the checks and uploads, read out politely.
 */
export const ImageUploader = ({
  uploads,
  imageCount,
  perSession,
  busy,
  onAdded,
}: {
  uploads: ReturnType<typeof useImageUploads>;
  /** Images the session already holds. */
  imageCount: number;
  /**
   * The photographer's images-per-session limit (their plan's, from the server); until it is
   * known the browser does not check the session's room and the server's check is the only one.
   */
  perSession: number | undefined;
  /** Something else is being saved: no new files meanwhile. */
  busy: boolean;
  /** Called with the number of files accepted from a new pick. */
  onAdded?: (accepted: number) => void;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { language } = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { items, phase } = uploads;
  const working = busy || phase.kind !== 'idle';
  const refused = items.filter((item) => item.status === 'refused').length;
  // Files with a problem first, so a long selection does not hide them.
  const shown = [...items].sort((a, b) => Number(b.problem !== null) - Number(a.problem !== null));
  const waiting = items.filter((item) => item.status === 'waiting').length;

  const take = async (files: readonly File[]) => {
    if (working || files.length === 0) return;
    const added = await uploads.add(files, imageCount, perSession ?? Number.POSITIVE_INFINITY);
    onAdded?.(added.filter((item) => item.status === 'waiting').length);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(Array.from(event.dataTransfer.files));
  };

  const progress = () => {
    switch (phase.kind) {
      case 'checking':
        return <ProgressBar label={t('sessions.images.progressLabel')} value={phase.done} max={Math.max(phase.total, 1)} status={t('sessions.images.checking', { n: phase.done, total: phase.total })} />;
      case 'compressing':
        return <ProgressBar label={t('sessions.images.progressLabel')} value={phase.done} max={Math.max(phase.total, 1)} status={t('sessions.images.compressing', { n: phase.done, total: phase.total })} />;
      case 'asking':
        return <ProgressBar label={t('sessions.images.progressLabel')} status={t('sessions.images.asking')} />;
      case 'uploading':
        return (
          <ProgressBar
            label={t('sessions.images.progressLabel')}
            value={Math.round(phase.fraction * 100)}
            status={t('sessions.images.uploading', { n: phase.current, total: phase.total })}
          />
        );
      default:
        return null;
    }
  };

  return (
    <div className="session-uploader">
      <div
        className={dragging ? 'session-dropzone is-dragging' : 'session-dropzone'}
        onDragOver={(event) => {
          event.preventDefault();
          if (!working) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="upload" size={28} />
        <p>{t('sessions.images.dropHere')}</p>
        <Button variant="secondary" disabled={working} onClick={() => input.current?.click()}>
          {t('sessions.images.choose')}
        </Button>
        {perSession === undefined ? null : (
          <p className="field-hint">{t('sessions.images.hint', { perSelection: SESSION_IMAGE_LIMITS.perSelection, perSession, maxMegabytes: effectiveLimits().uploadMaxBytes / MEBIBYTE })}</p>
        )}
        <input
          ref={input}
          type="file"
          accept={SESSION_IMAGE_ACCEPT}
          multiple
          hidden
          data-testid="session-image-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // The same files chosen again must still fire a change.
            event.target.value = '';
            void take(files);
          }}
        />
      </div>
      <div aria-live="polite">{progress()}</div>
      {items.length > 0 ? (
        <>
          <div className="session-upload-summary">
            <span>{t('sessions.images.summary', { count: waiting })}</span>
            {refused > 0 ? (
              <Button variant="ghost" disabled={working} onClick={uploads.removeRefused}>
                {t('sessions.images.removeRefused', { count: refused })}
              </Button>
            ) : null}
          </div>
          <ul className="session-upload-list" aria-label={t('sessions.images.selectionLabel')}>
            {shown.map((item) => (
              <li key={item.key} className={`session-upload-item is-${item.status}`}>
                <span className="session-upload-name">{item.file.name}</span>
                <span className="session-upload-size">{formatFileSize(item.file.size, language)}</span>
                <Badge tone={TONES[item.status]}>{t(`sessions.images.fileStatus.${item.status}`)}</Badge>
                {item.problem ? <span className="session-upload-problem">{errorMessage(item.problem.code, item.problem.params)}</span> : null}
                {item.status === 'waiting' || item.status === 'refused' ? (
                  <button
                    type="button"
                    className="icon-button"
                    disabled={working}
                    aria-label={t('sessions.images.removeFile', { name: item.file.name })}
                    title={t('sessions.images.removeFile', { name: item.file.name })}
                    onClick={() => uploads.remove(item.key)}
                  >
                    <Icon name="close" size={16} />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
};
