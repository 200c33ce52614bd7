// Cognito (and cognito-local) exception names, per flow, to catalogue codes. The same
// name means different things in different flows (a NotAuthorizedException is a wrong
// password at sign-in but an already-used link at confirmation), hence one table each.
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { cognitoErrorName } from '../../../lib/auth';

export type AuthOutcome = { ok: true } | { ok: false; code: ErrorCode };

export type AuthFlow =
  | 'signUp'
  | 'confirmSignUp'
  | 'resendSignUpCode'
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
      // A confirmed user's NotAuthorizedException is told apart by its message (alreadyConfirmed).
      NotAuthorizedException: 'auth.invalid_token',
      UserNotFoundException: 'auth.invalid_token',
      ExpiredCodeException: 'auth.token_expired',
    },
    fallback: 'confirm.failed',
  },
  resendSignUpCode: {
    names: {},
    fallback: 'confirm.resend_failed',
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

/**
 * Cognito's answers for an email confirmed before: confirmSignUp's NotAuthorizedException
 * "User cannot be confirmed. Current status is CONFIRMED" (a confirmation link opened
 * again) and resendSignUpCode's InvalidParameterException "User is already confirmed.".
 */
const isAlreadyConfirmed = (flow: AuthFlow, error: unknown): boolean => {
  const message = error instanceof Error ? error.message : '';
  const name = cognitoErrorName(error);
  if (flow === 'confirmSignUp') return name === 'NotAuthorizedException' && /status is CONFIRMED/i.test(message);
  if (flow === 'resendSignUpCode') return name === 'InvalidParameterException' && /already confirmed/i.test(message);
  return false;
};

export const authErrorCode = (flow: AuthFlow, error: unknown): ErrorCode => {
  if (isAlreadyConfirmed(flow, error)) return 'confirm.already_confirmed';
  const name = cognitoErrorName(error);
  const { names, fallback } = flows[flow];
  return names[name] ?? everyFlow[name] ?? fallback;
};

export const failure = (flow: AuthFlow, error: unknown): AuthOutcome => ({ ok: false, code: authErrorCode(flow, error) });
