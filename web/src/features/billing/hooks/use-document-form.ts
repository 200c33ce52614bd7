import type { IssuedInvoiceType } from '@fotostudio/shared/billing/invoice-types';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { dayIn } from '../../../hooks/use-formatters';
import { BILLING_CURRENCY } from '../utils/billing-currency';
import {
  basicStepErrors,
  checkDocumentForm,
  clientRequirementOf,
  hasProblems,
  isSimplified,
  liveDocumentTotals,
  NO_ERRORS,
  simplifiedLimitOf,
  noWithholdingOf,
  type ClientField,
  type DocumentFormErrors,
  type DocumentFormValues,
  type LineField,
  type SessionField,
} from '../utils/document-form';
import type { LineRow } from '../utils/document-lines';

export const DOCUMENT_FORM_STEPS = ['basic', 'products'] as const;
export type DocumentFormStep = (typeof DOCUMENT_FORM_STEPS)[number];

/** The checked body the form sends. */
export type DocumentFormInput = NonNullable<ReturnType<typeof checkDocumentForm>['input']>;

/**
 * The state of the quote/invoice form (DocumentFormModal): the values, the step, the
 * problems by field, the saving and the prices' lock, with the rules of moving between
 * steps (each checks spec section 5's rules before moving on) and of saving. The totals are
 * the shared invoiceTotals of what is typed, live.
 */
/** What a refused save shows above the form (text, or text with a link): null when saved. */
export type SaveProblem = ReactNode;

