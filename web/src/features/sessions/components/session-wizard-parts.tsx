// The session wizard's steps navigation and the notice of a session just created (with the
// files that could not be uploaded), apart from the wizard's own state and submit logic.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { useErrorMessage } from '../../../i18n/use-error-message';
import type { UploadItem } from '../hooks/use-image-uploads';
import { SESSION_STEPS, type SessionStep } from '../utils/session-form';

export interface CreatedNotice {
  sessionId: string;
  title: string;
  notUploaded: UploadItem[];
}

export const CreatedSessionNotice = ({ created, href }: { created: CreatedNotice; href: string }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <Alert tone="success" action={<Link to={href}>{t('sessions.form.openCreated')}</Link>}>
      <p>{t('sessions.form.created', { title: created.title })}</p>
      {created.notUploaded.length > 0 ? (
        <>
          <p>{t('sessions.form.notUploaded')}</p>
          <ul className="session-not-uploaded">
            {created.notUploaded.map((item) => (
              <li key={item.key}>
                {item.file.name}: {item.problem ? errorMessage(item.problem.code, item.problem.params) : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Alert>
  );
};

export const WizardStepsNav = ({ step, disabled, onGoTo }: { step: SessionStep; disabled: boolean; onGoTo: (step: SessionStep) => void }) => {
  const { t } = useTranslation();
  const stepIndex = SESSION_STEPS.indexOf(step);
  return (
    <nav aria-label={t('sessions.form.stepsLabel')}>
      <ol className="session-steps">
        {SESSION_STEPS.map((name, index) => (
          <li key={name} className={index === stepIndex ? 'is-current' : index < stepIndex ? 'is-done' : undefined}>
            <button type="button" className="session-step-button" aria-current={index === stepIndex ? 'step' : undefined} disabled={disabled} onClick={() => onGoTo(name)}>
              <span className="session-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{t(`sessions.form.steps.${name}`)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
};
