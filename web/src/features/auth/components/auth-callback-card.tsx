import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { getAccessToken } from '../../../lib/auth';
import { confirmEmail } from '../api/confirm-sign-up';
import { callbackSuccessCode } from '../auth-error-kind';
import { linkCode, safeNextPath } from '../link-params';
import { CALLBACK_ERROR_REDIRECT_MS, LINK_SUCCESS_REDIRECT_MS } from '../timers';
import { AuthCard } from './auth-card';
import { AuthStatus } from './auth-status';

type Phase =
  | { name: 'processing' }
  | { name: 'success'; code: ErrorCode }
  | { name: 'error'; code: ErrorCode; error: string; description: string | null };

const errorPath = (error: string, description: string | null): string => {
  const query = new URLSearchParams({ error });
  if (description) query.set('description', description);
  return `${paths.authError}?${query.toString()}`;
};

/**
 * /auth/callback: the generic landing of auth links. `type=signup` (or `email`) confirms
 * the sign-up, `type=recovery` continues on /auth/reset-password with the code; other
 * types are not supported here. A provider `error` goes straight to /auth/error.
 */
export const AuthCallbackCard = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const [phase, setPhase] = useState<Phase>({ name: 'processing' });
  const started = useRef(false);
  const next = safeNextPath(params.get('next'), paths.dashboard);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (code: ErrorCode, error: string, description: string | null = null) =>
      setPhase({ name: 'error', code, error, description });

    const run = async () => {
      const providerError = params.get('error');
      if (providerError) {
        fail('callback.auth_error', providerError, params.get('error_description') ?? params.get('description'));
        return;
      }
      const code = linkCode(params);
      const type = params.get('type');
      const email = params.get('email');
      if (!code || !type) {
        fail('callback.missing_parameters', 'callback.missing_parameters');
        return;
      }
      if (type === 'recovery') {
        if (!email) {
          fail('callback.missing_parameters', 'callback.missing_parameters');
          return;
        }
        await navigate(`${paths.authResetPassword}?${new URLSearchParams({ code, email }).toString()}`, { replace: true });
        return;
      }
      if (type !== 'signup' && type !== 'email') {
        fail('callback.unsupported_type', 'callback.unsupported_type');
        return;
      }
      if (!email) {
        fail('callback.missing_parameters', 'callback.missing_parameters');
        return;
      }
      const confirmed = await confirmEmail(email, code);
      if (!confirmed.ok) {
        fail(confirmed.code, confirmed.code);
        return;
      }
      // Spec: success means a session; a confirmation from another browser has none.
      if ((await getAccessToken()) === null) {
        fail('callback.session_not_established', 'callback.session_not_established');
        return;
      }
      setPhase({ name: 'success', code: callbackSuccessCode(type) });
    };
    run().catch(() => fail('callback.processing_failed', 'callback.processing_failed'));
  }, [params, navigate]);

  // The toast outlives the move to /auth/error (spec section 8: a toast, then the redirect).
  const toasted = useRef(false);
  useEffect(() => {
    if (phase.name !== 'error' || toasted.current) return;
    toasted.current = true;
    toast.error(errorMessage(phase.code));
  }, [phase, toast, errorMessage]);

  useEffect(() => {
    if (phase.name === 'processing') return undefined;
    const timer = window.setTimeout(
      () =>
        void navigate(phase.name === 'success' ? next : errorPath(phase.error, phase.description), { replace: true }),
      phase.name === 'success' ? LINK_SUCCESS_REDIRECT_MS : CALLBACK_ERROR_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [phase, navigate, next]);

  if (phase.name === 'processing') {
    return (
      <AuthCard title={t('auth.callback.title')}>
        <AuthStatus tone="progress">
          <p>{t('auth.callback.processing')}</p>
        </AuthStatus>
      </AuthCard>
    );
  }
  if (phase.name === 'success') {
    return (
      <AuthCard title={t('auth.callback.successTitle')}>
        <AuthStatus tone="success">
          <p className="auth-status-lead">{errorMessage(phase.code)}</p>
          <p>{t('auth.callback.redirecting')}</p>
        </AuthStatus>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.callback.errorTitle')}>
      <AuthStatus tone="error">
        <p className="auth-status-lead">{errorMessage(phase.code)}</p>
        <p>{t('auth.callback.redirectingToError')}</p>
      </AuthStatus>
    </AuthCard>
  );
};
