import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useAuth } from '../../../lib/auth';
import { confirmEmail, resendConfirmation } from '../api/confirm-sign-up';
import type { LoginState } from '../login-state';
import { LINK_SUCCESS_REDIRECT_MS } from '../timers';
import { AuthCard } from './auth-card';
import { AuthStatus } from './auth-status';

type Phase =
  | { name: 'processing' }
  | { name: 'success' }
  | { name: 'alreadyConfirmed' }
  | { name: 'error'; code: ErrorCode; resend: 'idle' | 'sending' | 'sent' | { failed: ErrorCode } };

const failed = (failure: ErrorCode): Phase =>
  failure === 'confirm.already_confirmed' ? { name: 'alreadyConfirmed' } : { name: 'error', code: failure, resend: 'idle' };

/**
 * /auth/confirm with a code: confirms the sign-up, then goes to the dashboard. A user
 * who signed up in this browser is signed in by then (or moments later: the sign-up tab
 * polls, and /login follows it); anyone else lands on /login with the email filled in.
 * A link opened again says the email is confirmed already and offers the login; a link
 * that no longer works (expired, replaced by a newer one) offers a new confirmation email.
 */
export const ConfirmEmailCard = ({ code, email }: { code: string; email: string | null }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { state } = useAuth();
  const [phase, setPhase] = useState<Phase>({ name: 'processing' });
  const [redirectDue, setRedirectDue] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // A code confirms once; a second call would report the link as used.
    if (started.current) return;
    started.current = true;
    if (!email) {
      setPhase({ name: 'error', code: 'callback.missing_parameters', resend: 'idle' });
      return;
    }
    void confirmEmail(email, code).then((result) => setPhase(result.ok ? { name: 'success' } : failed(result.code)));
  }, [code, email]);

  useEffect(() => {
    if (phase.name !== 'success') return undefined;
    const timer = window.setTimeout(() => setRedirectDue(true), LINK_SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [phase.name]);

  const resend = async () => {
    if (!email || phase.name !== 'error') return;
    setPhase({ ...phase, resend: 'sending' });
    const result = await resendConfirmation(email);
    if (result.ok) setPhase({ ...phase, resend: 'sent' });
    else if (result.code === 'confirm.already_confirmed') setPhase({ name: 'alreadyConfirmed' });
    else setPhase({ ...phase, resend: { failed: result.code } });
  };

  const loginState: LoginState = email ? { email } : {};

  if (redirectDue && state.status === 'signedIn') return <Navigate to={paths.dashboard} replace />;
  if (redirectDue && state.status === 'signedOut') {
    return <Navigate to={paths.login} replace state={{ ...loginState, notice: 'emailConfirmed' } satisfies LoginState} />;
  }

  if (phase.name === 'processing') {
    return (
      <AuthCard title={t('auth.confirm.processingTitle')}>
        <AuthStatus tone="progress">
          <p>{t('auth.confirm.processing')}</p>
        </AuthStatus>
      </AuthCard>
    );
  }
  if (phase.name === 'success') {
    return (
      <AuthCard title={t('auth.confirm.successTitle')}>
        <AuthStatus tone="success">
          <p className="auth-status-lead">{errorMessage('callback.success_signup')}</p>
          <p>{t('auth.confirm.redirecting')}</p>
        </AuthStatus>
      </AuthCard>
    );
  }
  if (phase.name === 'alreadyConfirmed') {
    return (
      <AuthCard title={t('auth.confirm.alreadyTitle')}>
        <AuthStatus
          tone="success"
          actions={
            <Link to={paths.login} state={loginState} className="button button-primary button-block">
              {t('auth.confirm.loginLink')}
            </Link>
          }
        >
          <p>{errorMessage('confirm.already_confirmed')}</p>
        </AuthStatus>
      </AuthCard>
    );
  }
  if (phase.resend === 'sent') {
    return (
      <AuthCard title={t('auth.confirm.resentTitle')}>
        <AuthStatus tone="mail">
          <p>{errorMessage('signup.confirmation_sent')}</p>
        </AuthStatus>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.confirm.errorTitle')}>
      <AuthStatus
        tone="error"
        actions={
          <>
            {email ? (
              <Button block pending={phase.resend === 'sending'} onClick={() => void resend()}>
                {phase.resend === 'sending' ? t('auth.confirm.resending') : t('auth.confirm.resend')}
              </Button>
            ) : (
              <Link to={paths.signup} className="button button-primary button-block">
                {t('auth.confirm.signupLink')}
              </Link>
            )}
            <Link to={paths.login} state={loginState} className="button button-secondary button-block">
              {t('auth.confirm.loginLink')}
            </Link>
          </>
        }
      >
        <p>{errorMessage(phase.code)}</p>
        {typeof phase.resend === 'object' ? <p role="alert">{errorMessage(phase.resend.failed)}</p> : null}
      </AuthStatus>
    </AuthCard>
  );
};
