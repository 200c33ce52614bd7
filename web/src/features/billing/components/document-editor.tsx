import { getBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import type { DocumentKind } from '@fotostudio/shared/contracts/billing/vocabulary';
import type { InvoiceInput, QuoteInput } from '@fotostudio/shared/contracts/billing/document-input';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { Modal } from '../../../components/ui/modal';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useToast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useRoute } from '../../../lib/use-route';
import { fetchBillingStatus } from '../api/billing-status';
import { fetchClientDetails } from '../api/client-details';
import { postInvoice, postQuote, putQuote } from '../api/document-actions';
import { vatChoiceOf } from '../utils/document-lines';
import { defaultRateOf, taxOfTerritory } from '@fotostudio/shared/tax/indirect-tax';
import { clientValuesOf, documentValuesOf, emptyDocumentValues } from '../utils/document-values';
import { DocumentFormModal } from './document-form-modal';
import { useIssueRefusal } from '../../../hooks/use-issue-refusal';

/** `completeForInvoice`: a quote opened to complete its client for a full invoice (checked as one). */
export type EditorTarget = { mode: 'create'; kind: DocumentKind } | { mode: 'edit'; document: BillingDocument; completeForInvoice?: boolean };

/**
 * Opens the quote/invoice modal once billing setup is known to be complete (the status
 * route, asked each time); otherwise it closes with the spec's message. Saves create or
 * replace the document and report it.
 */
export const DocumentEditor = ({
  target,
  today,
  onSaved,
  onClose,
}: {
  target: EditorTarget;
  today: string;
  onSaved: (document: BillingDocument) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const issueRefusal = useIssueRefusal();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const settings = useRoute(getBillingSettings);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let current = true;
    fetchBillingStatus().then(
      (status) => {
        if (!current) return;
        if (status.complete) setReady(true);
        else {
          catalogueToast.showCode('billing.setup_incomplete');
          onClose();
        }
      },
      (error: unknown) => {
        if (!current) return;
        catalogueToast.showError(error, 'billing.status_load_failed');
        onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [catalogueToast, onClose]);

  if (!ready || !settings.data) {
    return (
      <Modal open onClose={onClose} title={t('billing.editor.checking')} size="md" height="auto">
        <Spinner label={t('billing.editor.checking')} />
      </Modal>
    );
  }

  // The issuer's tax decides the rates offered (issue 22 point 3): the settings' today, which
  // the server checks a saved quote against too (a draft keeps its lines; one its tax no longer offers shows on its field).
  const tax = taxOfTerritory(settings.data.settings?.taxTerritory);
  const ipsiRates = settings.data.settings?.ipsiRatesPercent ?? [];
  const defaultVat = vatChoiceOf({ kind: 'rate', ratePercent: settings.data.settings?.defaultVatRatePercent ?? defaultRateOf(tax, ipsiRates) });
  const kind = target.mode === 'create' ? target.kind : target.document.kind;
  const saved = settings.data.settings;
  // The issuer's trade (issue 22 point 4) and territory: the rates the editor offers and checks, and the default withholding.
  const issuer = saved
    ? { legalForm: saved.legalForm, activity: saved.activity, activityStartYear: saved.activityStartYear, taxTerritory: saved.taxTerritory }
    : null;
  const initial =
    target.mode === 'create'
      ? emptyDocumentValues(kind, today, defaultVat, saved?.pricesIncludeVat ?? false, { issuer, irpfRatePercent: settings.data.defaultIrpfRatePercent, tax, ipsiRatesPercent: ipsiRates })
      : { ...documentValuesOf(target.document, language, target.completeForInvoice, issuer), tax, ipsiRatesPercent: ipsiRates };
  const title =
    target.mode === 'edit' ? t('billing.editor.editTitle', { number: target.document.number }) : t(kind === 'quote' ? 'billing.newQuote' : 'billing.newInvoice');

  const save = async (input: QuoteInput | InvoiceInput): Promise<ReactNode> => {
    try {
      const saved =
        target.mode === 'edit'
          ? await putQuote(target.document.documentId, input)
          : kind === 'quote'
            ? await postQuote(input)
            : await postInvoice(input);
      toast.success(t(target.mode === 'edit' ? 'billing.editor.saved' : kind === 'quote' ? 'billing.editor.quoteCreated' : 'billing.editor.invoiceIssued', { number: saved.number }));
      onSaved(saved);
      return null;
    } catch (error) {
      const code = shownErrorCodeOf(error, target.mode === 'edit' ? 'billing.update_failed' : 'billing.create_failed');
      if (code === 'billing.setup_incomplete') {
        catalogueToast.showCode(code);
        onClose();
        return null;
      }
      return code ? issueRefusal(code) : null;
    }
  };

  return (
    <DocumentFormModal
      title={title}
      initial={initial}
      defaultVat={defaultVat}
      pricesFromSelection={target.mode === 'edit' && target.document.session.sessionId !== null}
      submitLabel={t(target.mode === 'edit' ? 'ui.save' : kind === 'quote' ? 'billing.editor.createQuote' : 'billing.editor.issueInvoice')}
      onPickClient={async (contactId) => {
        try {
          return clientValuesOf(await fetchClientDetails(contactId));
        } catch {
          return null;
        }
      }}
      onSave={save}
      onClose={onClose}
    />
  );
};
