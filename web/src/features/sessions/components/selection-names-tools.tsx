import { selectionNamesText, type SelectionNameFormat } from '@fotostudio/shared/gallery/selection-names';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { selectionFileName } from '../utils/selection-view';

/** Saves text as a file through a temporary link: the browser's own download, no server. */
const downloadText = (text: string, fileName: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
};

/**
 * The chosen file names for the photographer's editing program: copied as Lightroom
 * Classic's or Capture One's filter wants them, or saved as a .txt file, one per line.
 */
export const SelectionNamesTools = ({ fileNames, fileNameParts }: { fileNames: readonly string[]; fileNameParts: readonly string[] }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();

  const copy = async (format: Exclude<SelectionNameFormat, 'lines'>) => {
    const result = selectionNamesText(fileNames, format);
    if (!result.ok) {
      catalogueToast.showCode(result.code);
      return;
    }
    try {
      await navigator.clipboard.writeText(result.text);
      toast.success(t(`sessions.selections.names.copied.${format}`, { count: result.count }));
    } catch {
      catalogueToast.showCode('sessions.copy_failed');
    }
  };

  const download = () => {
    const result = selectionNamesText(fileNames, 'lines');
    if (!result.ok) {
      catalogueToast.showCode(result.code);
      return;
    }
    downloadText(result.text, selectionFileName(fileNameParts));
  };

  return (
    <div className="selection-names" role="group" aria-label={t('sessions.selections.names.label')}>
      <Button variant="secondary" icon={<Icon name="copy" size={18} />} onClick={() => void copy('lightroom')}>
        {t('sessions.selections.names.lightroom')}
      </Button>
      <Button variant="secondary" icon={<Icon name="copy" size={18} />} onClick={() => void copy('captureOne')}>
        {t('sessions.selections.names.captureOne')}
      </Button>
      <Button variant="secondary" onClick={download}>
        {t('sessions.selections.names.download')}
      </Button>
    </div>
  );
};
