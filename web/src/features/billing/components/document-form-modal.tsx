import { SIMPLIFIED_INVOICE_LIMIT_CENTS } from '@fotostudio/shared/billing/simplified-rules';
import type { IssuedInvoiceType } from '@fotostudio/shared/billing/invoice-types';
import type { NumberCheck } from '@fotostudio/shared/contracts/billing/document';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { OperationDateField } from './operation-date-field';
import { FormModal } from '../../../components/ui/form-modal';
import { MoneyField } from '../../../components/ui/money-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { Button } from '../../../components/ui/button';
import { RadioGroup } from '../../../components/ui/radio-group';
import { usePreferences } from '../../../lib/preferences';
import { DOCUMENT_FORM_STEPS, useDocumentForm, type DocumentFormInput, type SaveProblem } from '../hooks/use-document-form';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { BILLING_CURRENCY } from '../utils/billing-currency';
import { NO_WITHHOLDING_HINTS, type DocumentFormValues } from '../utils/document-form';
import { DepositField } from './deposit-field';
import type { IrpfChoice, VatChoice } from '../utils/document-lines';
import { Checkbox } from '../../../components/ui/checkbox';
import { ClientFields } from './client-fields';
import { InvoiceNumberField } from './invoice-number-field';
import { useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { LinesEditor } from './lines-editor';
import { PriceEditWarning } from './price-edit-warning';
import { SimplifiedLimitNote, TotalsSummary } from './totals-summary';

export interface DocumentFormModalProps {
  title: string;
  initial: DocumentFormValues;
  defaultVat: VatChoice;
  /** Prices came from the client's confirmed gallery selection: editing them asks first. */
  pricesFromSelection: boolean;
  submitLabel: string;
  /** Fills the client from the CRM; resolves with the filled values, or null when it failed. */
  onPickClient: (contactId: string) => Promise<Partial<DocumentFormValues['client']> | null>;
  /** Sends the checked body; resolves with a catalogue message to show in the form, or null when saved. */
  onSave: (input: DocumentFormInput) => Promise<SaveProblem>;
  onClose: () => void;
}

/**
 * The two-step new (or edited) quote/invoice modal: basic data (client, session, dates),
 * then products and totals. Its state and rules live in useDocumentForm; this draws them.
 */
export const DocumentFormModal = ({
  title,
  initial,
  defaultVat,
  pricesFromSelection,
  submitLabel,
  onPickClient,
  onSave,
  onClose,
}: DocumentFormModalProps) => {
  const { t } = useTranslation();
  const problemText = useFieldProblemText('billing.validation');
  const { dateFormat } = usePreferences();
  const formatDate = useFormatDate();
  const money = useFormatMoney();
  const form = useDocumentForm({ initial, pricesFromSelection, onPickClient, onSave });
  const { values, errors, pricesUnlocked, set, setSession } = form;

  const irpfOptions: { value: IrpfChoice; label: string }[] = [
    { value: 'none', label: t('billing.form.irpf.none') },
    { value: '15', label: t('billing.form.irpf.rate', { rate: 15 }) },
    { value: '7', label: t('billing.form.irpf.rate', { rate: 7 }) },
    // Another rate is refused when issued (issue 22 point 4): offered only to a document that already has one.
    ...(values.irpf === 'custom' ? [{ value: 'custom' as const, label: t('billing.form.irpf.custom') }] : []),
  ];

  const lockedNote = pricesUnlocked ? null : (
    <p className="billing-locked-prices">
      {t('billing.priceWarning.locked')}{' '}
      <Button variant="secondary" onClick={() => form.setWarningOpen(true)}>
        {t('billing.priceWarning.confirm')}
      </Button>
    </p>
  );

  const sessionMoney = (field: 'price' | 'extraPhotoPrice' | 'completeGalleryPrice') => (
    <MoneyField
      label={t(`billing.form.session.${field}`)}
      currency={BILLING_CURRENCY}
      value={values.session[field]}
      readOnly={!pricesUnlocked}
      error={problemText(errors.session[field])}
      onChange={(event) => setSession(field, event.target.value)}
    />
  );

  const sessionCount = (field: 'includedPhotos' | 'selectedPhotos') => (
    <TextField
      label={t(`billing.form.session.${field}`)}
      inputMode="numeric"
      value={values.session[field]}
      readOnly={!pricesUnlocked}
      error={problemText(errors.session[field])}
      onChange={(event) => setSession(field, event.target.value)}
    />
  );

  const basic = (
    <>
      {values.kind === 'invoice' ? (
        <RadioGroup<IssuedInvoiceType>
          label={t('billing.form.invoiceType.legend')}
          value={values.invoiceType}
          options={[
            { value: 'F1', label: t('billing.form.invoiceType.full'), hint: t('billing.form.invoiceType.fullHint') },
            {
              value: 'F2',
              label: t('billing.form.invoiceType.simplified'),
              hint: t('billing.form.invoiceType.simplifiedHint', { limit: money(SIMPLIFIED_INVOICE_LIMIT_CENTS, BILLING_CURRENCY) }),
            },
          ]}
          onValueChange={form.setInvoiceType}
        />
      ) : null}
      <ClientFields
        client={values.client}
        errors={errors.client}
        requirement={form.clientRequirement}
        onPick={(picked) => void form.pickClient(picked)}
        onChange={form.setClient}
      />
      <fieldset className="form-section">
        <legend className="form-section-title">{t('billing.form.session.legend')}</legend>
        <p className="field-hint">{t('billing.form.session.hint')}</p>
        {lockedNote}
        <div className="form-grid">
          <div className="form-grid-full">
            <TextField
              label={t('billing.form.session.title')}
              value={values.session.title}
              error={problemText(errors.session.title)}
              onChange={(event) => setSession('title', event.target.value)}
            />
          </div>
          {sessionMoney('price')}
          {sessionCount('includedPhotos')}
          {sessionMoney('extraPhotoPrice')}
          {sessionCount('selectedPhotos')}
          <div className="form-grid-full">
            <Checkbox
              label={t('billing.form.session.completeGallery')}
              checked={values.session.completeGallery}
              disabled={!pricesUnlocked}
              onChange={(event) => setSession('completeGallery', event.target.checked)}
            />
          </div>
          {values.session.completeGallery ? sessionMoney('completeGalleryPrice') : null}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section-title">{t('billing.form.dates.legend')}</legend>
        <div className="form-grid">
          {values.kind === 'invoice' ? (
            <InvoiceNumberField
              key={values.invoiceType}
              invoiceType={values.invoiceType}
              issueDate={values.issueDate}
              value={values.number}
              error={problemText(errors.document.number)}
              onChange={(number) => set('number', number)}
              onChecked={(check: NumberCheck) => form.setEarliestIssueDate(check.earliestIssueDate)}
            />
          ) : null}
          <DateInput
            label={t('billing.form.dates.issueDate')}
            required
            value={values.issueDate}
            format={dateFormat}
            error={problemText(errors.document.issueDate)}
            hint={values.kind === 'invoice' && form.earliestIssueDate ? t('billing.number.earliest', { date: formatDate(form.earliestIssueDate) }) : undefined}
            onChange={(value) => set('issueDate', value ?? '')}
          />
          {values.kind === 'invoice' ? (
            <OperationDateField value={values.operationDate ?? ''} format={dateFormat} error={problemText(errors.document.operationDate)} onChange={(day) => set('operationDate', day)} />
          ) : null}
          <DateInput
            label={t('billing.form.dates.dueDate')}
            required
            value={values.dueDate}
            format={dateFormat}
            error={problemText(errors.document.dueDate)}
            onChange={(value) => set('dueDate', value ?? '')}
          />
          <div className="form-grid-full">
            <TextField
              label={t('billing.form.dates.paymentConditions')}
              value={values.paymentConditions}
              onChange={(event) => set('paymentConditions', event.target.value)}
            />
          </div>
          <div className="form-grid-full">
            <TextAreaField label={t('billing.form.dates.notes')} rows={3} value={values.notes} onChange={(event) => set('notes', event.target.value)} />
          </div>
        </div>
      </fieldset>
    </>
  );

  const products = (
    <>
      {lockedNote}
      {pricesUnlocked ? (
        <LinesEditor
          rows={values.lines}
          lineBases={form.productBases}
          defaultVat={defaultVat}
          rowErrors={errors.lines}
          tax={values.tax} ipsiRatesPercent={values.ipsiRatesPercent} issuer={values.issuer}
          onChange={form.setLines}
          onFieldEdited={form.clearLineError}
        />
      ) : (
        <ul className="billing-locked-lines" aria-label={t('billing.form.lines.legend')}>
          {values.lines.map((line) => (
            <li key={line.rowId}>
              {line.quantity} × {line.name}
              {line.variant ? ` (${line.variant})` : ''} · {line.unitPrice}
            </li>
          ))}
        </ul>
      )}
      <fieldset className="form-section">
        <legend className="form-section-title">{t('billing.form.irpf.legend')}</legend>
        {form.simplified ? (
          <p className="field-hint">{t('billing.form.invoiceType.irpfNotInSimplified')}</p>
        ) : form.withholding ? (
          <div className="form-grid">
            <SelectField<IrpfChoice> label={t('billing.form.irpf.label')} value={values.irpf} options={irpfOptions} onValueChange={(value) => set('irpf', value)}
              hint={t('billing.form.irpf.hint')} error={values.irpf === 'custom' ? undefined : problemText(errors.document.irpf)} />
            {values.irpf === 'custom' ? (
              <TextField
                label={t('billing.form.irpf.customRate')}
                inputMode="decimal"
                required
                value={values.irpfCustom}
                error={problemText(errors.document.irpf)}
                onChange={(event) => set('irpfCustom', event.target.value)}
              />
            ) : null}
          </div>
        ) : (
          <p className="field-hint">{t(NO_WITHHOLDING_HINTS[form.noWithholding ?? 'consumer'])}</p>
        )}
      </fieldset>
      <section className="form-section" aria-labelledby="billing-totals-title">
        <h4 id="billing-totals-title" className="form-section-title">
          {t('billing.totals.title')}
        </h4>
        <Checkbox
          label={t('billing.form.pricesIncludeVat')}
          checked={values.pricesIncludeVat}
          disabled={!pricesUnlocked}
          onChange={(event) => set('pricesIncludeVat', event.target.checked)}
        />
        <TotalsSummary totals={form.totals} pricesIncludeVat={values.pricesIncludeVat} tax={values.tax} live />
        {form.limit ? <SimplifiedLimitNote totalCents={form.totals.totalCents} limit={form.limit} /> : null}
        {values.kind === 'quote' ? <DepositField values={values} error={problemText(errors.document.deposit)} set={set} /> : null}
        {errors.document.amount ? <p className="field-error" role="alert">{problemText(errors.document.amount)}</p> : null}
      </section>
    </>
  );

  return (
    <FormModal
      title={title}
      size="4xl"
      height={95}
      {...form.modal}
      onClose={onClose}
      submitLabel={form.step === 'basic' ? t('billing.form.next') : submitLabel}
      savingLabel={t('billing.form.saving')}
    >
      <nav aria-label={t('billing.form.stepsLabel')}>
        <ol className="session-steps">
          {DOCUMENT_FORM_STEPS.map((name, index) => (
            <li key={name} className={index === form.stepIndex ? 'is-current' : index < form.stepIndex ? 'is-done' : undefined}>
              <button
                type="button"
                className="session-step-button"
                aria-current={index === form.stepIndex ? 'step' : undefined}
                disabled={form.saving}
                onClick={() => form.goTo(name)}
              >
                <span className="session-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{t(`billing.form.steps.${name}`)}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <h3 ref={form.stepHeading} tabIndex={-1} className="session-step-heading">
        {t('billing.form.stepOf', { n: form.stepIndex + 1, total: DOCUMENT_FORM_STEPS.length, name: t(`billing.form.steps.${form.step}`) })}
      </h3>
      {form.step === 'basic' ? basic : products}
      <PriceEditWarning
        open={form.warningOpen}
        onCancel={() => form.setWarningOpen(false)}
        onConfirm={form.unlockPrices}
      />
    </FormModal>
  );
};
