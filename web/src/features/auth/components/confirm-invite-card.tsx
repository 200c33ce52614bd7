import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { verifyInvitation } from '../api/accept-invite';
import { LINK_SUCCESS_REDIRECT_MS } from '../timers';
import { isEmailAddress } from '../validation';
import { AuthCard } from './auth-card';
import { AuthStatus } from './auth-status';

type Phase =
  | { name: 'idle' }
  | { name: 'verifying' }
  | { name: 'verified'; next: 'choosePassword' | 'signedIn' }
  | { name: 'error'; code: ErrorCode };

export const invitePath = (email: string | null): string => {
  const query = new URLSearchParams();
  if (email) query.set('email', email);
  query.set('confirmed', 'true');
  return `${paths.authInvite}?${query.toString()}`;
};

/**
 * /auth/confirm-invite: the invitation mail's link carries the temporary password as
 * `token` and the user as `email`. Verifying signs in with them; Cognito then asks for a
 * new password, which /auth/invite collects in this same tab (Amplify holds the
 * pending challenge), so the move there is an in-app navigation, never a reload.
 */
export const ConfirmInviteCard = ({ token, type, user }: { token: string; type: string; user: string | null }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [redirectDue, setRedirectDue] = useState(false);

  useEffect(() => {
    if (phase.name !== 'verified') return undefined;
    const timer = window.setTimeout(() => setRedirectDue(true), LINK_SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [phase.name]);

  if (redirectDue && phase.name === 'verified') {
    // Cognito fills the link's user with the user name, which for email sign-in is an
    // opaque id: only a real address is worth showing on the next page.
    const shownEmail = user && isEmailAddress(user) ? user.trim().toLowerCase() : null;
    return <Navigate to={phase.next === 'signedIn' ? paths.dashboard : invitePath(shownEmail)} replace />;
  }

  const verify = async () => {
    if (type !== 'invite' || !user) {
      setPhase({ name: 'error', code: 'invite.link_invalid' });
      return;
    }
    setPhase({ name: 'verifying' });
    const result = await verifyInvitation(user, token);
    setPhase(result.ok ? { name: 'verified', next: result.next } : { name: 'error', code: result.code });
  };

  if (phase.name === 'verified') {
    return (
      <AuthCard title={t('auth.confirmInvite.successTitle')}>
        <AuthStatus tone="success">
          <p className="auth-status-lead">{t('auth.confirmInvite.success')}</p>
          <p>{t('auth.confirmInvite.redirecting')}</p>
        </AuthStatus>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.confirmInvite.title')}
      subtitle={t('auth.confirmInvite.subtitle')}
      footer={
        <p>
          {t('auth.confirmInvite.haveAccount')}{' '}
          <Link to={paths.login} className="text-link">
            {t('auth.confirmInvite.loginLink')}
          </Link>
        </p>
      }
    >
      <div className="form">
        {phase.name === 'error' ? (
          <AuthStatus tone="error">
            <p>{errorMessage(phase.code)}</p>
          </AuthStatus>
        ) : null}
        <Button block pending={phase.name === 'verifying'} onClick={() => void verify()}>
          {phase.name === 'verifying' ? t('auth.confirmInvite.verifying') : t('auth.confirmInvite.verify')}
        </Button>
      </div>
    </AuthCard>
  );
};
