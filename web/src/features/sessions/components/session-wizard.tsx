import { listPackages } from '@fotostudio/shared/contracts/catalog';
import type { SessionDetail } from '@fotostudio/shared/contracts/sessions';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useLanguage } from '../../../i18n/use-language';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';
import { useRoute } from '../../../lib/use-route';
import { useCreateSession } from '../api/create-session';
import { calendarFeedReady } from '../api/calendar-feed';
import { useUpdateSession } from '../api/update-session';
import { useUpdateSessionFinance } from '../api/update-session-finance';
import { useImageUploads } from '../hooks/use-image-uploads';
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
import { FinanceFields } from './finance-fields';
import { ImageUploader } from './image-uploader';
import { SessionDataStep } from './session-data-step';
import { CreatedSessionNotice, WizardStepsNav, type CreatedNotice } from './session-wizard-parts';

/**
 * The session wizard (spec section 2): session data, financial configuration, image
 * upload; create and edit modes, starting at the session step. Creating posts the session,
 * then its images, then resets to the first step for the next one.
 */
export const SessionWizard = ({
  saved,
  imagesPerSession,
  detailHref,
  onClose,
  onSaved,
}: {
  /** The session being edited; null creates one. */
  saved: SessionDetail | null;
  /** The photographer's images-per-session limit (`/api/me`); undefined while it is read. */
  imagesPerSession: number | undefined;
  detailHref: (sessionId: string) => string;
  onClose: () => void;
  /** Edit mode: after a successful save. */
  onSaved?: () => void;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useCatalogueToast();
  const { language } = useLanguage();
  const { currency } = usePreferences();
  const editing = saved !== null;
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
    const checked = checkFinanceStep(values, basePriceCents, currency);
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
      const outcome = await uploads.send(detail.session.sessionId);
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
        const outcome = await uploads.send(sessionId);
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

  const formId = `session-wizard-${formKey}`;
  const lastStep = stepIndex === SESSION_STEPS.length - 1;
  const primaryLabel = () => {
    if (saved) return saving ? t('sessions.form.saving') : t('sessions.form.save');
    if (!lastStep) return t('sessions.form.next');
    return saving ? t('sessions.form.creating') : t('sessions.form.create');
  };

  const stepPanel = () => {
    switch (step) {
      case 'session':
        return (
          <SessionDataStep
            values={values}
            errors={errors}
            set={set}
            editing={editing}
            packages={activePackages}
            packagesFailed={packages.error !== undefined}
            fixedPackageName={saved?.session.packageName ?? null}
            onDateError={setDateError}
          />
        );
      case 'finance':
        return (
          <>
            {financePlaceholder ? <Alert tone="info">{errorMessage('sessions.finance_placeholder')}</Alert> : null}
            <FinanceFields
              basePriceCents={basePriceCents}
              totalPrice={values.totalPrice}
              paid={values.paid}
              errors={errors}
              readOnly={financePlaceholder}
              onTotalChange={(value) => set('totalPrice', value)}
              onPaidChange={(value) => set('paid', value)}
            />
          </>
        );
      default:
        return (
          <>
            <p className="field-hint">{saved ? t('sessions.form.imagesEditHint') : t('sessions.form.imagesCreateHint')}</p>
            <ImageUploader uploads={uploads} imageCount={saved?.session.imageCount ?? 0} perSession={imagesPerSession} busy={saving} />
          </>
        );
    }
  };

  return (
    <Modal
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      title={saved ? t('sessions.form.editTitle') : t('sessions.form.createTitle')}
      description={saved ? saved.session.title : undefined}
      size="4xl"
      height={90}
      className="session-wizard"
      unsavedChanges={unsavedChanges && !busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('ui.cancel')}
          </Button>
          {stepIndex > 0 ? (
            <Button variant="secondary" disabled={busy} onClick={() => goTo(SESSION_STEPS[stepIndex - 1] ?? 'session')}>
              {t('sessions.form.back')}
            </Button>
          ) : null}
          {saved && !lastStep ? (
            <Button variant="secondary" disabled={busy} onClick={() => goTo(SESSION_STEPS[stepIndex + 1] ?? 'images')}>
              {t('sessions.form.next')}
            </Button>
          ) : null}
          <Button type="submit" form={formId} pending={busy && (saving || uploads.phase.kind !== 'checking')} disabled={uploads.phase.kind === 'checking'}>
            {primaryLabel()}
          </Button>
        </>
      }
    >
      <div ref={body}>
        {created ? <CreatedSessionNotice created={created} href={detailHref(created.sessionId)} /> : null}
        <WizardStepsNav step={step} disabled={busy} onGoTo={goTo} />
        <h3 ref={stepHeading} tabIndex={-1} className="session-step-heading">
          {t('sessions.form.stepOf', { n: stepIndex + 1, total: SESSION_STEPS.length, name: t(`sessions.form.steps.${step}`) })}
        </h3>
        <form key={formKey} id={formId} className="modal-form" noValidate onSubmit={(event) => void submit(event)}>
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          {stepPanel()}
        </form>
      </div>
    </Modal>
  );
};
