import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import type { RectifyInvoiceInput } from '@fotostudio/shared/contracts/billing/document-input';
import type { RectificationMethod, RectifyingInvoiceType } from '@fotostudio/shared/billing/invoice-types';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { dayIn, useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { useLanguage } from '../../../i18n/use-language';
import { usePreferences } from '../../../lib/preferences';
import { checkNumber, postRectification } from '../api/document-actions';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { BILLING_CURRENCY } from '../utils/billing-currency';
import { vatChoiceOf } from '../utils/document-lines';
import { taxOfTerritory } from '@fotostudio/shared/tax/indirect-tax';
import {
  checkRectifyForm,
  fieldOfRectifyCode,
  irpfRateOfOriginal,
  isSimplifiedOriginal,
  liveRectifyTotals,
  NO_RECTIFY_ERRORS,
  originalLineRows,
  rectifyStartValues,
  type RectifyFormErrors,
  type RectifyFormValues,
  type RectifyPrefill,
} from '../utils/rectify-form';
import { IssueDateField, useIssueInvoiceForm } from './issue-invoice-form';
import { LinesEditor } from './lines-editor';
import { TotalsSummary } from './totals-summary';

const FULL_TYPES = ['R1', 'R2', 'R3', 'R4'] as const satisfies readonly RectifyingInvoiceType[];
const METHODS = ['S', 'I'] as const satisfies readonly RectificationMethod[];

/**
 * Corrects an issued invoice with a rectifying invoice (POST .../rectify): its type (R1-R4
 * explained in plain words; R5, fixed, for a simplified original), the method, the reason,
 * the date and the lines, with the totals of the shared functions live. The server numbers
 * it in the rectifying series and chains its VERI*FACTU record.
 */
export const RectifyInvoiceModal = ({
  original,
  prefill,
  onIssued,
  onClose,
}: {
  original: BillingDocument;
  /** Starts from this instead of the original's whole invoice (the refund question's correction). */
  prefill?: RectifyPrefill;
  onIssued: (invoice: BillingDocument) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { timezone } = usePreferences();
  const problemText = useFieldProblemText('billing.validation');
  const formatDate = useFormatDate();
  const money = useFormatMoney();

  const substitutionRows = () =>
    originalLineRows(
      original,
      (line) => (line.kind === 'product' ? (line.name ?? '') : t(`billing.lineKinds.${line.kind}`, { title: original.session.title })),
      language,
      BILLING_CURRENCY,
    );
  const simplified = isSimplifiedOriginal(original);
  const irpfRatePercent = irpfRateOfOriginal(original);
  // The original's tax (issue 22 point 3): its rates, named so ("IGIC 7 %").
  const tax = taxOfTerritory(original.issuer.taxTerritory);
  const { values, setValues, errors, setErrors, modal } = useIssueInvoiceForm<RectifyFormValues, RectifyInvoiceInput, RectifyFormErrors>({
    start: () => rectifyStartValues(original, dayIn(new Date(), timezone), substitutionRows(), prefill),
    noErrors: NO_RECTIFY_ERRORS,
    check: (typed) => checkRectifyForm(typed, irpfRatePercent, BILLING_CURRENCY, tax),
    post: (input) => postRectification(original.documentId, input),
    fieldOfCode: fieldOfRectifyCode,
    issuedMessage: (invoice) => t('billing.rectify.done', { number: invoice.number }),
    onIssued,
  });
  const [nextNumber, setNextNumber] = useState<string | null>(null);

  // The rectifying invoice prices its lines as the original did (VAT included or not).
  const totals = useMemo(() => liveRectifyTotals(values, irpfRatePercent, BILLING_CURRENCY, original.pricesIncludeVat), [values, irpfRatePercent, original.pricesIncludeVat]);
  const lineBases = totals.lines.map((line) => line.baseCents);
  const defaultVat = original.lines[0] ? vatChoiceOf(original.lines[0].vat) : 'rate:21';

  useEffect(() => {
    let current = true;
    checkNumber({ invoiceType: values.rectificationType, ...(values.issueDate ? { issueDate: values.issueDate } : {}) }).then(
      (check) => current && setNextNumber(check.nextNumber),
      // The number is only told in advance; the server assigns it all the same.
      () => current && setNextNumber(null),
    );
    return () => {
      current = false;
    };
  }, [values.rectificationType, values.issueDate]);

  const set = <K extends 'rectificationType' | 'reason' | 'issueDate'>(field: K, value: RectifyFormValues[K]) => {
    setValues((currentValues) => ({ ...currentValues, [field]: value }));
    setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined, amount: undefined } }));
  };
  // Substitution starts from the original's whole invoice, differences from nothing.
  const setMethod = (method: RectificationMethod) => {
    setValues((current) => ({ ...current, method, lines: method === 'S' ? substitutionRows() : [] }));
    setErrors((current) => ({ ...current, fields: { ...current.fields, amount: undefined }, lines: {} }));
  };

  return (
    <FormModal
      title={t('billing.rectify.title', { number: original.number })}
      onClose={onClose}
      submitLabel={t('billing.rectify.submit')}
      {...modal}
    >
      <p>{t('billing.rectify.intro', { number: original.number, date: formatDate(original.issueDate) })}</p>
      {nextNumber ? <p className="field-hint">{t('billing.rectify.nextNumber', { number: nextNumber })}</p> : null}
      <div className="form-section">
        {simplified ? (
          <div>
            <p className="form-section-title">{t('billing.rectify.typeLegend')}</p>
            <p>{t('billing.rectify.types.R5')}</p>
            <p className="field-hint">{t('billing.rectify.types.R5Hint')}</p>
          </div>
        ) : (
          <RadioGroup<RectifyingInvoiceType>
            label={t('billing.rectify.typeLegend')}
            value={values.rectificationType}
            options={FULL_TYPES.map((type) => ({ value: type, label: t(`billing.rectify.types.${type}`), hint: t(`billing.rectify.types.${type}Hint`) }))}
            onValueChange={(type) => set('rectificationType', type)}
          />
        )}
      </div>
      <div className="form-section">
        <RadioGroup<RectificationMethod>
          label={t('billing.rectify.methodLegend')}
          value={values.method}
          options={METHODS.map((method) => ({ value: method, label: t(`billing.rectify.methods.${method}`), hint: t(`billing.rectify.methods.${method}Hint`) }))}
          onValueChange={setMethod}
        />
      </div>
      <div className="form-section form-grid">
        <div className="form-grid-full">
          <TextAreaField
            label={t('billing.rectify.reason')}
            required
            rows={3}
            maxLength={500}
            value={values.reason}
            hint={t('billing.rectify.reasonHint')}
            error={problemText(errors.fields.reason)}
            onChange={(event) => set('reason', event.target.value)}
          />
        </div>
        <IssueDateField
          label={t('billing.rectify.issueDate')}
          hint={t('billing.rectify.issueDateHint', { date: formatDate(original.issueDate) })}
          value={values.issueDate}
          error={errors.fields.issueDate}
          onChange={(day) => set('issueDate', day)}
        />
      </div>
      <LinesEditor
        legend={t('billing.rectify.linesLegend')}
        rows={values.lines}
        lineBases={lineBases}
        defaultVat={defaultVat}
        tax={tax}
        ipsiRatesPercent={[...new Set(original.lines.flatMap((line) => (line.vat.kind === 'rate' ? [line.vat.ratePercent] : [])))]}
        rowErrors={errors.lines}
        onChange={(lines) => setValues((current) => ({ ...current, lines }))}
        onFieldEdited={(rowId, field) =>
          setErrors((current) => ({
            fields: { ...current.fields, amount: undefined },
            lines: { ...current.lines, [rowId]: { ...current.lines[rowId], [field]: undefined } },
          }))
        }
      />
      <section className="form-section" aria-labelledby="billing-rectify-totals-title">
        <h3 id="billing-rectify-totals-title" className="form-section-title">
          {t('billing.rectify.totalsTitle')}
        </h3>
        <TotalsSummary totals={totals} pricesIncludeVat={original.pricesIncludeVat} tax={tax} live />
        <p className="field-hint">{t('billing.rectify.originalTotal', { total: money(original.totals.totalCents, BILLING_CURRENCY) })}</p>
        {errors.fields.amount ? (
          <p className="field-error" role="alert">
            {problemText(errors.fields.amount)}
          </p>
        ) : null}
      </section>
    </FormModal>
  );
};
