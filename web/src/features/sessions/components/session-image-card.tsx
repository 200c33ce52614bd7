import type { SessionImage } from '@fotostudio/shared/contracts/sessions';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useLanguage } from '../../../i18n/use-language';
import { formatFileSize } from '../utils/file-size';

/**
 * One session image and its processing state: a spinner while pending, the thumbnail and
 * its compression result when ready, the catalogue message of its failure otherwise.
 */
export const SessionImageCard = ({
  image,
  isNew,
  marked,
  onToggleMark,
  disabled,
}: {
  image: SessionImage;
  isNew: boolean;
  marked: boolean;
  onToggleMark: () => void;
  disabled: boolean;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { language } = useLanguage();
  const { compression } = image;

  const picture = () => {
    if (image.status === 'ready' && image.thumbUrl) {
      return <img src={image.thumbUrl} alt={image.fileName} width={image.width ?? undefined} height={image.height ?? undefined} loading="lazy" />;
    }
    // The badge says it; one live region per pending image would flood a screen reader.
    if (image.status === 'pending') {
      return (
        <span className="spinner spinner-sm" aria-hidden="true">
          <span className="spinner-circle" />
        </span>
      );
    }
    return <span className="session-image-failed-mark" aria-hidden="true">!</span>;
  };

  return (
    <li className={['session-image', `is-${image.status}`, marked ? 'is-marked' : ''].filter(Boolean).join(' ')} aria-label={image.fileName}>
      <div className="session-image-picture">{picture()}</div>
      <div className="session-image-body">
        <span className="session-image-name">{image.fileName}</span>
        <span className="session-image-badges">
          <Badge tone={image.status === 'ready' ? 'success' : image.status === 'failed' ? 'warning' : 'neutral'}>{t(`sessions.images.state.${image.status}`)}</Badge>
          {isNew ? <Badge tone="accent">{t('sessions.images.new')}</Badge> : null}
          {marked ? <Badge tone="warning">{t('sessions.images.marked')}</Badge> : null}
        </span>
        {image.status === 'failed' && image.failureReason ? <span className="session-image-problem">{errorMessage(`files.${image.failureReason}`)}</span> : null}
        {image.status === 'ready' && compression ? (
          <span className="session-image-compression">
            {t(`sessions.images.compression.${compression.kept}`, {
              original: formatFileSize(compression.originalBytes, language),
              kept: formatFileSize(compression.keptBytes, language),
              ratio: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(compression.ratioPercent),
              file: compression.fileName,
            })}
          </span>
        ) : null}
        <button
          type="button"
          className="button button-ghost session-image-toggle"
          aria-label={marked ? t('sessions.images.restoreOf', { name: image.fileName }) : t('sessions.images.markForDeletionOf', { name: image.fileName })}
          disabled={disabled}
          onClick={onToggleMark}
        >
          {marked ? t('sessions.images.restore') : t('sessions.images.markForDeletion')}
        </button>
      </div>
    </li>
  );
};
