import type { BillingDocument, DocumentSummary } from '@fotostudio/shared/contracts/billing/document';
import { listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import type { SubstituteInvoicesInput } from '@fotostudio/shared/contracts/billing/document-input';
import { BILLING_PAGE_SIZE_MAX } from '@fotostudio/shared/contracts/billing/vocabulary';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormModal } from '../../../components/ui/form-modal';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { dayIn, useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { apiRequest, shownErrorCodeOf } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';
import { fetchClientDetails } from '../api/client-details';
import { postSubstitution } from '../api/document-actions';
import { BILLING_CURRENCY } from '../utils/billing-currency';
import { clientValuesOf } from '../utils/document-values';
import type { ClientField } from '../utils/document-form';
import {
  checkSubstituteForm,
  fieldOfSubstituteCode,
  NO_SUBSTITUTE_ERRORS,
  substitutableOf,
  substituteStartValues,
  type SubstituteFormErrors,
  type SubstituteFormValues,
} from '../utils/substitute-form';
import { ClientFields } from './client-fields';
import { IssueDateField, useIssueInvoiceForm } from './issue-invoice-form';

/**
 * A full invoice in place of simplified ones (F3, POST /api/billing/invoices/substitute): the
 * client's simplified invoices to replace (those of the CRM client, or of none), the client's
 * data as a full invoice needs them, and the issue date. The server numbers it in the main
 * series, records it with the invoices it replaces and marks each of them as substituted.
 */
export const SubstituteInvoicesModal = ({ start, onIssued, onClose }: { start: BillingDocument; onIssued: (invoice: BillingDocument) => void; onClose: () => void }) => {
  const { t } = useTranslation();
  const { timezone } = usePreferences();
  const errorMessage = useErrorMessage();
  const problemText = useFieldProblemText('billing.validation');
  const formatDate = useFormatDate();
  const money = useFormatMoney();
  const { values, setValues, errors, setErrors, setFormError, modal } = useIssueInvoiceForm<SubstituteFormValues, SubstituteInvoicesInput, SubstituteFormErrors>({
    start: () => substituteStartValues(start, dayIn(new Date(), timezone)),
    noErrors: NO_SUBSTITUTE_ERRORS,
    check: checkSubstituteForm,
    post: postSubstitution,
    fieldOfCode: fieldOfSubstituteCode,
    issuedMessage: (invoice) => t('billing.substitute.done', { number: invoice.number }),
    onIssued,
  });
  const [simplified, setSimplified] = useState<DocumentSummary[] | null>(null);

  useEffect(() => {
    let current = true;
    apiRequest(listDocuments, { query: { kind: 'invoice', invoiceType: 'F2', pageSize: BILLING_PAGE_SIZE_MAX } }).then(
      (page) => current && setSimplified(page.rows),
      (error: unknown) => current && setFormError(errorMessage(shownErrorCodeOf(error, 'billing.load_failed') ?? 'billing.load_failed')),
    );
    return () => {
      current = false;
    };
  }, [errorMessage]);

  const offered = simplified ? substitutableOf(simplified, values.client.clientId) : [];
  const clearField = (field: 'invoices' | 'issueDate') => setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  const toggle = (documentId: string, chosen: boolean) => {
    setValues((current) => ({ ...current, invoiceIds: chosen ? [...current.invoiceIds, documentId] : current.invoiceIds.filter((id) => id !== documentId) }));
    clearField('invoices');
  };
  const setClient = (field: ClientField | 'professional' | 'viesCheckedOn', value: string | boolean) => {
    setValues((current) => ({ ...current, client: { ...current.client, [field]: value } }));
    setErrors((current) => ({ ...current, client: { ...current.client, [field]: undefined } }));
  };
  const pickClient = async (picked: { contactId: string; name: string } | null) => {
    const filled = picked ? await fetchClientDetails(picked.contactId).then(clientValuesOf, () => null) : null;
    // Another client's invoices are not offered: the choice starts again from the invoice opened.
    setValues((current) => ({
      ...current,
      client: { ...current.client, clientId: picked?.contactId ?? null, ...(picked ? { name: picked.name } : {}), ...filled },
      invoiceIds: current.invoiceIds.filter((id) => id === start.documentId),
    }));
    setErrors(NO_SUBSTITUTE_ERRORS);
  };

  return (
    <FormModal
      title={t('billing.substitute.title')}
      onClose={onClose}
      submitLabel={t('billing.substitute.submit')}
      {...modal}
    >
      <p>{t('billing.substitute.intro')}</p>
      <fieldset className="form-section" aria-describedby={errors.fields.invoices ? 'billing-substitute-invoices-error' : undefined}>
        <legend className="form-section-title">{t('billing.substitute.invoicesLegend')}</legend>
        <p className="field-hint">{t('billing.substitute.invoicesHint')}</p>
        {simplified === null ? <p className="field-hint">{t('billing.detail.loading')}</p> : null}
        {simplified !== null && offered.length === 0 ? <p className="field-hint">{t('billing.substitute.none')}</p> : null}
        {offered.map((invoice) => (
          <Checkbox
            key={invoice.documentId}
            name="substitute-invoice"
            label={t('billing.substitute.invoice', { number: invoice.number, date: formatDate(invoice.issueDate), total: money(invoice.totalCents, BILLING_CURRENCY) })}
            checked={values.invoiceIds.includes(invoice.documentId)}
            onChange={(event) => toggle(invoice.documentId, event.target.checked)}
          />
        ))}
        {errors.fields.invoices ? (
          <p id="billing-substitute-invoices-error" className="field-error" role="alert">
            {problemText(errors.fields.invoices)}
          </p>
        ) : null}
      </fieldset>
      <ClientFields client={values.client} errors={errors.client} requirement="full" onPick={(picked) => void pickClient(picked)} onChange={setClient} />
      <div className="form-section form-grid">
        <IssueDateField
          label={t('billing.substitute.issueDate')}
          hint={t('billing.substitute.issueDateHint')}
          value={values.issueDate}
          error={errors.fields.issueDate}
          onChange={(day) => {
            setValues((current) => ({ ...current, issueDate: day }));
            clearField('issueDate');
          }}
        />
      </div>
    </FormModal>
  );
};