export const useDocumentForm = ({
  initial,
  pricesFromSelection,
  onPickClient,
  onSave,
}: {
  initial: DocumentFormValues;
  /** Prices came from the client's confirmed gallery selection: editing them asks first. */
  pricesFromSelection: boolean;
  /** Fills the client from the CRM; resolves with the filled values, or null when it failed. */
  onPickClient: (contactId: string) => Promise<Partial<DocumentFormValues['client']> | null>;
  /** Sends the checked body; resolves with a catalogue message to show in the form, or null when saved. */
  onSave: (input: DocumentFormInput) => Promise<SaveProblem>;
}) => {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const unsavedChanges = useUnsavedChanges(values);
  const [step, setStep] = useState<DocumentFormStep>('basic');
  // A quote opened to be completed for a full invoice shows what its client lacks at once, on the fields.
  const [errors, setErrors] = useState<DocumentFormErrors>(() =>
    initial.completeForInvoice ? { ...NO_ERRORS, client: checkDocumentForm(initial, BILLING_CURRENCY).errors?.client ?? {} } : NO_ERRORS,
  );
  const [formError, setFormError] = useState<ReactNode>(null);
  const [focusError, setFocusError] = useState(0);
  const [saving, setSaving] = useState(false);
  const [pricesUnlocked, setPricesUnlocked] = useState(!pricesFromSelection);
  const [warningOpen, setWarningOpen] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const [earliestIssueDate, setEarliestIssueDate] = useState<string | null>(null);
  // An invoice is never dated in the future (in Madrid) nor before the latest one issued, in any series (issue 22 point 5).
  const issueDateBounds = () => ({ today: dayIn(new Date(), 'Europe/Madrid'), latestIssued: earliestIssueDate });

  const simplified = isSimplified(values);
  const noWithholding = simplified ? null : noWithholdingOf(values.client);
  const withholding = !simplified && noWithholding === null;
  const totals = useMemo(() => liveDocumentTotals(values, BILLING_CURRENCY), [values]);
  const limit = simplifiedLimitOf(values, totals);
  const productBases = totals.lines.slice(totals.lines.length - values.lines.length).map((line) => line.baseCents);

  const fail = (next: DocumentFormErrors, at: DocumentFormStep) => {
    setErrors(next);
    if (at !== step) setStep(at);
    setFocusError((count) => count + 1);
  };

  const goTo = (target: DocumentFormStep) => {
    if (target === 'products' && step === 'basic') {
      const checked = checkDocumentForm(values, BILLING_CURRENCY, issueDateBounds());
      const problems = checked.errors ? basicStepErrors(checked.errors) : NO_ERRORS;
      if (hasProblems(problems)) return fail(problems, 'basic');
    }
    setErrors(NO_ERRORS);
    setStep(target);
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  const setClient = (field: ClientField | 'professional' | 'viesCheckedOn', value: string | boolean) => {
    setValues((current) => ({ ...current, client: { ...current.client, [field]: value } }));
    setErrors((current) => ({ ...current, client: { ...current.client, [field]: undefined } }));
  };
  const setSession = (field: SessionField | 'completeGallery', value: string | boolean) => {
    setValues((current) => ({ ...current, session: { ...current.session, [field]: value } }));
    setErrors((current) => ({ ...current, session: { ...current.session, [field]: undefined, title: undefined } }));
  };
  const set = <K extends 'issueDate' | 'operationDate' | 'dueDate' | 'paymentConditions' | 'notes' | 'irpf' | 'irpfCustom' | 'number' | 'pricesIncludeVat' | 'depositKind' | 'depositValue'>(field: K, value: DocumentFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const shownAs = field === 'irpfCustom' ? 'irpf' : field === 'depositKind' || field === 'depositValue' ? 'deposit' : field;
    setErrors((current) => ({ ...current, document: { ...current.document, [shownAs]: undefined, amount: undefined } }));
  };

  /** Each kind has its own series: the number field starts again with that series' next number. */
  const setInvoiceType = (invoiceType: IssuedInvoiceType) => {
    setValues((current) => ({ ...current, invoiceType, number: '' }));
    setErrors((current) => ({ ...current, client: {}, document: { ...current.document, number: undefined, irpf: undefined, amount: undefined } }));
  };

  const pickClient = async (picked: { contactId: string; name: string } | null) => {
    if (!picked) {
      setValues((current) => ({ ...current, client: { ...current.client, clientId: null } }));
      return;
    }
    setValues((current) => ({ ...current, client: { ...current.client, clientId: picked.contactId, name: picked.name } }));
    const filled = await onPickClient(picked.contactId);
    if (filled) {
      setValues((current) => ({ ...current, client: { ...current.client, ...filled } }));
      setErrors((current) => ({ ...current, client: {} }));
    } else setFormError(t('billing.form.client.loadFailed'));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    if (step === 'basic') return goTo('products');
    const checked = checkDocumentForm(values, BILLING_CURRENCY, issueDateBounds());
    if (checked.errors) {
      const basic = basicStepErrors(checked.errors);
      return fail(checked.errors, hasProblems(basic) ? 'basic' : 'products');
    }
    setSaving(true);
    try {
      const problem = await onSave(checked.input);
      if (problem) {
        setFormError(problem);
        setFocusError((count) => count + 1);
      }
    } finally {
      setSaving(false);
    }
  };

  const setLines = (lines: LineRow[]) => setValues((current) => ({ ...current, lines }));
  const clearLineError = (rowId: string, field: LineField) =>
    setErrors((current) => ({
      ...current,
      document: { ...current.document, amount: undefined },
      lines: { ...current.lines, [rowId]: { ...current.lines[rowId], [field]: undefined } },
    }));
  const unlockPrices = () => {
    setWarningOpen(false);
    setPricesUnlocked(true);
  };

  return {
    values,
    step,
    stepIndex: DOCUMENT_FORM_STEPS.indexOf(step),
    stepHeading,
    errors,
    saving,
    pricesUnlocked,
    warningOpen,
    setWarningOpen,
    unlockPrices,
    earliestIssueDate,
    setEarliestIssueDate,
    simplified,
    clientRequirement: clientRequirementOf(values),
    withholding,
    noWithholding,
    totals,
    limit,
    productBases,
    goTo,
    set,
    setClient,
    setSession,
    setInvoiceType,
    pickClient,
    setLines,
    clearLineError,
    /** What the FormModal takes from the form. */
    modal: { saving, formError, focusErrorSignal: focusError, onSubmit: submit, unsavedChanges },
  };
};
