import { listPackages } from '@fotostudio/shared/contracts/catalog';
import type { SessionDetail } from '@fotostudio/shared/contracts/sessions';
import { compressesUploads } from '@fotostudio/shared/files/upload-compression';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useLanguage } from '../../../i18n/use-language';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';
import { useCreateSession } from '../api/create-session';
import { calendarFeedReady } from '../api/calendar-feed';
import { useRoute } from '../../../lib/use-route';
import { useUpdateSession } from '../api/update-session';
import { useUpdateSessionFinance } from '../api/update-session-finance';
import type { CreatedNotice } from '../components/session-wizard-parts';
import {
  checkFinanceStep,
  checkSessionStep,
  emptySessionForm,
  fieldOfCode,
  financeUpdateOf,
  SESSION_STEPS,
  sessionFormOf,
  sessionInputOf,
  sessionUpdateOf,
  stepOfField,
  type SessionFormErrors,
  type SessionFormValues,
  type SessionStep,
} from '../utils/session-form';
import { useImageUploads } from './use-image-uploads';

/**
 * The state of the session wizard (SessionWizard): the values, the step, the problems by
 * field, the images waiting to be sent and the saving, with the rules of moving between
 * steps (forward checks the steps left behind, back never does), of creating a session
 * (then its images, then a fresh form for the next one) and of saving an edit.
 */
