// Downloads, when the package allows them: the whole gallery as a zip built in the
// background (started, polled, its progress shown, then its link; a large gallery's zip in
// parts, each listed with its state and linked once built), and one photo at a time.
import { useEffect, useState } from 'react';
import type { GalleryDownload, GalleryDownloadPart } from '@fotostudio/shared/contracts/gallery';
import { downloadFromUrl } from '../../lib/download-link';
import { codeOfError, galleryApi } from '../api';
import { megabytes } from '../format';
import { useI18n, type TextKey } from '../i18n';

const POLL_MS = 2000;

/** The calls of a zip: the proofing gallery's, or the delivery's finals (issue 28 point 4). */
interface ZipCalls {
  start: (linkKey: string) => Promise<GalleryDownload>;
  get: (linkKey: string, downloadId: string) => Promise<GalleryDownload>;
}
const PROOFS_ZIP: ZipCalls = { start: galleryApi.startDownload, get: galleryApi.getDownload };
export const FINALS_ZIP: ZipCalls = { start: galleryApi.startDeliveryDownload, get: galleryApi.getDeliveryDownload };

interface DownloadAllProps {
  linkKey: string;
  imageCount: number;
  zip?: ZipCalls;
  /** The section's title and button (the delivery says "Descargar todo"). */
  titleKey?: TextKey;
  startKey?: TextKey;
}

type DownloadState = { kind: 'idle' } | { kind: 'starting' } | { kind: 'working'; download: GalleryDownload } | { kind: 'failed'; code: string };

export const DownloadAll = ({ linkKey, imageCount, zip = PROOFS_ZIP, titleKey = 'download.title', startKey = 'download.start' }: DownloadAllProps) => {
  const { t, m, language } = useI18n();
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });

  const downloadId = state.kind === 'working' && state.download.status === 'preparing' ? state.download.downloadId : undefined;
  useEffect(() => {
    if (!downloadId) return undefined;
    let stopped = false;
    const timer = setTimeout(() => {
      zip.get(linkKey, downloadId).then(
        (download) => {
          if (stopped) return;
          setState(download.status === 'failed' ? { kind: 'failed', code: 'gallery.download_failed' } : { kind: 'working', download });
        },
        (error: unknown) => {
          // A passing network fault: poll again; a refusal ends the wait.
          if (stopped) return;
          const code = codeOfError(error);
          setState((current) => (code === 'general.network' && current.kind === 'working' ? { ...current, download: { ...current.download } } : { kind: 'failed', code }));
        },
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [linkKey, downloadId, state, zip]);

  const start = (): void => {
    setState({ kind: 'starting' });
    zip.start(linkKey).then(
      (download) => setState(download.status === 'failed' ? { kind: 'failed', code: 'gallery.download_failed' } : { kind: 'working', download }),
      (error: unknown) => setState({ kind: 'failed', code: codeOfError(error, 'gallery.download_failed') }),
    );
  };

  return (
    <section className="g-card" aria-labelledby="g-download-title">
      <h2 id="g-download-title" className="g-section-title">
        {t(titleKey)}
      </h2>
      <p className="g-muted">{t('download.intro', { count: imageCount })}</p>
      <div aria-live="polite">
        {state.kind === 'working' && state.download.status === 'preparing' && (
          <div className="g-progress">
            <progress aria-label={t('download.preparing')} />
            <span>{t('download.progress', { size: megabytes(state.download.bytes, language), count: state.download.imageCount })}</span>
          </div>
        )}
        {state.kind === 'working' && state.download.parts.length > 1 && <DownloadParts parts={state.download.parts} />}
        {state.kind === 'working' && state.download.status === 'ready' && state.download.url && (
          <p>
            <a className="g-button" href={state.download.url} download>
              {t('download.ready', { size: megabytes(state.download.bytes, language) })}
            </a>
          </p>
        )}
        {state.kind === 'working' && state.download.status === 'ready' && state.download.emailedTo && (
          <p className="g-muted g-small">{t('download.emailed', { email: state.download.emailedTo })}</p>
        )}
        {state.kind === 'failed' && (
          <p className="g-error" role="alert">
            {m(state.code)}
          </p>
        )}
      </div>
      {(state.kind === 'idle' || state.kind === 'failed' || state.kind === 'starting') && (
        <button type="button" className="g-button g-button-secondary" onClick={start} disabled={state.kind === 'starting'}>
          {state.kind === 'failed' ? t('common.retry') : t(startKey)}
        </button>
      )}
    </section>
  );
};

/**
 * A zip in parts: each part is a link as soon as it is built (the first while the rest is
 * prepared), served with Range, so a dropped download resumes in the browser.
 */
const DownloadParts = ({ parts }: { parts: GalleryDownloadPart[] }) => {
  const { t, language } = useI18n();
  const count = parts.length;
  return (
    <>
      <p className="g-muted">{t('download.partsIntro', { count })}</p>
      <ol className="g-download-parts" aria-label={t('download.partsLabel')}>
        {parts.map((part) => (
          <li key={part.number}>
            {part.status === 'ready' && part.url ? (
              <a className="g-button" href={part.url} download={part.fileName}>
                {t('download.partReady', { number: part.number, count, size: megabytes(part.bytes, language) })}
              </a>
            ) : (
              <span className="g-muted">{t(part.status === 'preparing' ? 'download.partPreparing' : 'download.partWaiting', { number: part.number, count })}</span>
            )}
          </li>
        ))}
      </ol>
    </>
  );
};

/** Fetches the photo's short-lived signed link and hands it to the browser as a download. */
export const ImageDownloadButton = ({ linkKey, imageId }: { linkKey: string; imageId: string }) => {
  const { t, m } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="g-button g-button-secondary"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          galleryApi.imageDownload(linkKey, imageId).then(
            ({ url, fileName }) => {
              setBusy(false);
              downloadFromUrl(url, fileName);
            },
            (failure: unknown) => {
              setBusy(false);
              setError(codeOfError(failure, 'gallery.image_download_failed'));
            },
          );
        }}
      >
        {t('image.download')}
      </button>
      {error && (
        <span className="g-error" role="alert">
          {m(error)}
        </span>
      )}
    </>
  );
};
