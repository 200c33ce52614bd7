import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { useToast } from '../../../components/ui/toast';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useIssueRefusal } from '../../../hooks/use-issue-refusal';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';
import type { Problem } from '../utils/document-form';

type Checked<Input, Errors> = { input: Input; errors: null } | { input: null; errors: Errors };

/**
 * The form of an invoice issued from others (the rectifying invoice, the substitute of
 * simplified ones): its values and problems, and a submit that checks them, posts, tells the
 * number issued, and puts a refusal about one field on it (the rest above the form). Spread
 * `modal` on the FormModal.
 */
export const useIssueInvoiceForm = <Values, Input, Errors extends { fields: Partial<Record<string, Problem>> }>({
  start,
  noErrors,
  check,
  post,
  fieldOfCode,
  issuedMessage,
  onIssued,
}: {
  start: () => Values;
  noErrors: Errors;
  check: (values: Values) => Checked<Input, Errors>;
  post: (input: Input) => Promise<BillingDocument>;
  fieldOfCode: (code: string) => (keyof Errors['fields'] & string) | undefined;
  issuedMessage: (invoice: BillingDocument) => string;
  onIssued: (invoice: BillingDocument) => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const issueRefusal = useIssueRefusal();
  const [values, setValues] = useState<Values>(start);
  const unsavedChanges = useUnsavedChanges(values);
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [formError, setFormError] = useState<ReactNode>(null);
  const [focusError, setFocusError] = useState(0);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    const { input, errors: found } = check(values);
    if (found !== null || input === null) {
      if (found) setErrors(found);
      setFocusError((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      const invoice = await post(input);
      toast.success(issuedMessage(invoice));
      onIssued(invoice);
    } catch (error) {
      const code = shownErrorCodeOf(error, 'billing.create_failed');
      if (code) {
        // A refusal about one field shows on it; the rest above the form.
        const field = fieldOfCode(code);
        if (field) setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: { code } } }));
        else setFormError(await issueRefusal(code));
        setFocusError((count) => count + 1);
      }
      setSaving(false);
    }
  };

  return {
    values,
    setValues,
    errors,
    setErrors,
    setFormError,
    modal: {
      size: '4xl',
      height: 95,
      saving,
      formError,
      focusErrorSignal: focusError,
      onSubmit: submit,
      unsavedChanges,
      savingLabel: t('billing.form.saving'),
    },
  } as const;
};

/** The issue date of an invoice issued from others: required, typed in the photographer's date format. */
export const IssueDateField = ({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  error: Problem | undefined;
  onChange: (day: string) => void;
}) => {
  const { dateFormat } = usePreferences();
  const problemText = useFieldProblemText('billing.validation');
  return <DateInput label={label} required value={value} format={dateFormat} hint={hint} error={problemText(error)} onChange={(day) => onChange(day ?? '')} />;
};
