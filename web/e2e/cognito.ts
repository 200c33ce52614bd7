// Setting up users the way an operator or another test would, straight against the
// stack's Cognito (the same-origin /cognito route), so journeys start where they matter.

const call = async (baseUrl: string, target: string, body: Record<string, unknown>): Promise<unknown> => {
  const response = await fetch(`${baseUrl}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`${target} failed: ${JSON.stringify(answer)}`);
  return answer;
};

const poolIds = async (baseUrl: string): Promise<{ userPoolId: string; userPoolClientId: string }> => {
  const config: unknown = await (await fetch(`${baseUrl}/config.json`)).json();
  if (
    typeof config !== 'object' ||
    config === null ||
    !('userPoolId' in config) ||
    !('userPoolClientId' in config) ||
    typeof config.userPoolId !== 'string' ||
    typeof config.userPoolClientId !== 'string'
  ) {
    throw new Error('config.json has no user pool');
  }
  return { userPoolId: config.userPoolId, userPoolClientId: config.userPoolClientId };
};

/** Signs up (the confirmation mail goes out) without confirming. */
export const signUpUser = async (baseUrl: string, email: string, password: string): Promise<void> => {
  const { userPoolClientId } = await poolIds(baseUrl);
  await call(baseUrl, 'SignUp', {
    ClientId: userPoolClientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'locale', Value: 'es' },
    ],
  });
};

/** A confirmed user with a photographer account (PostConfirmation ran). */
export const createConfirmedUser = async (baseUrl: string, email: string, password: string): Promise<void> => {
  await signUpUser(baseUrl, email, password);
  const { userPoolId } = await poolIds(baseUrl);
  await call(baseUrl, 'AdminConfirmSignUp', { UserPoolId: userPoolId, Username: email });
};
