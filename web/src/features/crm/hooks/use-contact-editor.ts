import { createContact, getContact, listContacts, updateContact, type Contact } from '@fotostudio/shared/contracts/crm';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { cacheWrite, useRouteMutation } from '../../../lib/use-route';
import {
  checkContactForm,
  contactFormOf,
  contactUpdateOf,
  emptyContactForm,
  NO_CONTACT_ERRORS,
  type ContactFormErrors,
  type ContactFormField,
  type ContactFormValues,
  type CustomDateField,
  type CustomDateRow,
} from '../utils/contact-form';
import type { ContactType } from '../utils/contact-list-params';

export interface ContactEditor {
  values: ContactFormValues;
  errors: ContactFormErrors;
  /** A server refusal or a problem no field shows, already translated. */
  formError: string | null;
  /** Bumped after each failed submit: the form focuses its first invalid field. */
  focusErrorSignal: number;
  saving: boolean;
  setField: <K extends ContactFormField | 'type'>(field: K, value: ContactFormValues[K]) => void;
  setCustomDates: (rows: CustomDateRow[]) => void;
  /** A custom date's field was changed: its message can go. */
  clearCustomDateError: (rowId: string, field: CustomDateField) => void;
  /** A date input holds text that is no date (e.g. incomplete): the form must not be sent. */
  setDateInvalid: (key: string, invalid: boolean) => void;
  /** Back to the saved contact (or an empty form), errors cleared. */
  reset: () => void;
  /** Checks and saves; the saved contact, or null when something is shown to fix. */
  submit: () => Promise<Contact | null>;
}

/**
 * The state and save of the contact form, shared by the add/edit modal and the detail's
 * Information tab: values as typed, field errors, the server's refusal, success toasts.
 */
export const useContactEditor = (saved: Contact | null, newType: ContactType = 'lead'): ContactEditor => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const problemText = useFieldProblemText('crm.validation');
  const toast = useToast();
  const create = useRouteMutation(createContact, { invalidates: [listContacts] });
  // Replaces every field but the type; the answer replaces the cached contact, and its name, status or tags may move it in the lists.
  const update = useRouteMutation(updateContact, {
    writes: (answer) => [cacheWrite(getContact, { params: { contactId: answer.contact.contactId } }, answer)],
    invalidates: [listContacts],
  });
  const initial = useCallback(() => (saved ? contactFormOf(saved) : emptyContactForm(newType)), [saved, newType]);
  const [values, setValues] = useState<ContactFormValues>(initial);
  const [errors, setErrors] = useState<ContactFormErrors>(NO_CONTACT_ERRORS);
  const [formError, setFormError] = useState<string | null>(null);
  const [focusErrorSignal, setFocusErrorSignal] = useState(0);
  const [invalidDates, setInvalidDates] = useState<ReadonlySet<string>>(new Set());
  const saving = create.isMutating || update.isMutating;

  const setField: ContactEditor['setField'] = useCallback((field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'type') setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  }, []);

  const setCustomDates = useCallback((rows: CustomDateRow[]) => {
    setValues((current) => ({ ...current, customDates: rows }));
    // A removed row's unreadable date no longer blocks the form.
    setInvalidDates((current) => new Set([...current].filter((key) => key === 'birthDate' || rows.some((row) => row.rowId === key))));
  }, []);

  const clearCustomDateError = useCallback((rowId: string, field: CustomDateField) => {
    setErrors((current) => {
      const row = current.customDates[rowId];
      if (!row?.[field]) return current;
      return { ...current, customDates: { ...current.customDates, [rowId]: { ...row, [field]: undefined } } };
    });
  }, []);

  const setDateInvalid = useCallback((key: string, invalid: boolean) => {
    setInvalidDates((current) => {
      if (current.has(key) === invalid) return current;
      const next = new Set(current);
      if (invalid) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    setValues(initial());
    setErrors(NO_CONTACT_ERRORS);
    setFormError(null);
    setInvalidDates(new Set());
  }, [initial]);

  const submit = async (): Promise<Contact | null> => {
    if (saving) return null;
    setFormError(null);
    const checked = checkContactForm(values);
    if (!checked.ok || invalidDates.size > 0) {
      setErrors(checked.ok ? NO_CONTACT_ERRORS : checked.errors);
      if (!checked.ok && checked.errors.form) setFormError(problemText(checked.errors.form));
      setFocusErrorSignal((count) => count + 1);
      return null;
    }
    setErrors(NO_CONTACT_ERRORS);
    try {
      const { contact } = saved
        ? await update.trigger({ params: { contactId: saved.contactId }, body: contactUpdateOf(checked.input) })
        : await create.trigger({ body: checked.input });
      toast.success(saved ? t('crm.toasts.saved', { name: contact.fullName }) : t(`crm.toasts.created.${contact.type}`, { name: contact.fullName }));
      return contact;
    } catch (error) {
      const code = shownErrorCodeOf(error);
      if (code) setFormError(errorMessage(code));
      return null;
    }
  };

  return {
    values,
    errors,
    formError,
    focusErrorSignal,
    saving,
    setField,
    setCustomDates,
    clearCustomDateError,
    setDateInvalid,
    reset,
    submit,
  };
};
