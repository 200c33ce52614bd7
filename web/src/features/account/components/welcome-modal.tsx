import { sitePath, type SitePage } from '@fotostudio/shared/site/pages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { useDisplayName } from '../../../hooks/use-display-name';
import { useLanguage } from '../../../i18n/use-language';
import { useAuth } from '../../../lib/auth';
import { useMe, useSignedInUserId } from '../api/get-me';
import { parseLastShownAt, shouldShowWelcome, welcomeStorageKey } from '../utils/welcome-schedule';

const readLastShownAt = (userId: string | null): number | null => {
  if (!userId) return null;
  try {
    return parseLastShownAt(window.localStorage.getItem(welcomeStorageKey(userId)));
  } catch {
    return null;
  }
};

const rememberShown = (userId: string, at: number): void => {
  try {
    window.localStorage.setItem(welcomeStorageKey(userId), String(at));
  } catch {
    // Without storage it may show again on the next visit; nothing else breaks.
  }
};

interface Step {
  id: 'profile' | 'billing' | 'packages' | 'docs';
  icon: IconName;
  /** An app screen, or a page of the public site (a full page load, in the reader's language). */
  to: string | { site: SitePage };
}

const STEPS: readonly Step[] = [
  { id: 'profile', icon: 'user', to: paths.profile },
  { id: 'billing', icon: 'receipt', to: paths.billingSettings },
  { id: 'packages', icon: 'package', to: paths.packages },
  { id: 'docs', icon: 'book', to: { site: 'docs' } },
];

/** The first steps, each a link to where it is done (the welcome modal and the dashboard's first-steps card). */
export const WelcomeSteps = ({ onFollow }: { onFollow?: () => void }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ol className="welcome-steps">
      {STEPS.map((step) => (
        <li key={step.id} className="welcome-step" data-step={step.id}>
          <span className="welcome-step-icon" aria-hidden="true">
            <Icon name={step.icon} size={22} />
          </span>
          <div className="welcome-step-body">
            <p className="welcome-step-title">
              {typeof step.to === 'string' ? (
                <Link to={step.to} className="text-link" onClick={onFollow}>
                  {t(`welcome.steps.${step.id}.title`)}
                </Link>
              ) : (
                <a href={sitePath(step.to.site, language)} className="text-link">
                  {t(`welcome.steps.${step.id}.title`)}
                </a>
              )}
            </p>
            <p className="welcome-step-text">{t(`welcome.steps.${step.id}.text`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
};

/**
 * The first-steps modal of spec section 2: it opens when the photographer has loaded with
 * onboarding not completed, there is a user id, and it was last shown on this browser at
 * least 24 h ago. Close dismisses it; get started dismisses it and opens the profile.
 */
export const WelcomeModal = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useAuth();
  const userId = useSignedInUserId();
  const { data, isLoading } = useMe();
  const [open, setOpen] = useState(false);
  const getStarted = useRef<HTMLButtonElement>(null);
  const name = useDisplayName({
    name: data?.photographer.name ?? (state.status === 'signedIn' ? state.user.name : null),
    email: data?.photographer.email ?? (state.status === 'signedIn' ? state.user.email : null),
  });

  const onboardingCompleted = data?.photographer.onboardingCompleted;
  useEffect(() => {
    if (open || !userId) return;
    const now = Date.now();
    const due = shouldShowWelcome({
      userId,
      onboardingCompleted,
      photographerLoading: isLoading,
      lastShownAt: readLastShownAt(userId),
      now,
    });
    if (!due) return;
    rememberShown(userId, now);
    setOpen(true);
  }, [open, userId, onboardingCompleted, isLoading]);

  const close = () => setOpen(false);
  const start = () => {
    setOpen(false);
    void navigate(paths.profile);
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('welcome.title', { name })}
      description={t('welcome.intro')}
      size="2xl"
      height="auto"
      initialFocus={getStarted}
      className="welcome-modal"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('welcome.later')}
          </Button>
          <Button ref={getStarted} icon={<Icon name="sparkles" size={18} />} onClick={start}>
            {t('welcome.getStarted')}
          </Button>
        </>
      }
    >
      <WelcomeSteps onFollow={close} />
    </Modal>
  );
};
