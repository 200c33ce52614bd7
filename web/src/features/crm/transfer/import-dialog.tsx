import {
  checkImportFile,
  IMPORT_ISSUES_SHOWN,
  IMPORT_MAX_FILE_BYTES,
  importContacts,
  type ImportFileCheck,
  type ImportIssue,
} from '@fotostudio/shared/contracts/crm-import';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useFilePicker } from '../../../components/ui/file-picker';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { apiRequest, errorCodeOf } from '../../../lib/api-client';
import { IMPORT_PREVIEW_ROWS, isJsonFile } from './import-file';

type State =
  | { name: 'empty' }
  | { name: 'reading'; fileName: string }
  | { name: 'checked'; fileName: string; check: ImportFileCheck }
  | { name: 'refused'; fileName: string; code: 'crm.import_not_json_file' | 'crm.import_file_too_large' };

/**
 * The JSON import (spec sections 2 and 5): the file is checked in the browser first, its
 * problems named by contact and field, and only a file without problems can be sent. The
 * API imports every contact of it or none.
 */
export const ImportDialog = ({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const inputId = useId();
  const [state, setState] = useState<State>({ name: 'empty' });
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  const reset = () => {
    setState({ name: 'empty' });
    setSendError(null);
  };

  const close = () => {
    if (sending) return;
    reset();
    onClose();
  };

  const onFile = async (file: File) => {
    setSendError(null);
    if (!isJsonFile(file)) return setState({ name: 'refused', fileName: file.name, code: 'crm.import_not_json_file' });
    if (file.size > IMPORT_MAX_FILE_BYTES) return setState({ name: 'refused', fileName: file.name, code: 'crm.import_file_too_large' });
    setState({ name: 'reading', fileName: file.name });
    setState({ name: 'checked', fileName: file.name, check: checkImportFile(await file.text()) });
  };

  const picker = useFilePicker({ accept: '.json,application/json', onFile: (file) => void onFile(file) });

  const issueText = (issue: ImportIssue) =>
    issue.field === ''
      ? t('crm.transfer.import.issues.notAnObject', { index: issue.index })
      : t(`crm.transfer.import.issues.${issue.problem}`, { index: issue.index, field: issue.field });

  const send = async () => {
    if (state.name !== 'checked' || !state.check.ok) return;
    setSending(true);
    setSendError(null);
    try {
      const { importedCount } = await apiRequest(importContacts, { body: { contacts: state.check.records } });
      toast.success(t('crm.transfer.import.success', { count: importedCount }));
      onImported();
      reset();
      onClose();
    } catch (error) {
      setSendError(errorCodeOf(error, 'crm.import_failed'));
    } finally {
      setSending(false);
    }
  };

  const check = state.name === 'checked' ? state.check : null;
  const ready = check?.ok ? check : null;
  const clients = ready ? ready.contacts.filter((c) => c.type === 'client').length : 0;

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('crm.transfer.import.title')}
      description={t('crm.transfer.import.description')}
      size="3xl"
      height="auto"
      closeOnOverlayClick={!sending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={sending}>
            {t('ui.cancel')}
          </Button>
          <Button onClick={() => void send()} disabled={!ready} pending={sending}>
            {ready ? t('crm.transfer.import.submit', { count: ready.contacts.length }) : t('crm.transfer.import.submitNone')}
          </Button>
        </>
      }
    >
      <div className="crm-import">
        <div className="crm-import-rules">
          <p>{t('crm.transfer.import.rules')}</p>
          <pre className="crm-code" tabIndex={0} aria-label={t('crm.transfer.import.exampleLabel')}>
            {t('crm.transfer.import.example')}
          </pre>
        </div>

        <AssistantPrompt />

        <div className="field">
          <p className="field-label" id={`${inputId}-label`}>
            {t('crm.transfer.import.fileLabel')}
          </p>
          <div className="crm-import-file">
            <Button
              variant="secondary"
              icon={<Icon name="upload" size={18} />}
              onClick={picker.open}
              disabled={sending}
              aria-describedby={`${inputId}-label ${inputId}-name ${inputId}-hint`}
            >
              {t('crm.transfer.import.choose')}
            </Button>
            <span id={`${inputId}-name`} className="crm-import-file-name">
              {state.name === 'empty' ? t('crm.transfer.import.noFile') : state.fileName}
            </span>
          </div>
          {picker.input}
          <p id={`${inputId}-hint`} className="field-hint">
            {t('crm.transfer.import.fileHint')}
          </p>
        </div>

        {state.name === 'refused' ? <Alert tone="error">{errorMessage(state.code)}</Alert> : null}
        {check && !check.ok ? (
          <Alert tone="error">
            <p>{errorMessage(check.code)}</p>
            {check.issues.length > 0 ? (
              <ul className="crm-import-issues">
                {check.issues.slice(0, IMPORT_ISSUES_SHOWN).map((issue) => (
                  <li key={`${issue.index}:${issue.field}`}>{issueText(issue)}</li>
                ))}
              </ul>
            ) : null}
            {check.issues.length > IMPORT_ISSUES_SHOWN ? (
              <p>{t('crm.transfer.import.moreIssues', { count: check.issues.length - IMPORT_ISSUES_SHOWN })}</p>
            ) : null}
          </Alert>
        ) : null}
        {ready ? (
          <div className="crm-import-preview">
            <p role="status">{t('crm.transfer.import.ready', { count: ready.contacts.length, clients, leads: ready.contacts.length - clients })}</p>
            <div className="data-table crm-transfer-preview">
            <div className="data-table-scroll" tabIndex={0} role="region" aria-label={t('crm.transfer.import.previewLabel')}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('crm.transfer.columns.firstName')}</th>
                    <th scope="col">{t('crm.transfer.columns.lastName')}</th>
                    <th scope="col">{t('crm.transfer.columns.primaryEmail')}</th>
                    <th scope="col">{t('crm.transfer.columns.type')}</th>
                  </tr>
                </thead>
                <tbody>
                  {ready.contacts.slice(0, IMPORT_PREVIEW_ROWS).map((c, i) => (
                    <tr key={i}>
                      <td>{c.firstName}</td>
                      <td>{c.lastName}</td>
                      <td>{c.emails.primary}</td>
                      <td>{t(`crm.types.${c.type}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            </div>
          </div>
        ) : null}
        {sendError ? <Alert tone="error">{errorMessage(sendError)}</Alert> : null}
      </div>
    </Modal>
  );
};

/** The suggested prompt for an AI assistant that turns a spreadsheet into the import format. */
const AssistantPrompt = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const prompt = t('crm.transfer.import.assistant.prompt');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(prompt);
      toast.success(t('crm.transfer.import.assistant.copied'));
    } catch {
      toast.error(t('crm.transfer.import.assistant.copyFailed'));
    }
  };
  return (
    <details className="crm-import-assistant">
      <summary>{t('crm.transfer.import.assistant.title')}</summary>
      <p>{t('crm.transfer.import.assistant.intro')}</p>
      <pre className="crm-code" tabIndex={0} aria-label={t('crm.transfer.import.assistant.title')}>
        {prompt}
      </pre>
      <Button variant="secondary" onClick={() => void copy()}>
        {t('crm.transfer.import.assistant.copy')}
      </Button>
    </details>
  );
};
