// Cognito (and cognito-local) exception names, per flow, to catalogue codes. The same
// name means different things in different flows (a NotAuthorizedException is a wrong
// password at sign-in but an already-used link at confirmation), hence one table each.
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { cognitoErrorName } from '../../../lib/auth';

export type AuthOutcome = { ok: true } | { ok: false; code: ErrorCode };

export type AuthFlow =
  | 'signUp'
  | 'confirmSignUp'
  | 'requestPasswordReset'
  | 'confirmPasswordReset'
  | 'verifyInvite'
  | 'completeInvite';

const everyFlow: Record<string, ErrorCode> = {
  TooManyRequestsException: 'rate_limit.too_many_requests',
  LimitExceededException: 'rate_limit.too_many_requests',
  TooManyFailedAttemptsException: 'rate_limit.too_many_requests',
  // How Cognito reports a request its AWS WAF web ACL blocked: only the rate rules of
  // infra/lib/rate-limits.ts block there.
  ForbiddenException: 'rate_limit.too_many_requests',
  NetworkError: 'general.network',
};

const flows: Record<AuthFlow, { names: Record<string, ErrorCode>; fallback: ErrorCode }> = {
  signUp: {
    names: {
      UsernameExistsException: 'signup.already_registered',
      AliasExistsException: 'signup.already_registered',
      InvalidPasswordException: 'signup.password_too_short',
      InvalidParameterException: 'signup.invalid_email',
      NetworkError: 'signup.connection_problem',
    },
    fallback: 'signup.create_failed',
  },
  confirmSignUp: {
    names: {
      CodeMismatchException: 'auth.invalid_token',
      // Cognito: the user is confirmed already; cognito-local says ExpiredCode then.
      NotAuthorizedException: 'auth.invalid_token',
      UserNotFoundException: 'auth.invalid_token',
      ExpiredCodeException: 'auth.token_expired',
    },
    fallback: 'confirm.failed',
  },
  requestPasswordReset: {
    names: {},
    fallback: 'login.reset_email_failed',
  },
  confirmPasswordReset: {
    names: {
      CodeMismatchException: 'auth.invalid_token',
      UserNotFoundException: 'auth.invalid_token',
      ExpiredCodeException: 'auth.token_expired',
      InvalidPasswordException: 'auth.weak_password',
    },
    fallback: 'reset_password.failed',
  },
  verifyInvite: {
    names: {
      // A wrong or expired temporary password, or an invitation already accepted.
      NotAuthorizedException: 'invite.link_invalid',
      InvalidPasswordException: 'invite.link_invalid',
      UserNotFoundException: 'invite.link_invalid',
      PasswordResetRequiredException: 'invite.link_invalid',
    },
    fallback: 'invite.unexpected',
  },
  completeInvite: {
    names: {
      SignInException: 'invite.no_active_session',
      // The challenge session lives 3 minutes.
      NotAuthorizedException: 'invite.link_invalid',
      InvalidPasswordException: 'auth.weak_password',
    },
    fallback: 'invite.unexpected',
  },
};

export const authErrorCode = (flow: AuthFlow, error: unknown): ErrorCode => {
  const name = cognitoErrorName(error);
  const { names, fallback } = flows[flow];
  return names[name] ?? everyFlow[name] ?? fallback;
};

export const failure = (flow: AuthFlow, error: unknown): AuthOutcome => ({ ok: false, code: authErrorCode(flow, error) });
