import { getDocument, updateInvoiceNotes } from '@fotostudio/shared/contracts/billing/document-routes';
import { INTERNAL_NOTES_MAX } from '@fotostudio/shared/contracts/billing/document-input';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { cacheWrite, useRouteMutation } from '../../../lib/use-route';

/**
 * The photographer's own notes on a document. An invoice's are edited here (the one change an
 * issued invoice allows); a quote's are shown when it has them, as they pass to its invoice.
 */
export const InternalNotes = ({ document }: { document: BillingDocument }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  // The answer replaces the cached document without another read.
  const { trigger: saveNotes } = useRouteMutation(updateInvoiceNotes, {
    writes: (answer) => [cacheWrite(getDocument, { params: { documentId: answer.document.documentId } }, answer)],
  });
  const headingId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const wasEditing = useRef(false);
  const editable = document.kind === 'invoice';
  const notes = document.internalNotes;

  // Leaving the editor (saved or cancelled) puts the focus back on the button that opened it.
  useEffect(() => {
    if (wasEditing.current && draft === null) editButton.current?.focus();
    wasEditing.current = draft !== null;
  }, [draft]);

  if (!editable && !notes) return null;

  const close = () => {
    setDraft(null);
    setError(null);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft === null) return;
    setSaving(true);
    setError(null);
    try {
      // Empty notes are removed.
      await saveNotes({ params: { invoiceId: document.documentId }, body: { internalNotes: draft.trim() || null } });
      toast.success(t('billing.internalNotes.saved'));
      close();
    } catch (failure) {
      const code = shownErrorCodeOf(failure, 'billing.notes_save_failed');
      if (code) setError(errorMessage(code));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="billing-internal-notes">
      <h3 id={headingId} className="form-section-title">
        {t('billing.internalNotes.title')}
      </h3>
      <p className="field-hint">
        <Icon name="lock" size={16} /> {t('billing.internalNotes.privacy')}
        {editable ? null : ` ${t('billing.internalNotes.fromQuote')}`}
      </p>
      {draft === null ? (
        <>
          {notes ? <p className="billing-notes">{notes}</p> : <p className="billing-internal-notes-empty">{t('billing.internalNotes.empty')}</p>}
          {editable ? (
            <div className="form-actions billing-internal-notes-actions">
              <Button ref={editButton} variant="secondary" icon={<Icon name="edit" size={18} />} onClick={() => setDraft(notes ?? '')}>
                {notes ? t('billing.internalNotes.edit') : t('billing.internalNotes.add')}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void save(event)}
          onKeyDown={(event) => {
            // Escape leaves the notes editor, not the whole detail with the draft in it.
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            if (!saving) close();
          }}
        >
          {error ? <Alert tone="error">{error}</Alert> : null}
          <TextAreaField
            label={t('billing.internalNotes.label')}
            rows={5}
            maxLength={INTERNAL_NOTES_MAX}
            autoFocus
            value={draft}
            hint={t('billing.internalNotes.counter', { count: draft.length, max: INTERNAL_NOTES_MAX })}
            readOnly={saving}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="form-actions billing-internal-notes-actions">
            <Button variant="secondary" onClick={close} disabled={saving}>
              {t('ui.cancel')}
            </Button>
            <Button type="submit" pending={saving}>
              {saving ? t('billing.internalNotes.saving') : t('billing.internalNotes.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
};
