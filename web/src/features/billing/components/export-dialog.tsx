import { EXPORT_FORMATS } from '@fotostudio/shared/contracts/billing/vocabulary';
import { exportInvoices } from '@fotostudio/shared/contracts/billing/document-routes';
import { exportVerifactuRecords } from '@fotostudio/shared/contracts/billing/verifactu';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { FormModal } from '../../../components/ui/form-modal';
import { RadioGroup } from '../../../components/ui/radio-group';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { apiRequest, shownErrorCodeOf } from '../../../lib/api-client';
import { downloadFromUrl } from '../../../lib/download-link';
import { usePreferences } from '../../../lib/preferences';

/** The invoices as CSV or XLSX, or the VERI*FACTU records as a ZIP an inspector can be handed. */
const CHOICES = [...EXPORT_FORMATS, 'verifactu'] as const;
type ExportChoice = (typeof CHOICES)[number];

/** The accountant's export (the invoices issued in a period) or the books' records of the period. */
export const ExportDialog = ({ today, onClose }: { today: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { dateFormat } = usePreferences();
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<ExportChoice>('xlsx');
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [focus, setFocus] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!from || !to) {
      setFormError(t('billing.validation.required'));
      setFocus((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      if (format === 'verifactu') {
        const file = await apiRequest(exportVerifactuRecords, { query: { from, to } });
        downloadFromUrl(file.url, file.fileName);
        toast.success(t('billing.exportDialog.recordsDone', { count: file.recordCount }));
      } else {
        const file = await apiRequest(exportInvoices, { query: { from, to, format } });
        downloadFromUrl(file.url, file.fileName);
        toast.success(t('billing.exportDialog.done', { count: file.invoiceCount }));
      }
      onClose();
    } catch (error) {
      const code = shownErrorCodeOf(error);
      if (code) setFormError(errorMessage(code));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal
      title={t('billing.exportDialog.title')}
      size="lg"
      height="auto"
      saving={saving}
      formError={formError}
      focusErrorSignal={focus}
      onSubmit={submit}
      onClose={onClose}
      unsavedChanges={false}
      submitLabel={t('billing.exportDialog.download')}
      savingLabel={t(format === 'verifactu' ? 'billing.exportDialog.buildingRecords' : 'billing.exportDialog.preparing')}
    >
      <p className="field-hint">{t(format === 'verifactu' ? 'billing.exportDialog.recordsIntro' : 'billing.exportDialog.intro')}</p>
      <div className="form-grid">
        <DateInput label={t('billing.filters.from')} required value={from} format={dateFormat} onChange={(value) => setFrom(value ?? '')} />
        <DateInput label={t('billing.filters.to')} required value={to} format={dateFormat} onChange={(value) => setTo(value ?? '')} />
      </div>
      <RadioGroup<ExportChoice>
        label={t('billing.exportDialog.format')}
        value={format}
        readOnly={saving}
        options={CHOICES.map((value) => ({ value, label: t(`billing.exportDialog.formats.${value}`) }))}
        onValueChange={setFormat}
      />
    </FormModal>
  );
};
