// Which Cognito operations the browser may call on the public origin, as Cognito serves
// them without AWS credentials. Everything else (the Admin* API, pool management) needs a
// SigV4 signature with the stack's credentials, as an unsigned call to Cognito would fail.

type Json = Record<string, unknown>;

export interface OperationRefusal {
  type: string;
  message: string;
}

const flowOf = (body: Json): unknown => body.AuthFlow;

/**
 * The operations the web app makes through Amplify (web/src/lib/auth.ts and
 * web/src/features/auth/api): sign-up and its confirmation (and a new code), password
 * sign-in and refresh, the invitation's new password, password reset and change.
 * Returns the reason a call is refused, or undefined when it may go through unsigned.
 */
const PUBLIC_OPERATIONS: Record<string, (body: Json) => OperationRefusal | undefined> = {
  SignUp: () => undefined,
  ConfirmSignUp: () => undefined,
  ResendConfirmationCode: () => undefined,
  InitiateAuth: (body) =>
    ['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN'].includes(String(flowOf(body)))
      ? undefined
      : { type: 'InvalidParameterException', message: `${String(flowOf(body))} flow not enabled for this client` },
  // Amplify >= 6.14 refreshes with it; the route turns it into InitiateAuth REFRESH_TOKEN_AUTH.
  GetTokensFromRefreshToken: () => undefined,
  RespondToAuthChallenge: (body) =>
    body.ChallengeName === 'NEW_PASSWORD_REQUIRED'
      ? undefined
      : { type: 'InvalidParameterException', message: `${String(body.ChallengeName)} is not a challenge of this client` },
  ForgotPassword: () => undefined,
  ConfirmForgotPassword: () => undefined,
  // Authorised by the user's access token, which the route verifies (cognito-local does not).
  ChangePassword: () => undefined,
};

export const isPublicOperation = (target: string): boolean => Object.hasOwn(PUBLIC_OPERATIONS, target);

/** For a public operation: why its parameters are refused, if they are. */
export const refusalOf = (target: string, body: Json): OperationRefusal | undefined => PUBLIC_OPERATIONS[target]?.(body);

/** Operations authorised by an access token in the body rather than by a signature. */
export const takesAccessToken = (target: string): boolean => target === 'ChangePassword';
