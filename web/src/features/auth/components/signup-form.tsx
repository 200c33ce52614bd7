import { sitePath } from '@fotostudio/shared/site/pages';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useLanguage } from '../../../i18n/use-language';
import { useConnectivity } from '../api/get-health';
import { signUpWithEmail } from '../api/sign-up';
import { usePasswordPairForm } from '../hooks/use-password-pair-form';
import { validateEmail, type EmailError } from '../validation';
import { ConnectivityStatus } from './connectivity-status';
import { PasswordPairFields } from './password-pair-fields';
import { AccountEmailField } from './account-email-field';

interface SignupErrors {
  email?: EmailError;
  terms?: 'termsRequired';
}

/**
 * Email, password twice and the terms; checked on submit only. Problems are kept as
 * codes so they follow a language switch; on success the page shows the check-your-email
 * notice (onSignedUp).
 */
export const SignupForm = ({ onSignedUp }: { onSignedUp: (email: string) => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { language } = useLanguage();
  const { connectivity, recheck } = useConnectivity();
  const [email, setEmail] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { form, errors, errorCode, onSubmit, pending, pair } = usePasswordPairForm<SignupErrors>({
    checkOthers: () => ({ email: validateEmail(email), terms: termsAccepted ? undefined : 'termsRequired' }),
    refusal: () => (connectivity === 'error' ? 'signup.connection_problem' : null),
    send: async (password) => {
      const outcome = await signUpWithEmail({ email, password, language });
      if (outcome.ok) onSignedUp(email.trim().toLowerCase());
      return outcome;
    },
  });

  return (
    <form ref={form} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ConnectivityStatus connectivity={connectivity} onRetry={recheck} />
      {errorCode ? (
        <Alert
          tone="error"
          action={
            errorCode === 'signup.already_registered' ? (
              <Link to={paths.login} state={{ email: email.trim().toLowerCase() }} className="text-link">
                {t('auth.signup.loginLink')}
              </Link>
            ) : undefined
          }
        >
          {errorMessage(errorCode)}
        </Alert>
      ) : null}
      <AccountEmailField
        label={t('auth.signup.email')}
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.email ? t(`auth.validation.${errors.email}`) : null}
      />
      <PasswordPairFields {...pair} passwordLabel={t('auth.signup.password')} confirmationLabel={t('auth.signup.confirmPassword')} />
      <div className={errors.terms ? 'checkbox-field field-invalid' : 'checkbox-field'}>
        <input
          id="signup-terms"
          type="checkbox"
          name="terms"
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.target.checked)}
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? 'signup-terms-error' : undefined}
        />
        <label htmlFor="signup-terms">
          <Trans
            i18nKey="auth.signup.acceptTerms"
            components={{
              // The public site's page in the signup's language (a prerendered page, not a route of the app).
              terms: <a href={sitePath('terms', language)} className="text-link" target="_blank" rel="noopener noreferrer" />,
              newTab: <span className="visually-hidden" />,
            }}
          />
        </label>
        {errors.terms ? (
          <p className="field-error" id="signup-terms-error">
            {t(`auth.validation.${errors.terms}`)}
          </p>
        ) : null}
      </div>
      <Button type="submit" block pending={pending}>
        {pending ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </Button>
    </form>
  );
};
