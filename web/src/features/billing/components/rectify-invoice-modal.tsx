import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import type { RectificationMethod, RectifyingInvoiceType } from '@fotostudio/shared/billing/invoice-types';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { FormModal } from '../../../components/ui/form-modal';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useToast } from '../../../components/ui/toast';
import { dayIn, useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useLanguage } from '../../../i18n/use-language';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';
import { checkNumber, postRectification } from '../api/document-actions';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { BILLING_CURRENCY } from '../utils/billing-currency';
import { vatChoiceOf, vatChoicesFor } from '../utils/document-lines';
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
} from '../utils/rectify-form';
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
export const RectifyInvoiceModal = ({ original, onIssued, onClose }: { original: BillingDocument; onIssued: (invoice: BillingDocument) => void; onClose: () => void }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { timezone, dateFormat } = usePreferences();
  const toast = useToast();
  const errorMessage = useErrorMessage();
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
  const [values, setValues] = useState<RectifyFormValues>(() => rectifyStartValues(original, dayIn(new Date(), timezone), substitutionRows()));
  const unsavedChanges = useUnsavedChanges(values);
  const [errors, setErrors] = useState<RectifyFormErrors>(NO_RECTIFY_ERRORS);
  const [formError, setFormError] = useState<string | null>(null);
  const [focusError, setFocusError] = useState(0);
  const [saving, setSaving] = useState(false);
  const [nextNumber, setNextNumber] = useState<string | null>(null);

  const simplified = isSimplifiedOriginal(original);
  const irpfRatePercent = irpfRateOfOriginal(original);
  // The rectifying invoice prices its lines as the original did (VAT included or not).
  const totals = useMemo(() => liveRectifyTotals(values, irpfRatePercent, BILLING_CURRENCY, original.pricesIncludeVat), [values, irpfRatePercent, original.pricesIncludeVat]);
  const lineBases = totals.lines.map((line) => line.baseCents);
  const defaultVat = original.lines[0] ? vatChoiceOf(original.lines[0].vat) : 'rate:21';
  // The original's tax (issue 22 point 3): its rates, named so ("IGIC 7 %").
  const tax = taxOfTerritory(original.issuer.taxTerritory);

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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    const checked = checkRectifyForm(values, irpfRatePercent, BILLING_CURRENCY, tax);
    if (checked.errors) {
      setErrors(checked.errors);
      setFocusError((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      const invoice = await postRectification(original.documentId, checked.input);
      toast.success(t('billing.rectify.done', { number: invoice.number }));
      onIssued(invoice);
    } catch (error) {
      const code = shownErrorCodeOf(error, 'billing.create_failed');
      if (code) {
        // A refusal about one field shows on it; the rest above the form.
        const field = fieldOfRectifyCode(code);
        if (field) setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: { code } } }));
        else setFormError(errorMessage(code));
        setFocusError((count) => count + 1);
      }
      setSaving(false);
    }
  };

  return (
    <FormModal
      title={t('billing.rectify.title', { number: original.number })}
      size="4xl"
      height={95}
      saving={saving}
      formError={formError}
      focusErrorSignal={focusError}
      onSubmit={submit}
      onClose={onClose}
      unsavedChanges={unsavedChanges}
      submitLabel={t('billing.rectify.submit')}
      savingLabel={t('billing.form.saving')}
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
        <DateInput
          label={t('billing.rectify.issueDate')}
          required
          value={values.issueDate}
          format={dateFormat}
          hint={t('billing.rectify.issueDateHint', { date: formatDate(original.issueDate) })}
          error={problemText(errors.fields.issueDate)}
          onChange={(value) => set('issueDate', value ?? '')}
        />
      </div>
      <LinesEditor
        legend={t('billing.rectify.linesLegend')}
        rows={values.lines}
        lineBases={lineBases}
        defaultVat={defaultVat}
        vatChoices={vatChoicesFor(tax, [...new Set(original.lines.flatMap((line) => (line.vat.kind === 'rate' ? [line.vat.ratePercent] : [])))])}
        tax={tax}
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
