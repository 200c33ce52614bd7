import type { SessionDetail } from '@fotostudio/shared/contracts/sessions';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useSessionWizard } from '../hooks/use-session-wizard';
import { SESSION_STEPS } from '../utils/session-form';
import { FinanceFields } from './finance-fields';
import { ImageUploader } from './image-uploader';
import { SessionDataStep } from './session-data-step';
import { CreatedSessionNotice, WizardStepsNav } from './session-wizard-parts';

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
  const editing = saved !== null;
  const wizard = useSessionWizard({ saved, onSaved });
  const { step, stepIndex, values, set, errors, saving, busy, uploads } = wizard;

  const formId = `session-wizard-${wizard.formKey}`;
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
            packages={wizard.activePackages}
            packagesFailed={wizard.packages.error !== undefined}
            fixedPackageName={saved?.session.packageName ?? null}
            onDateError={wizard.setDateError}
          />
        );
      case 'finance':
        return (
          <>
            {wizard.financePlaceholder ? <Alert tone="info">{errorMessage('sessions.finance_placeholder')}</Alert> : null}
            <FinanceFields
              basePriceCents={wizard.basePriceCents}
              totalPrice={values.totalPrice}
              paid={values.paid}
              errors={errors}
              recordedPaidCents={saved?.finance.recordedPaidCents ?? 0}
              readOnly={wizard.financePlaceholder}
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
      unsavedChanges={wizard.unsavedChanges && !busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('ui.cancel')}
          </Button>
          {stepIndex > 0 ? (
            <Button variant="secondary" disabled={busy} onClick={() => wizard.goTo(SESSION_STEPS[stepIndex - 1] ?? 'session')}>
              {t('sessions.form.back')}
            </Button>
          ) : null}
          {saved && !lastStep ? (
            <Button variant="secondary" disabled={busy} onClick={() => wizard.goTo(SESSION_STEPS[stepIndex + 1] ?? 'images')}>
              {t('sessions.form.next')}
            </Button>
          ) : null}
          <Button type="submit" form={formId} pending={busy && (saving || uploads.phase.kind !== 'checking')} disabled={uploads.phase.kind === 'checking'}>
            {primaryLabel()}
          </Button>
        </>
      }
    >
      <div ref={wizard.body}>
        {wizard.created ? <CreatedSessionNotice created={wizard.created} href={detailHref(wizard.created.sessionId)} /> : null}
        <WizardStepsNav step={step} disabled={busy} onGoTo={wizard.goTo} />
        <h3 ref={wizard.stepHeading} tabIndex={-1} className="session-step-heading">
          {t('sessions.form.stepOf', { n: stepIndex + 1, total: SESSION_STEPS.length, name: t(`sessions.form.steps.${step}`) })}
        </h3>
        <form key={wizard.formKey} id={formId} className="modal-form" noValidate onSubmit={(event) => void wizard.submit(event)}>
          {wizard.formError ? <Alert tone="error">{wizard.formError}</Alert> : null}
          {stepPanel()}
        </form>
      </div>
    </Modal>
  );
};
