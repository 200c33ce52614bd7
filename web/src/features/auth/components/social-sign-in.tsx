import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useErrorMessage } from '../../../i18n/use-error-message';

/** Google and Apple sign-in are announced but not available yet (spec section 1). */
export const SocialSignIn = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [notice, setNotice] = useState(false);
  const showNotice = () => setNotice(true);
  return (
    <div className="social-sign-in">
      <p className="divider">
        <span>{t('auth.login.divider')}</span>
      </p>
      <div className="social-buttons">
        <Button
          variant="secondary"
          icon={<Icon name="google" size={18} />}
          aria-label={t('auth.login.continueWithGoogle')}
          onClick={showNotice}
        >
          {t('auth.login.google')}
        </Button>
        <Button
          variant="secondary"
          icon={<Icon name="apple" size={18} />}
          aria-label={t('auth.login.continueWithApple')}
          onClick={showNotice}
        >
          {t('auth.login.apple')}
        </Button>
      </div>
      {notice ? <Alert tone="info">{errorMessage('auth.social_unavailable')}</Alert> : null}
    </div>
  );
};
