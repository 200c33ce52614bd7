import { listContacts, type Contact, type ListContactsQuery } from '@fotostudio/shared/contracts/crm';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Modal } from '../../../components/ui/modal';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { apiRequest, errorCodeOf } from '../../../lib/api-client';
import { collectContacts, EXPORT_TYPES, previewContacts, type ContactFilters, type ExportType } from './collect-contacts';
import { DEFAULT_EXPORT_COLUMNS, EXPORT_COLUMN_IDS, orderedColumns, type ExportColumnId } from './export-columns';
import { cellTextOf, EXPORT_FORMATS, exportBlobOf, type ExportFormat } from './export-file';
import { saveFile } from './save-file';
import { enumLabel, useExportPresentation } from './use-export-presentation';

export const fetchContacts = (query: ListContactsQuery) => apiRequest(listContacts, { query });

const EXPORT_PREVIEW_ROWS = 10;

type Step =
  | { name: 'options'; problem: 'crm.export_no_columns' | null }
  | { name: 'preview'; state: 'loading' | 'error' | { totalCount: number; rows: Contact[] } }
  | { name: 'exporting'; loaded: number; total: number | null; building: boolean }
  | { name: 'done'; count: number; fileName: string }
  | { name: 'failed'; code: string };

/**
 * The export wizard (spec section 4): options, then a preview of the first records, then
 * the export with its progress, then success with export-again. It exports what the list
 * shows with its current filters.
 */
