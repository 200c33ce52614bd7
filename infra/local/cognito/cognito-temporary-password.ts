// cognito-local answers the sign-in of a user who still has to choose a password
// (FORCE_CHANGE_PASSWORD, i.e. invited by AdminCreateUser) with the NEW_PASSWORD_REQUIRED
// challenge whatever password was given. Cognito first checks the temporary password,
// which is what makes an invitation link a secret: without this, any link would verify.
import { NotAuthorizedError } from 'cognito-local/lib/errors.js';
import type { Router } from 'cognito-local/lib/server/Router.js';
import type { CognitoService } from 'cognito-local/lib/services/cognitoService.js';

interface PasswordAttempt {
  clientId: string;
  username: string;
  password: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An InitiateAuth request that signs in with a password, or undefined. */
export const passwordAttempt = (request: unknown): PasswordAttempt | undefined => {
  if (!isRecord(request) || request.AuthFlow !== 'USER_PASSWORD_AUTH' || typeof request.ClientId !== 'string') return undefined;
  const parameters = request.AuthParameters;
  if (!isRecord(parameters) || typeof parameters.USERNAME !== 'string' || typeof parameters.PASSWORD !== 'string') return undefined;
  return { clientId: request.ClientId, username: parameters.USERNAME, password: parameters.PASSWORD };
};

export const checkTemporaryPasswords =
  (router: Router, cognito: CognitoService): Router =>
  (target) => {
    const route = router(target);
    if (target !== 'InitiateAuth') return route;
    return async (ctx, request: unknown) => {
      const attempt = passwordAttempt(request);
      if (attempt) {
        const pool = await cognito.getUserPoolForClientId(ctx, attempt.clientId);
        const user = await pool.getUserByUsername(ctx, attempt.username);
        if (user?.UserStatus === 'FORCE_CHANGE_PASSWORD' && user.Password !== attempt.password) {
          throw new NotAuthorizedError('Incorrect username or password.');
        }
      }
      return route(ctx, request);
    };
  };