export const useSessionWizard = ({
  saved,
  onSaved,
}: {
  /** The session being edited; null creates one. */
  saved: SessionDetail | null;
  /** Edit mode: after a successful save. */
  onSaved?: () => void;
}) => {
  const errorMessage = useErrorMessage();
  const toast = useCatalogueToast();
  const { language } = useLanguage();
  const { currency } = usePreferences();
  const packages = useRoute(listPackages);
  const create = useCreateSession();
  const update = useUpdateSession();
  const updateFinance = useUpdateSessionFinance();
  const uploads = useImageUploads();
  const [step, setStep] = useState<SessionStep>('session');
  const [values, setValues] = useState<SessionFormValues>(() => (saved ? sessionFormOf(saved, currency, language) : emptySessionForm()));
  const [opened, setOpened] = useState(() => JSON.stringify(values));
  const [errors, setErrors] = useState<SessionFormErrors>({});
  const [dateError, setDateError] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [focusError, setFocusError] = useState(0);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedNotice | null>(null);
  // A new form after a create: the client picker and date input start empty again.
  const [formKey, setFormKey] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const movedStep = useRef(false);
  useFocusFirstInvalid(body, focusError);

  useEffect(() => {
    if (movedStep.current) stepHeading.current?.focus();
    movedStep.current = false;
  }, [step]);

  const activePackages = packages.data?.packages.filter((pkg) => pkg.active);
  const basePriceCents = saved ? saved.finance.basePriceCents : (activePackages?.find((pkg) => pkg.packageId === values.packageId)?.priceCents ?? null);
  const financePlaceholder = saved?.finance.placeholder === true;
  const hasWaitingFiles = uploads.items.some((item) => item.status === 'waiting');
  const unsavedChanges = JSON.stringify(values) !== opened || hasWaitingFiles;
  const busy = saving || uploads.phase.kind !== 'idle';
  const stepIndex = SESSION_STEPS.indexOf(step);

  const set = <K extends keyof SessionFormValues>(field: K, value: SessionFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Calendar sync and the date answer to each other: changing either clears the date's message.
    const cleared = field === 'calendarSync' ? 'date' : field;
    setErrors((current) => ({ ...current, [field]: undefined, [cleared]: undefined }));
  };

  const show = (next: SessionStep) => {
    movedStep.current = true;
    // The date input is rebuilt from the stored value when the step shows again.
    if (next !== 'session') setDateError(false);
    setStep(next);
  };

  const fail = (found: SessionFormErrors, at: SessionStep) => {
    setErrors(found);
    if (at !== step) show(at);
    setFocusError((count) => count + 1);
  };

  const checkSession = () => {
    const checked = checkSessionStep(values, dateError);
    if (!checked.ok) fail(checked.errors, 'session');
    return checked.ok ? checked.data : null;
  };

  const checkFinance = () => {
    const checked = checkFinanceStep(values, basePriceCents, currency, saved?.finance);
    if (!checked.ok) fail(checked.errors, 'finance');
    return checked.ok ? checked.finance : null;
  };

  /** Moving forward checks the steps left behind; moving back never does. */
  const goTo = (next: SessionStep) => {
    const target = SESSION_STEPS.indexOf(next);
    if (target > 0 && stepIndex < 1 && !checkSession()) return;
    if (target > 1 && stepIndex < 2 && !checkFinance()) return;
    setErrors({});
    show(next);
  };

  const showApiError = (error: unknown, failure: 'sessions.update_failed' | 'sessions.finance_update_failed' | 'sessions.create_failed') => {
    const code = shownErrorCodeOf(error);
    if (!code) return;
    const field = fieldOfCode(code);
    if (field) fail({ [field]: { code } }, stepOfField(field));
    else setFormError(errorMessage(code));
    if (failure === 'sessions.create_failed') toast.showCode(failure);
    else toast.showCode(failure, { msg: errorMessage(code) });
  };

  const createSession = async () => {
    const data = checkSession();
    const finance = data && checkFinance();
    if (!data || !finance) return;
    const input = sessionInputOf(values, data, finance);
    if (!input) return;
    if (uploads.items.some((item) => item.status === 'refused')) {
      toast.showCode('sessions.fix_image_errors');
      show('images');
      return;
    }
    setSaving(true);
    try {
      const detail = await create.trigger({ body: input });
      const outcome = await uploads.send(detail.session.sessionId, { compress: compressesUploads(detail.package) });
      toast.showCode('sessions.created');
      if (input.calendarSync && !(await calendarFeedReady())) toast.showCode('sessions.calendar_sync_warning');
      const notUploaded = outcome.failed + outcome.refused > 0 ? uploads.items.filter((item) => item.status === 'failed' || item.status === 'refused') : [];
      setCreated({ sessionId: detail.session.sessionId, title: detail.session.title, notUploaded });
      uploads.clear();
      const fresh = emptySessionForm();
      setValues(fresh);
      setOpened(JSON.stringify(fresh));
      setErrors({});
      setFormKey((key) => key + 1);
      show('session');
    } catch (error) {
      showApiError(error, 'sessions.create_failed');
    } finally {
      setSaving(false);
    }
  };

  const saveChanges = async (current: SessionDetail) => {
    const data = checkSession();
    const finance = data && (financePlaceholder ? null : checkFinance());
    if (!data || (!financePlaceholder && !finance)) return;
    if (uploads.items.some((item) => item.status === 'refused')) {
      toast.showCode('sessions.fix_image_errors');
      show('images');
      return;
    }
    const sessionId = current.session.sessionId;
    const sessionChange = sessionUpdateOf(current.session, data);
    const financeChange = finance ? financeUpdateOf(current.finance, finance) : null;
    if (!sessionChange && !financeChange && !hasWaitingFiles) {
      toast.showCode('sessions.update_empty');
      return;
    }
    setSaving(true);
    try {
      if (sessionChange) {
        try {
          await update.trigger({ params: { sessionId }, body: sessionChange });
          toast.showCode('sessions.info_updated');
        } catch (error) {
          showApiError(error, 'sessions.update_failed');
          return;
        }
      }
      if (financeChange) {
        try {
          await updateFinance.trigger({ params: { sessionId }, body: financeChange });
          toast.showCode('sessions.finance_updated');
        } catch (error) {
          showApiError(error, 'sessions.finance_update_failed');
          return;
        }
      }
      if (hasWaitingFiles) {
        const outcome = await uploads.send(sessionId, { compress: compressesUploads(current.package) });
        if (outcome.failed + outcome.refused > 0) {
          show('images');
          return;
        }
        toast.showCode('sessions.images_updated');
      }
      setOpened(JSON.stringify(values));
      onSaved?.();
    } finally {
      setSaving(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (saved) await saveChanges(saved);
    else if (step !== 'images') goTo(SESSION_STEPS[stepIndex + 1] ?? 'images');
    else await createSession();
  };

  return {
    step,
    stepIndex,
    values,
    set,
    errors,
    setDateError,
    formError,
    saving,
    busy,
    created,
    formKey,
    body,
    stepHeading,
    unsavedChanges,
    packages,
    activePackages,
    basePriceCents,
    financePlaceholder,
    uploads,
    goTo,
    submit,
  };
};