export const ExportWizard = ({
  open,
  onClose,
  initialType,
  filters,
}: {
  open: boolean;
  onClose: () => void;
  initialType: ExportType;
  filters: ContactFilters;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const show = useExportPresentation();
  const columnsId = useId();
  const [step, setStep] = useState<Step>({ name: 'options', problem: null });
  const [columns, setColumns] = useState<ReadonlySet<ExportColumnId>>(new Set(DEFAULT_EXPORT_COLUMNS));
  const [type, setType] = useState<ExportType>(initialType);
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  /** Bumped to abandon a preview or export in flight (closing, going back). */
  const run = useRef(0);
  const firstColumn = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    run.current += 1;
    setType(initialType);
    setStep({ name: 'options', problem: null });
  }, [open, initialType]);

  const close = () => {
    run.current += 1;
    onClose();
  };

  const toggle = (id: ExportColumnId, on: boolean) =>
    setColumns((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const loadPreview = async () => {
    const mine = ++run.current;
    setStep({ name: 'preview', state: 'loading' });
    try {
      const preview = await previewContacts(fetchContacts, type, filters, EXPORT_PREVIEW_ROWS);
      if (run.current === mine) setStep({ name: 'preview', state: preview });
    } catch {
      if (run.current === mine) setStep({ name: 'preview', state: 'error' });
    }
  };

  /** The JSON backup always holds every field; the choice of columns is for spreadsheets. */
  const exported = format === 'json' ? new Set(EXPORT_COLUMN_IDS) : columns;

  const toPreview = () => {
    if (exported.size === 0) {
      setStep({ name: 'options', problem: 'crm.export_no_columns' });
      firstColumn.current?.focus();
      return;
    }
    void loadPreview();
  };

  const fileNameOf = () => `${t(`crm.transfer.export.fileName.${type}`)}-${new Date().toISOString().slice(0, 10)}.${format}`;

  const startExport = async () => {
    const mine = ++run.current;
    setStep({ name: 'exporting', loaded: 0, total: null, building: false });
    try {
      const contacts = await collectContacts(fetchContacts, type, filters, {
        onProgress: (loaded, total) => {
          if (run.current === mine) setStep({ name: 'exporting', loaded, total, building: false });
        },
      });
      if (run.current !== mine) return;
      if (contacts.length === 0) {
        setStep({ name: 'preview', state: { totalCount: 0, rows: [] } });
        return;
      }
      setStep({ name: 'exporting', loaded: contacts.length, total: contacts.length, building: true });
      const blob = await exportBlobOf(format, contacts, orderedColumns(exported), show);
      if (run.current !== mine) return;
      const fileName = fileNameOf();
      saveFile(blob, fileName);
      setStep({ name: 'done', count: contacts.length, fileName });
    } catch (error) {
      if (run.current === mine) setStep({ name: 'failed', code: errorCodeOf(error, 'crm.export_failed') });
    }
  };

  const chosen = orderedColumns(exported);
  const preview = step.name === 'preview' && typeof step.state === 'object' ? step.state : null;
  const filterSummary = Object.entries(filters).filter(([, v]) => v !== undefined && v !== '');

  const footer = (() => {
    switch (step.name) {
      case 'options':
        return (
          <>
            <Button variant="secondary" onClick={close}>
              {t('ui.cancel')}
            </Button>
            <Button onClick={toPreview}>{t('crm.transfer.export.toPreview')}</Button>
          </>
        );
      case 'preview':
        return (
          <>
            <Button variant="secondary" onClick={() => setStep({ name: 'options', problem: null })}>
              {t('crm.transfer.export.back')}
            </Button>
            <Button onClick={() => void startExport()} disabled={!preview || preview.totalCount === 0}>
              {t('crm.transfer.export.start', { count: preview?.totalCount ?? 0 })}
            </Button>
          </>
        );
      case 'exporting':
        return (
          <Button variant="secondary" onClick={close}>
            {t('ui.cancel')}
          </Button>
        );
      case 'done':
      case 'failed':
        return (
          <>
            <Button variant="secondary" onClick={close}>
              {t('crm.transfer.close')}
            </Button>
            <Button onClick={() => setStep({ name: 'options', problem: null })}>{t('crm.transfer.export.again')}</Button>
          </>
        );
    }
  })();

  return (
    <Modal open={open} onClose={close} title={t('crm.transfer.export.title')} description={t(`crm.transfer.export.steps.${step.name}`)} size="3xl" height="auto" footer={footer}>
      {step.name === 'options' ? (
        <div className="crm-export-options">
          <fieldset
            className="crm-export-columns"
            disabled={format === 'json'}
            aria-describedby={format === 'json' ? `${columnsId}-backup` : step.problem ? `${columnsId}-problem` : undefined}
          >
            <legend className="field-label">{t('crm.transfer.export.columns')}</legend>
            {format === 'json' ? (
              <p id={`${columnsId}-backup`} className="field-hint">
                {t('crm.transfer.export.jsonAllColumns')}
              </p>
            ) : null}
            <div className="crm-export-column-actions">
              <Button variant="ghost" onClick={() => setColumns(new Set(EXPORT_COLUMN_IDS))}>
                {t('crm.transfer.export.allColumns')}
              </Button>
              <Button variant="ghost" onClick={() => setColumns(new Set())}>
                {t('crm.transfer.export.noColumns')}
              </Button>
            </div>
            <div className="crm-export-column-grid">
              {EXPORT_COLUMN_IDS.map((id, i) => (
                <Checkbox
                  key={id}
                  ref={i === 0 ? firstColumn : undefined}
                  label={t(`crm.transfer.columns.${id}`)}
                  checked={exported.has(id)}
                  onChange={(e) => toggle(id, e.target.checked)}
                />
              ))}
            </div>
            {step.problem ? (
              <p id={`${columnsId}-problem`} className="field-error" role="alert">
                {errorMessage(step.problem)}
              </p>
            ) : null}
          </fieldset>
          <RadioGroup
            label={t('crm.transfer.export.type')}
            value={type}
            onValueChange={setType}
            options={EXPORT_TYPES.map((value) => ({ value, label: t(`crm.transfer.export.types.${value}`) }))}
          />
          <RadioGroup
            label={t('crm.transfer.export.format')}
            value={format}
            onValueChange={setFormat}
            options={EXPORT_FORMATS.map((value) => ({ value, label: t(`crm.transfer.export.formats.${value}`), hint: t(`crm.transfer.export.formatHints.${value}`) }))}
          />
          <p className="field-hint">
            {filterSummary.length === 0
              ? t('crm.transfer.export.noFilters')
              : t('crm.transfer.export.filters', {
                  filters: filterSummary
                    .map(([name, value]) => `${t(`crm.transfer.export.filterNames.${name as keyof ContactFilters}`)}: ${enumLabel(t, name as ExportColumnId, String(value))}`)
                    .join(', '),
                })}
          </p>
        </div>
      ) : null}

      {step.name === 'preview' && step.state === 'loading' ? <Spinner label={t('crm.transfer.export.loadingPreview')} /> : null}
      {step.name === 'preview' && step.state === 'error' ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void loadPreview()}>{t('common.retry')}</Button>}>
          {errorMessage('crm.export_preview_failed')}
        </Alert>
      ) : null}
      {preview && preview.totalCount === 0 ? <Alert tone="warning">{errorMessage('crm.export_no_data')}</Alert> : null}
      {preview && preview.totalCount > 0 ? (
        <>
          <p>{t('crm.transfer.export.previewSummary', { count: preview.totalCount, shown: preview.rows.length })}</p>
          <div className="data-table crm-transfer-preview">
            <div className="data-table-scroll" tabIndex={0} role="region" aria-label={t('crm.transfer.export.previewTable')}>
            <table>
              <thead>
                <tr>
                  {chosen.map((c) => (
                    <th key={c.id} scope="col">
                      {show.header(c.id)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.contactId}>
                    {chosen.map((c) => (
                      <td key={c.id}>{cellTextOf(row, c, show)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          </div>
        </>
      ) : null}

      {step.name === 'exporting' ? (
        <ProgressBar
          label={t('crm.transfer.export.progressLabel')}
          value={step.building || step.total === null ? undefined : step.loaded}
          max={step.total ?? undefined}
          status={
            step.building
              ? t('crm.transfer.export.building')
              : step.total === null
                ? t('crm.transfer.export.starting')
                : t('crm.transfer.export.progress', { loaded: step.loaded, total: step.total })
          }
        />
      ) : null}

      {step.name === 'done' ? (
        <Alert tone="success">{t('crm.transfer.export.done', { count: step.count, fileName: step.fileName })}</Alert>
      ) : null}
      {step.name === 'failed' ? <Alert tone="error">{errorMessage(step.code)}</Alert> : null}
    </Modal>
  );
};
